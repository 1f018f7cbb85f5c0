import { makeSupplier } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../quotes/inbox/to-csv';
import { SUPPLIER_CSV_HEADER, brandNameMap, supplierCsvFileName, supplierCsvRow } from './supplier-csv';

describe('supplier CSV', () => {
  it('one row per supplier, every column of the header, brands by name, the phone formatted (kept as text: a leading + would be a formula)', () => {
    const row = supplierCsvRow(makeSupplier({ notes: '=HYPERLINK("x")', brand_ids: ['schneider-electric', 'desconocida'] }), brandNameMap([{ id: 'schneider-electric', name: 'Schneider Electric' }]));
    expect(row).toHaveLength(SUPPLIER_CSV_HEADER.length);
    expect(row).toEqual(['Electro Norte, S.A. de C.V.', 'ENO010101AB1', 'Luis Pérez', 'compras@electronorte.example', "'+52 81 1234 5678", 'Monterrey', 'Schneider Electric; desconocida', '5', 'Crédito 30 días', 'Sí', `'=HYPERLINK("x")`]);
    expect(toCsv([row])).toContain('"Electro Norte, S.A. de C.V."');
  });

  it('names the file by the date', () => {
    expect(supplierCsvFileName(new Date(2026, 0, 5, 12))).toBe('proveedores-2026-01-05.csv');
  });
});
