import { makeSupplier } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  SUPPLIER_CSV_HEADER,
  brandNameMap,
  supplierCsvRow,
  supplierExportStatusText,
  supplierTable,
} from './supplier-csv';
import { listCsvText } from '../list-file';

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
    const text = listCsvText(
      supplierTable([makeSupplier({ notes: '=HYPERLINK("x")', payment_terms: '@Crédito' })], brandNameMap([])),
    );
    const [header, line, end] = text.split('\r\n');
    expect(header).toBe(`\uFEFF${SUPPLIER_CSV_HEADER.join(',')}`);
    expect(line).toBe(
      `"Electro Norte, S.A. de C.V.",ENO010101AB1,Luis Pérez,compras@electronorte.example,'+52 81 1234 5678,Monterrey,schneider-electric,5,'@Crédito,Sí,"'=HYPERLINK(""x"")"`,
    );
    expect(end).toBe('');
  });

  it('the workbook keeps every column as text but the delivery days; the status line counts the suppliers', () => {
    const table = supplierTable([makeSupplier()], brandNameMap([]));
    expect(table.kinds[SUPPLIER_CSV_HEADER.indexOf('Días de entrega')]).toBe('quantity');
    expect(table.kinds.filter((kind) => kind === 'text')).toHaveLength(SUPPLIER_CSV_HEADER.length - 1);
    expect(
      supplierExportStatusText({ status: 'done', rows: 2, fileName: 'proveedores-2026-01-05.xlsx', capped: false }),
    ).toBe('Se descargaron 2 proveedores en proveedores-2026-01-05.xlsx.');
  });
});
