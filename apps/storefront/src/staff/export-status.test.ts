import { describe, expect, it } from 'vitest';
import { listExportStatusText, type TExportState } from './export-status';

const QUOTES = { one: 'cotización', many: 'cotizaciones', feminine: true, max: 5000 } as const;
const exportStatusText = (state: TExportState) => listExportStatusText(state, QUOTES);

describe('listExportStatusText', () => {
  it('says nothing before an export', () => {
    expect(exportStatusText({ status: 'idle' })).toBe('');
  });

  it('counts the quotes read while exporting', () => {
    expect(exportStatusText({ status: 'exporting', kind: 'csv', rows: 0 })).toBe('Exportando…');
    expect(exportStatusText({ status: 'exporting', kind: 'csv', rows: 1500 })).toBe(
      'Exportando… 1,500 cotizaciones leídas.',
    );
    expect(exportStatusText({ status: 'exporting', kind: 'xlsx', rows: 1000, total: 2400 })).toBe(
      'Exportando… 1,000 de 2,400 cotizaciones leídas.',
    );
    expect(
      listExportStatusText(
        { status: 'exporting', kind: 'xlsx', rows: 1, total: 1 },
        { one: 'producto', many: 'productos', feminine: false, max: 10 },
      ),
    ).toBe('Exportando… 1 de 1 productos leídos.');
  });

  it('names the file and how many quotes it holds', () => {
    expect(exportStatusText({ status: 'done', rows: 32, fileName: 'cotizaciones-2026-11-20.csv', capped: false })).toBe(
      'Se descargaron 32 cotizaciones en cotizaciones-2026-11-20.csv.',
    );
    expect(exportStatusText({ status: 'done', rows: 1, fileName: 'c.csv', capped: false })).toBe(
      'Se descargó 1 cotización en c.csv.',
    );
    expect(exportStatusText({ status: 'done', rows: 0, fileName: 'c.csv', capped: false })).toBe(
      'Se descargó c.csv sin cotizaciones: ninguna coincide con el filtro.',
    );
  });

  it('says when the file stopped at the cap', () => {
    expect(exportStatusText({ status: 'done', rows: 5000, fileName: 'c.csv', capped: true })).toBe(
      'Se descargaron las primeras 5,000 cotizaciones en c.csv, el máximo de un archivo. Acota el filtro para exportar las demás.',
    );
  });
});
