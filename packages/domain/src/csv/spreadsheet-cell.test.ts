import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell, textOfSpreadsheetValue, valueOfSpreadsheetCell } from './spreadsheet-cell';

describe('spreadsheetCell', () => {
  it.each([
    ['=HYPERLINK("http://malo.example","clic")', '\'=HYPERLINK("http://malo.example","clic")'],
    ['+52 81 1234 5678', "'+52 81 1234 5678"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-', "'-"],
    ['+5', "'+5"],
  ])('prefixes a cell that starts like a formula: %j', (value, cell) => {
    expect(spreadsheetCell(value)).toBe(cell);
  });

  it('prefixes once more a value that already starts with the escape, so reading it back is exact', () => {
    expect(spreadsheetCell("'=1+1")).toBe("''=1+1");
    expect(spreadsheetCell("''-x")).toBe("'''-x");
  });

  it.each([
    'Industrias Méndez S.A. de C.V.',
    'a=b',
    '',
    "'texto",
    "O'Higgins",
    '-1',
    '-1234.56',
    '0.5',
    '42',
    ' =no empieza',
  ])('leaves alone ordinary text and plain numbers: %j', (value) => {
    expect(spreadsheetCell(value)).toBe(value);
  });

  it('never leaves a formula start at the beginning of a cell, except a plain number', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."=+-@\t\r'a1. ".split('')) }), (value) => {
        const cell = spreadsheetCell(value);
        expect(/^[=+\-@\t\r]/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell)).toBe(false);
      }),
    );
  });
});

describe('valueOfSpreadsheetCell', () => {
  it('removes the one apostrophe spreadsheetCell added', () => {
    expect(valueOfSpreadsheetCell('\'=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(valueOfSpreadsheetCell("'-Especial")).toBe('-Especial');
    expect(valueOfSpreadsheetCell("''=1")).toBe("'=1");
  });

  it('keeps an apostrophe that is not an escape', () => {
    expect(valueOfSpreadsheetCell("'texto")).toBe("'texto");
    expect(valueOfSpreadsheetCell("O'Higgins")).toBe("O'Higgins");
    expect(valueOfSpreadsheetCell("'")).toBe("'");
    expect(valueOfSpreadsheetCell('-1')).toBe('-1');
  });

  it('reads back every value exactly', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."=+-@\t\r'a1. ".split('')) })),
        (value) => {
          expect(valueOfSpreadsheetCell(spreadsheetCell(value))).toBe(value);
        },
      ),
    );
  });
});

describe('textOfSpreadsheetValue', () => {
  it('gives text as it is, leading zeros and spaces included, and an empty cell as ""', () => {
    expect(textOfSpreadsheetValue('000123')).toBe('000123');
    expect(textOfSpreadsheetValue(' H87 ')).toBe(' H87 ');
    expect(textOfSpreadsheetValue(null)).toBe('');
    expect(textOfSpreadsheetValue(undefined)).toBe('');
  });

  it('writes a number, a yes/no and a date the way the CSV columns take them', () => {
    expect(textOfSpreadsheetValue(1250.5)).toBe('1250.5');
    expect(textOfSpreadsheetValue(123)).toBe('123');
    expect(textOfSpreadsheetValue(true)).toBe('si');
    expect(textOfSpreadsheetValue(false)).toBe('no');
    expect(textOfSpreadsheetValue(new Date(Date.UTC(2026, 10, 29)))).toBe('2026-11-29');
    expect(textOfSpreadsheetValue(new Date(Number.NaN))).toBe('');
  });
});
