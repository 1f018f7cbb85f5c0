import { makeSupplier } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { filterSuppliers, supplierFilterFrom, suppliersHref } from './supplier-filter';

const NORTE = makeSupplier({
  id: 'norte',
  name: 'Distribuidora Eléctrica del Norte',
  tax_id: 'DEN980312AB4',
  contact_name: 'Rogelio Garza',
});
const SUR = makeSupplier({
  id: 'sur',
  name: 'Tableros del Sureste',
  tax_id: 'TCS170328EZ1',
  contact_name: 'José Pérez',
  active: false,
});

describe('filterSuppliers', () => {
  it('finds by name without accents, RFC and contact, every word', () => {
    expect(filterSuppliers([NORTE, SUR], { search: 'electrica norte', status: 'todos' }).map((s) => s.id)).toEqual([
      'norte',
    ]);
    expect(filterSuppliers([NORTE, SUR], { search: 'tcs170', status: 'todos' }).map((s) => s.id)).toEqual(['sur']);
    expect(filterSuppliers([NORTE, SUR], { search: 'jose perez', status: 'todos' }).map((s) => s.id)).toEqual(['sur']);
    expect(filterSuppliers([NORTE, SUR], { search: 'nadie', status: 'todos' })).toEqual([]);
  });

  it('filters active and inactive', () => {
    expect(filterSuppliers([NORTE, SUR], { search: '', status: 'activos' }).map((s) => s.id)).toEqual(['norte']);
    expect(filterSuppliers([NORTE, SUR], { search: '', status: 'inactivos' }).map((s) => s.id)).toEqual(['sur']);
    expect(filterSuppliers([NORTE, SUR], { search: ' ', status: 'todos' })).toHaveLength(2);
  });

  it('reads the filter from the URL, defaults for anything unknown', () => {
    expect(supplierFilterFrom(new URLSearchParams('q=norte&estado=inactivos'))).toEqual({
      search: 'norte',
      status: 'inactivos',
    });
    expect(supplierFilterFrom(new URLSearchParams('estado=raro'))).toEqual({ search: '', status: 'activos' });
  });
});

describe('suppliersHref', () => {
  it('keeps the filter and the open supplier in the URL, defaults left out', () => {
    expect(suppliersHref({ search: '', status: 'activos' }, null)).toBe('/proveedores');
    expect(suppliersHref({ search: 'norte sa', status: 'inactivos' }, 'electro-norte')).toBe(
      '/proveedores?q=norte+sa&estado=inactivos&id=electro-norte',
    );
    expect(suppliersHref({ search: '  ', status: 'todos' }, 'nuevo')).toBe('/proveedores?estado=todos&id=nuevo');
  });
});
