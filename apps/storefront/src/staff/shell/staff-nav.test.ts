import { describe, expect, it } from 'vitest';
import { isCurrentSection, STAFF_NAV } from './staff-nav';

describe('staff navigation', () => {
  it('lists the five sections of the spec, and the orders after the quotes', () => {
    expect(STAFF_NAV.map((item) => item.href)).toEqual([
      '/cotizacion',
      '/pedidos',
      '/catalogo',
      '/proveedores',
      '/precios',
      '/metricas',
    ]);
  });

  it('marks a section current on its page and below it, not on a look-alike path', () => {
    expect(isCurrentSection('/cotizacion', '/cotizacion')).toBe(true);
    expect(isCurrentSection('/cotizacion/abc', '/cotizacion')).toBe(true);
    expect(isCurrentSection('/cotizaciones', '/cotizacion')).toBe(false);
  });
});
