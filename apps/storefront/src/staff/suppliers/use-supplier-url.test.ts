import { describe, expect, it } from 'vitest';
import { suppliersHref } from './use-supplier-url';

describe('suppliersHref', () => {
  it('keeps the filter and the open supplier in the URL, defaults left out', () => {
    expect(suppliersHref({ search: '', status: 'activos' }, null)).toBe('/proveedores');
    expect(suppliersHref({ search: 'norte sa', status: 'inactivos' }, 'electro-norte')).toBe('/proveedores?q=norte+sa&estado=inactivos&id=electro-norte');
    expect(suppliersHref({ search: '  ', status: 'todos' }, 'nuevo')).toBe('/proveedores?estado=todos&id=nuevo');
  });
});
