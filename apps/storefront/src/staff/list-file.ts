import type { TSpreadsheetColumnKind } from '@voltia/domain';

// The back-office's Excel files (the CFDI invoice data, the catalogue): one sheet, the header row
// bold and kept in view, each column as the domain says a spreadsheet holds it. write-excel-file
// loads with the first workbook asked for, never with a screen.

/** An amount as Excel shows it: thousands grouped, 2 decimals, up to 6 when the amount has them (a traslado's IVA). */
const AMOUNT_FORMAT = '#,##0.00####';

/** A column's width in characters: its header's (or the one given), within reason. */
const columnWidth = (header: string, width?: number) => Math.min(Math.max(width ?? header.length, 10), 60);

export type TXlsxTable = {
  readonly sheet: string;
  readonly header: readonly string[];
  /** One per column: `text` cells keep every character (leading zeros), `amount` and `quantity` are numbers. */
  readonly kinds: readonly TSpreadsheetColumnKind[];
  /** The rows as the CSV would carry them (an empty string is an empty cell). */
  readonly rows: readonly (readonly string[])[];
  /** Columns wider than their header, in characters. */
  readonly widths?: Readonly<Record<string, number>>;
};

/** A table as an .xlsx workbook (see above). */
export async function xlsxBlob({ sheet, header, kinds, rows, widths = {} }: TXlsxTable): Promise<Blob> {
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
