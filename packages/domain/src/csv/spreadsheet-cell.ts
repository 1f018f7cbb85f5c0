// CSV formula injection (OWASP "CSV Injection"): a spreadsheet that opens a CSV runs a cell that
// starts with = + - or @ as a formula (=HYPERLINK(…) to a stranger's site, DDE commands), and a
// leading tab or carriage return is stripped by some of them before that check. Every CSV this
// product writes goes through spreadsheetCell; the catalogue import reads its cells back with
// valueOfSpreadsheetCell, so an export re-imported changes nothing.

/** Apostrophes (any number, the escape itself) and then a character a spreadsheet starts a formula with. */
const ESCAPED_FORMULA_START = /^'*[=+\-@\t\r]/;

/** The same after at least one apostrophe: what spreadsheetCell wrote. */
const WRITTEN_ESCAPE = /^'+[=+\-@\t\r]/;

/** A plain decimal number (what money, rates and counts are written as): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A value as a CSV cell a spreadsheet opens as text: one that starts with a formula character gets
 * a leading apostrophe (Excel and LibreOffice show the text instead of running it). So does one
 * that already starts with apostrophes before such a character, so that reading it back
 * (valueOfSpreadsheetCell) removes exactly the apostrophe added here. A plain number, negative ones
 * included, stays a number.
 */
export function spreadsheetCell(value: string): string {
  return ESCAPED_FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** A cell as spreadsheetCell wrote it, back to its value: the one apostrophe before a formula character goes. */
export function valueOfSpreadsheetCell(cell: string): string {
  return WRITTEN_ESCAPE.test(cell) ? cell.slice(1) : cell;
}

/**
 * How a spreadsheet file (.xlsx) holds a column. `text`: every character kept (a SKU "000123", a
 * código postal "01000" or a FormaPago "03" opened from a CSV in Excel lose their leading zeros);
 * `amount`: a number shown with 2 to 6 decimals; `quantity`: a number as it is.
 */
export type TSpreadsheetColumnKind = 'text' | 'amount' | 'quantity';

/** A cell as an .xlsx reader gives it: text, a number, a boolean, a date, or empty. */
export type TSpreadsheetValue = string | number | boolean | Date | null | undefined;

/**
 * An .xlsx cell as the text a CSV would carry for it: empty as "", a number as written (read as text,
 * no float rounding, when the reader is asked to), TRUE and FALSE as «si» and «no» (what the
 * catalogue's yes/no columns take, so a typed VERDADERO reads as a yes), a date as YYYY-MM-DD.
 */
export function textOfSpreadsheetValue(value: TSpreadsheetValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'si' : 'no';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value);
}
