import { makeSupplier } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { SUPPLIER_CSV_HEADER, brandNameMap, supplierCsv, supplierCsvFileName, supplierCsvRow } from './supplier-csv';

describe('supplier CSV', () => {
  it('one row per supplier, every column of the header, brands by name, the phone formatted', () => {
    const row = supplierCsvRow(
      makeSupplier({ notes: '=HYPERLINK("x")', brand_ids: ['schneider-electric', 'desconocida'] }),
      brandNameMap([{ id: 'schneider-electric', name: 'Schneider Electric' }]),
    );
    expect(row).toHaveLength(SUPPLIER_CSV_HEADER.length);
    expect(row).toEqual([
      'Electro Norte, S.A. de C.V.',
      'ENO010101AB1',
      'Luis Pérez',
      'compras@electronorte.example',
      '+52 81 1234 5678',
      'Monterrey',
      'Schneider Electric; desconocida',
      '5',
      'Crédito 30 días',
      'Sí',
      '=HYPERLINK("x")',
    ]);
  });

  it('the file: the header, then each supplier; the phone kept as text and a formula defused (a leading + or = would run)', () => {
    const text = supplierCsv([makeSupplier({ notes: '=HYPERLINK("x")', payment_terms: '@Crédito' })], brandNameMap([]));
    const [header, line, end] = text.split('\r\n');
    expect(header).toBe(`\uFEFF${SUPPLIER_CSV_HEADER.join(',')}`);
    expect(line).toBe(
      `"Electro Norte, S.A. de C.V.",ENO010101AB1,Luis Pérez,compras@electronorte.example,'+52 81 1234 5678,Monterrey,schneider-electric,5,'@Crédito,Sí,"'=HYPERLINK(""x"")"`,
    );
    expect(end).toBe('');
  });

  it('names the file by the date', () => {
    expect(supplierCsvFileName(new Date(2026, 0, 5, 12))).toBe('proveedores-2026-01-05.csv');
  });
});
