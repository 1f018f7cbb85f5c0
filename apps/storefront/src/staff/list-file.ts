import { format } from 'date-fns';
import { csvText, type TSpreadsheetColumnKind } from '@voltia/domain';
import { downloadFile } from '@/shared/browser/download-file';
import { downloadCsv } from './download-csv';

// The back-office's list files: a list (the catalogue, the quote inbox, the orders, the prices, the
// suppliers, the CFDI invoice data) as one table, written as a CSV by the domain's csvText (UTF-8
// with its byte order mark for Excel; a cell that starts like a formula cannot run) or as an Excel
// workbook: one sheet, the header row bold and kept in view, each column as the list says a
// spreadsheet holds it. In the workbook a text column keeps every character (a SKU "000123", a
// código postal "01000" or a FormaPago "03", which a CSV opened in Excel turns into numbers and loses
// the zeros of) and an amount is a number. write-excel-file loads with the first workbook asked for,
// never with a screen.

/** The two files a list exports. */
export type TListFileKind = 'csv' | 'xlsx';

/** The buttons that export a list, by the file they make. */
export const LIST_EXPORT_LABELS: Readonly<Record<TListFileKind, string>> = {
  csv: 'Exportar CSV',
  xlsx: 'Exportar Excel',
};

/** A list as a table: what both of its files are made of. */
export type TListTable = {
  readonly sheet: string;
  readonly header: readonly string[];
  /** One per column: `text` cells keep every character, `amount` and `quantity` are numbers. */
  readonly kinds: readonly TSpreadsheetColumnKind[];
  /** The rows as the CSV carries them (an empty string is an empty cell). */
  readonly rows: readonly (readonly string[])[];
  /** Columns wider than their header, in characters. */
  readonly widths?: Readonly<Record<string, number>>;
};

/** The table as the CSV's text: the header, then the rows. */
export function listCsvText(table: TListTable): string {
  return csvText([table.header, ...table.rows]);
}

/** An amount as Excel shows it: thousands grouped, 2 decimals, up to 6 when the amount has them (a traslado's IVA). */
const AMOUNT_FORMAT = '#,##0.00####';

/** A column's width in characters: its header's (or the one given), within reason. */
const columnWidth = (header: string, width?: number) => Math.min(Math.max(width ?? header.length, 10), 60);

/** The table as an .xlsx workbook (see above). */
export async function listXlsx({ sheet, header, kinds, rows, widths = {} }: TListTable): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  const data = [
    header.map((name) => ({ value: name, fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      row.map((text, index) => {
        if (text === '') return null;
        const kind = kinds[index] ?? 'text';
        if (kind === 'amount') return { value: Number(text), type: Number, format: AMOUNT_FORMAT };
        if (kind === 'quantity') return { value: Number(text), type: Number };
        return { value: text, type: String };
      }),
    ),
  ];
  return writeExcelFile(data, {
    sheet,
    stickyRowsCount: 1,
    columns: header.map((name) => ({ width: columnWidth(name, widths[name]) })),
  }).toBlob();
}

/** Writes the table as a file of `kind` and hands it to the browser as a download named `fileName`. */
export async function downloadListFile(table: TListTable, kind: TListFileKind, fileName: string): Promise<void> {
  if (kind === 'csv') downloadCsv(listCsvText(table), fileName);
  else downloadFile(await listXlsx(table), fileName);
}

/** "precios-2026-11-20.xlsx": a list's file, named by the day of the export on the person's own calendar. */
export function datedFileName(base: string, now: Date, extension: TListFileKind | 'json'): string {
  return `${base}-${format(now, 'yyyy-MM-dd')}.${extension}`;
}
