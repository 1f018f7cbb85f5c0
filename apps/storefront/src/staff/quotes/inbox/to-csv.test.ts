import { describe, expect, it } from 'vitest';
import { CSV_BOM, spreadsheetText, toCsv } from './to-csv';

describe('toCsv', () => {
  it('joins fields with commas and ends every line with CRLF', () => {
    expect(toCsv([['número', 'cliente'], ['COT-2026-000001', 'Jorge Treviño']])).toBe('número,cliente\r\nCOT-2026-000001,Jorge Treviño\r\n');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(toCsv([['Constructora Norte, S.A.', 'dijo "urgente"', 'línea 1\nlínea 2', 'a\rb']])).toBe(
      '"Constructora Norte, S.A.","dijo ""urgente""","línea 1\nlínea 2","a\rb"\r\n',
    );
  });

  it('quotes fields with leading or trailing spaces so they survive, and leaves empty fields empty', () => {
    expect(toCsv([[' Monterrey', 'León ', '', 'x']])).toBe('" Monterrey","León ",,x\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it('has the UTF-8 byte order mark Excel looks for', () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('spreadsheetText', () => {
  it('prefixes text that a spreadsheet would run as a formula', () => {
    expect(spreadsheetText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(spreadsheetText('+52 81')).toBe("'+52 81");
    expect(spreadsheetText('-1')).toBe("'-1");
    expect(spreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves ordinary text alone', () => {
    expect(spreadsheetText('Industrias Méndez S.A. de C.V.')).toBe('Industrias Méndez S.A. de C.V.');
    expect(spreadsheetText('a=b')).toBe('a=b');
    expect(spreadsheetText('')).toBe('');
  });
});
