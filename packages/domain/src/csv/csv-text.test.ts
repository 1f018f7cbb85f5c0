import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvText } from './csv-text';

describe('csvText', () => {
  it('starts with the UTF-8 byte order mark Excel needs and ends every row with CRLF', () => {
    expect(
      csvText([
        ['número', 'cliente'],
        ['COT-2026-000001', 'Jorge Treviño'],
      ]),
    ).toBe(`${CSV_BOM}número,cliente\r\nCOT-2026-000001,Jorge Treviño\r\n`);
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csvText([])).toBe(CSV_BOM);
  });

  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling the quotes', () => {
    expect(csvText([['Constructora Norte, S.A.', 'dijo "urgente"', 'línea 1\nlínea 2', 'a\rb']])).toBe(
      `${CSV_BOM}"Constructora Norte, S.A.","dijo ""urgente""","línea 1\nlínea 2","a\rb"\r\n`,
    );
    expect(csvText([[' Monterrey', 'León ', '', 'x']])).toBe(`${CSV_BOM}" Monterrey","León ",,x\r\n`);
  });

  it('writes every cell as text a spreadsheet will not run, numbers as numbers', () => {
    expect(csvText([['=HYPERLINK("http://malo.example")', '+52 81', '@A1', '-1.50', '12']])).toBe(
      `${CSV_BOM}"'=HYPERLINK(""http://malo.example"")",'+52 81,'@A1,-1.50,12\r\n`,
    );
  });
});
