import { spreadsheetCell } from './spreadsheet-cell';

// The one CSV writer of every export (catalogue, quote inbox, prices, suppliers, metrics), as
// spreadsheets read CSV (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a
// comma, a quote, a line break or edge spaces, its quotes doubled; every cell through spreadsheetCell.

/** Excel reads a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark; papaparse reads it back. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvField(value: string): string {
  const cell = spreadsheetCell(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The rows (the header first) as a CSV file's text: the byte order mark, then every row ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
