import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '@voltia/domain';
import { datedFileName, listCsvText, listXlsx, type TListTable } from './list-file';

const table: TListTable = {
  sheet: 'Precios',
  header: ['SKU', 'Descripción', 'Costo (MXN)', 'Piezas'],
  kinds: ['text', 'text', 'amount', 'quantity'],
  rows: [
    ['000123', '=HYPERLINK("x")', '1250.50', '3'],
    ['A-1', 'Sin costo', '', ''],
  ],
};

describe('a list as files', () => {
  it('names each file by its list and the day of the export', () => {
    expect(datedFileName('precios', new Date(2026, 10, 3, 23, 59), 'csv')).toBe('precios-2026-11-03.csv');
    expect(datedFileName('catalogo', new Date(2026, 0, 5), 'xlsx')).toBe('catalogo-2026-01-05.xlsx');
  });

  it('writes the CSV with the byte order mark, and a formula kept from running', () => {
    const [header, first] = listCsvText(table).split('\r\n');
    expect(header).toBe(`${CSV_BOM}SKU,Descripción,Costo (MXN),Piezas`);
    expect(first).toBe(`000123,"'=HYPERLINK(""x"")",1250.50,3`);
  });

  it('writes the workbook: text as text (zeros kept, a formula as its text), amounts and quantities as numbers, empty as empty', async () => {
    const sheet = await readSheet(Buffer.from(await (await listXlsx(table)).arrayBuffer()));
    expect(sheet).toEqual([
      ['SKU', 'Descripción', 'Costo (MXN)', 'Piezas'],
      ['000123', '=HYPERLINK("x")', 1250.5, 3],
      ['A-1', 'Sin costo', null, null],
    ]);
  });
});
