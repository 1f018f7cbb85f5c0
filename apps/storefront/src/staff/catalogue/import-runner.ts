import type {
  TCatalogueCsvError,
  TCatalogueImportAnswer,
  TCatalogueImportRequest,
  TCatalogueImportSummary,
} from '@voltia/domain';
import type { TImportBatch } from './catalogue-csv-file';

/** Where a run (a dry run or the import) stands: rows sent so far out of all the good rows. */
export type TImportProgress = { readonly done: number; readonly total: number };

export type TImportRunResult = {
  readonly summary: TCatalogueImportSummary;
  /** Rows whose price was created or changed (their cost, margin and supplier columns). */
  readonly prices: number;
  /** The rows the function refused (a SKU another product holds, an unknown brand…), with its reasons. */
  readonly refusedErrors: readonly TCatalogueCsvError[];
};

/** What stopped a run: the batch it was at (to resume there) and what had been done before it. */
export class ImportInterrupted extends Error {
  constructor(
    readonly batchIndex: number,
    readonly partial: TImportRunResult,
    override readonly cause: unknown,
  ) {
    super('import interrupted');
  }
}

export const EMPTY_IMPORT_RUN: TImportRunResult = {
  summary: { created: 0, updated: 0, unchanged: 0, refused: 0 },
  prices: 0,
  refusedErrors: [],
};

/**
 * Sends the batches one after another (each is one call of at most 500 rows), adding up the
 * function's summaries and its refusals. `from` and `start` resume an interrupted run: a batch
 * sent twice is harmless (an upsert by SKU answers "unchanged").
 */
export async function runImport(
  batches: readonly TImportBatch[],
  dryRun: boolean,
  send: (request: TCatalogueImportRequest) => Promise<TCatalogueImportAnswer>,
  onProgress: (progress: TImportProgress) => void,
  from = 0,
  start: TImportRunResult = EMPTY_IMPORT_RUN,
): Promise<TImportRunResult> {
  const total = batches.reduce((sum, batch) => sum + batch.rows.length, 0);
  let done = batches.slice(0, from).reduce((sum, batch) => sum + batch.rows.length, 0);
  let result = start;
  onProgress({ done, total });
  for (let index = from; index < batches.length; index += 1) {
    const batch = batches[index]!;
    let answer: TCatalogueImportAnswer;
    try {
      answer = await send({
        rows: batch.rows.map((row) => ({ ...row })),
        first_row_number: batch.first_row_number,
        dry_run: dryRun,
      });
    } catch (error) {
      throw new ImportInterrupted(index, result, error);
    }
    result = {
      summary: {
        created: result.summary.created + answer.summary.created,
        updated: result.summary.updated + answer.summary.updated,
        unchanged: result.summary.unchanged + answer.summary.unchanged,
        refused: result.summary.refused + answer.summary.refused,
      },
      prices: result.prices + answer.results.filter((row) => row.price !== undefined).length,
      refusedErrors: [
        ...result.refusedErrors,
        ...answer.results.flatMap((row) =>
          row.outcome === 'refused'
            ? (row.errors ?? [{ row: row.row, column: null, message: 'El servidor rechazó la fila.' }])
            : [],
        ),
      ],
    };
    done += batch.rows.length;
    onProgress({ done, total });
  }
  return result;
}

const NUMBER = new Intl.NumberFormat('es-MX');
const plural = (count: number, one: string, many: string) => `${NUMBER.format(count)} ${count === 1 ? one : many}`;

/**
 * The summary as a person reads it; `badRows` are the rows the preview already refused (never sent);
 * `prices` the rows whose price was (or, simulated, would be) created or changed.
 */
export function importSummaryText(
  summary: TCatalogueImportSummary,
  badRows: number,
  dryRun: boolean,
  prices = 0,
): string {
  const refused = summary.refused + badRows;
  const parts = dryRun
    ? [
        plural(summary.created, 'se crearía', 'se crearían'),
        plural(summary.updated, 'se actualizaría', 'se actualizarían'),
        plural(summary.unchanged, 'quedaría sin cambios', 'quedarían sin cambios'),
        plural(refused, 'se rechazaría', 'se rechazarían'),
      ]
    : [
        plural(summary.created, 'creado', 'creados'),
        plural(summary.updated, 'actualizado', 'actualizados'),
        plural(summary.unchanged, 'sin cambios', 'sin cambios'),
        plural(refused, 'rechazado', 'rechazados'),
      ];
  const priced =
    prices === 0
      ? ''
      : dryRun
        ? ` ${plural(prices, 'precio se guardaría', 'precios se guardarían')}.`
        : ` ${plural(prices, 'precio guardado', 'precios guardados')}.`;
  return dryRun
    ? `Simulación (no se guardó nada): ${parts.join(', ')}.${priced}`
    : `Importación terminada: ${parts.join(', ')}.${priced}`;
}
