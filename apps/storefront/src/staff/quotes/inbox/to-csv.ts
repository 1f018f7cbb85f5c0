// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a field quoted when it
// holds a comma, a quote, a line break or edge spaces, with its quotes doubled.

/** Excel reads a UTF-8 file as UTF-8 (accents intact) only when it starts with this mark. */
export const CSV_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The rows as CSV text, every line ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

// A cell that starts like a formula runs as one when a spreadsheet opens the file (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text someone else typed (a customer's name, company, email), made safe to open in a
 * spreadsheet: a leading formula character is kept but prefixed with an apostrophe, which Excel
 * and LibreOffice read as "this is text".
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
