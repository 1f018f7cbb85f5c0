import { describe, expect, it } from 'vitest';
import type { TCatalogueImportAnswer, TCatalogueImportRequest } from '@voltia/domain';
import type { TImportBatch } from './catalogue-csv-file';
import { ImportInterrupted, importSummaryText, runImport } from './import-runner';

const record = (sku: string) => ({
  sku,
  descripcion: 'd',
  marca: 'm',
  categoria: 'c',
  unidad: 'pieza',
  atributos: '',
  proveedores: '',
  imagenes: '',
  publicado: 'si',
});
const batches: TImportBatch[] = [
  { first_row_number: 2, rows: [{ ...record('A'), costo: '10', margen: '25' }, record('B')] },
  { first_row_number: 5, rows: [record('C')] },
];

function fakeSend(fail: number | null = null) {
  const sent: TCatalogueImportRequest[] = [];
  const send = async (request: TCatalogueImportRequest): Promise<TCatalogueImportAnswer> => {
    sent.push(request);
    if (fail !== null && sent.length === fail) throw new Error('red caída');
    const results = request.rows.map((row, index) =>
      row.sku === 'C'
        ? {
            row: request.first_row_number + index,
            outcome: 'refused' as const,
            errors: [
              {
                row: request.first_row_number + index,
                column: 'sku' as const,
                message: 'Ya existe otro producto con ese SKU.',
              },
            ],
          }
        : {
            row: request.first_row_number + index,
            outcome: 'created' as const,
            ...(row.costo === undefined ? {} : { price: 'created' as const }),
          },
    );
    const refused = results.filter((row) => row.outcome === 'refused').length;
    return { results, summary: { created: results.length - refused, updated: 0, unchanged: 0, refused } };
  };
  return { sent, send };
}

describe('runImport', () => {
  it('sends every batch in order, adds up the summaries and keeps the refusals with their row and column', async () => {
    const { sent, send } = fakeSend();
    const progress: number[] = [];
    const result = await runImport(batches, true, send, ({ done }) => progress.push(done));
    expect(sent.map((request) => [request.first_row_number, request.rows.length, request.dry_run])).toEqual([
      [2, 2, true],
      [5, 1, true],
    ]);
    expect(progress).toEqual([0, 2, 3]);
    expect(result.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(result.prices).toBe(1);
    expect(result.refusedErrors).toEqual([{ row: 5, column: 'sku', message: 'Ya existe otro producto con ese SKU.' }]);
  });

  it('stops at a failed batch, saying where, and resumes from there', async () => {
    const { send } = fakeSend(2);
    const error = await runImport(batches, false, send, () => undefined).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImportInterrupted);
    const interrupted = error as ImportInterrupted;
    expect(interrupted.batchIndex).toBe(1);
    expect(interrupted.partial.summary.created).toBe(2);
    const again = fakeSend();
    const result = await runImport(
      batches,
      false,
      again.send,
      () => undefined,
      interrupted.batchIndex,
      interrupted.partial,
    );
    expect(again.sent).toHaveLength(1);
    expect(result.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
  });
});

describe('importSummaryText', () => {
  it('counts the rows the preview refused among the refused', () => {
    expect(importSummaryText({ created: 3, updated: 1, unchanged: 0, refused: 0 }, 1, false)).toBe(
      'Importación terminada: 3 creados, 1 actualizado, 0 sin cambios, 1 rechazado.',
    );
    expect(importSummaryText({ created: 0, updated: 0, unchanged: 12, refused: 0 }, 0, true)).toBe(
      'Simulación (no se guardó nada): 0 se crearían, 0 se actualizarían, 12 quedarían sin cambios, 0 se rechazarían.',
    );
    expect(importSummaryText({ created: 9, updated: 0, unchanged: 0, refused: 0 }, 0, false, 9)).toBe(
      'Importación terminada: 9 creados, 0 actualizados, 0 sin cambios, 0 rechazados. 9 precios guardados.',
    );
    expect(importSummaryText({ created: 1, updated: 0, unchanged: 0, refused: 0 }, 0, true, 1)).toBe(
      'Simulación (no se guardó nada): 1 se crearía, 0 se actualizarían, 0 quedarían sin cambios, 0 se rechazarían. 1 precio se guardaría.',
    );
  });
});
