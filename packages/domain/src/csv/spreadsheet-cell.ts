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
