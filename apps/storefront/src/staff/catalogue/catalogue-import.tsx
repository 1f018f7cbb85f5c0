'use client';

import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  AppError,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_PRICE_COLUMNS,
  CATALOGUE_CSV_SAT_COLUMNS,
  type TCatalogueCsvError,
} from '@voltia/domain';
import { AppDialog } from '@/shared/ui/dialog';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { loadStaffBackend } from '../staff-backend';
import { readCatalogueFileOffThread } from './read-catalogue-file';
import { importBatches, previewErrors, satKeysPreviewOf, type TCsvFile, type TCsvRow } from './catalogue-csv-file';
import {
  EMPTY_IMPORT_RUN,
  ImportInterrupted,
  importSummaryText,
  runImport,
  type TImportProgress,
  type TImportRunResult,
} from './import-runner';

/** Errors the preview lists at most (a file of 20 000 bad rows would otherwise freeze the page). */
const MAX_ERRORS_SHOWN = 200;
/** Good rows whose SAT keys the preview lists at most. */
const MAX_SAT_ROWS_SHOWN = 50;

type TRun =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly dryRun: boolean; readonly progress: TImportProgress }
  | { readonly status: 'done'; readonly dryRun: boolean; readonly result: TImportRunResult }
  | {
      readonly status: 'failed';
      readonly dryRun: boolean;
      readonly message: string;
      readonly resume: { batchIndex: number; partial: TImportRunResult };
    };

const NUMBER = new Intl.NumberFormat('es-MX');

function ErrorTable({ errors, caption }: { errors: readonly TCatalogueCsvError[]; caption: string }) {
  const shown = errors.slice(0, MAX_ERRORS_SHOWN);
  return (
    <div className="mt-2">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="import-errors">
        <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <th scope="col" className="w-14 px-2 py-2">
              Fila
            </th>
            <th scope="col" className="w-28 px-2 py-2">
              Columna
            </th>
            <th scope="col" className="px-2 py-2">
              Motivo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {shown.map((error, index) => (
            <tr
              key={`${error.row}-${error.column ?? ''}-${index}`}
              data-testid="import-error"
              data-row={error.row}
              data-column={error.column ?? ''}
            >
              <td className="px-2 py-2 align-top font-semibold text-slate-900">{error.row}</td>
              <td className="px-2 py-2 align-top break-words text-slate-800">{error.column ?? '—'}</td>
              <td className="px-2 py-2 align-top break-words text-red-800">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > shown.length ? (
        <p className="mt-1 text-sm text-slate-600">
          Y {NUMBER.format(errors.length - shown.length)} errores más; corrige estos y vuelve a cargar el archivo.
        </p>
      ) : null}
    </div>
  );
}

/** The SAT keys the first good rows will be invoiced with: their own, their defaults, or the stored ones kept. */
function SatKeysTable({ rows }: { rows: readonly TCsvRow[] }) {
  const good = rows.filter((row): row is Extract<TCsvRow, { ok: true }> => row.ok);
  const shown = good.slice(0, MAX_SAT_ROWS_SHOWN);
  return (
    <div className="mt-3">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="import-sat-keys">
        <caption className="mb-1 text-left font-semibold text-slate-900">Claves del SAT de las filas correctas</caption>
        <thead>
          <tr className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
            <th scope="col" className="w-14 px-2 py-2">
              Fila
            </th>
            <th scope="col" className="px-2 py-2 break-words">
              SKU
            </th>
            <th scope="col" className="px-2 py-2 break-words">
              Clave SAT producto (ClaveProdServ)
            </th>
            <th scope="col" className="px-2 py-2 break-words">
              Clave SAT unidad (ClaveUnidad)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {shown.map((row) => {
            const keys = satKeysPreviewOf(row);
            return (
              <tr key={row.row} data-testid="import-sat-row" data-row={row.row}>
                <td className="px-2 py-2 align-top font-semibold text-slate-900">{row.row}</td>
                <td className="px-2 py-2 align-top break-words text-slate-800">{row.product.sku}</td>
                <td className="px-2 py-2 align-top break-words text-slate-800">{keys.prodServ}</td>
                <td className="px-2 py-2 align-top break-words text-slate-800">{keys.unidad}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {good.length > shown.length ? (
        <p className="mt-1 text-sm text-slate-600">
          Y {NUMBER.format(good.length - shown.length)} filas correctas más.
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-600">
        «De la categoría» y «de la unidad»: la celda está vacía y el producto se factura con la clave predeterminada.
        «Sin cambio»: el archivo no trae esa columna y el producto conserva la clave que tenga.
      </p>
    </div>
  );
}

function ProgressBar({ progress, dryRun }: { progress: TImportProgress; dryRun: boolean }) {
  const percent = progress.total === 0 ? 100 : Math.round((progress.done / progress.total) * 100);
  return (
    <div className="mt-3">
      <div
        role="progressbar"
        aria-label={dryRun ? 'Progreso de la simulación' : 'Progreso de la importación'}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={`${NUMBER.format(progress.done)} de ${NUMBER.format(progress.total)} filas`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
        data-testid="import-progress"
      >
        <div
          className="h-full bg-primary transition-[width] motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {NUMBER.format(progress.done)} de {NUMBER.format(progress.total)} filas ({percent} %)
      </p>
    </div>
  );
}

/**
 * "Importar CSV o Excel": a CSV (papaparse) or an Excel workbook's first sheet read in the browser, a preview that names every bad row's
 * row, column and reason, "Simular" (the function computes every outcome, nothing is written), then
 * "Importar" the good rows in batches of 500 with a progress bar and a summary.
 */
export function CatalogueImport({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const [fileName, setFileName] = useState<string | null>(null);
  const [file, setFile] = useState<TCsvFile | null>(null);
  const [run, setRun] = useState<TRun>({ status: 'idle' });
  const inputId = useId();
  /** The file chosen last: a slower read of one chosen before it does not replace its preview. */
  const latest = useRef<File | null>(null);

  const batches = useMemo(() => (file?.ok ? importBatches(file.rows) : []), [file]);
  const errors = useMemo(() => (file?.ok ? previewErrors(file.rows) : []), [file]);
  const running = run.status === 'running';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setRun({ status: 'idle' });
    if (chosen === undefined) return;
    setFileName(chosen.name);
    setFile(null);
    latest.current = chosen;
    void readCatalogueFileOffThread(chosen).then((read) => {
      if (latest.current === chosen) setFile(read);
    });
  };

  const start = (dryRun: boolean, resume?: { batchIndex: number; partial: TImportRunResult }) => {
    if (running || batches.length === 0) return;
    setRun({ status: 'running', dryRun, progress: { done: 0, total: 0 } });
    loadStaffBackend()
      .then((backend) =>
        runImport(
          batches,
          dryRun,
          backend.importCatalogueRows,
          (progress) => setRun({ status: 'running', dryRun, progress }),
          resume?.batchIndex,
          resume?.partial,
        ),
      )
      .then(
        (result) => {
          setRun({ status: 'done', dryRun, result });
          if (!dryRun) onImported();
        },
        (error: unknown) => {
          const cause = error instanceof ImportInterrupted ? error.cause : error;
          const appError =
            cause instanceof AppError && cause.code !== 'unknown'
              ? cause
              : new AppError('catalogue/import-failed', { cause });
          setRun({
            status: 'failed',
            dryRun,
            message: appError.userMessage,
            resume:
              error instanceof ImportInterrupted
                ? { batchIndex: error.batchIndex, partial: error.partial }
                : { batchIndex: 0, partial: EMPTY_IMPORT_RUN },
          });
          if (!dryRun) onImported();
        },
      );
  };

  const good = file?.ok ? file.good : 0;
  const bad = file?.ok ? file.bad : 0;

  return (
    <AppDialog
      open
      onOpenChange={(open) => (open || running ? undefined : onClose())}
      title="Importar productos desde CSV o Excel"
      size="wide"
      closeLabel="Cerrar"
      closeDisabled={running}
      testId="catalogue-import"
      description={
        <>
          Un CSV en UTF-8 o un libro de Excel (.xlsx, su primera hoja) con la fila de encabezados{' '}
          <code className="break-words">{CATALOGUE_CSV_COLUMNS.join(',')}</code>. Cada fila se crea o se actualiza por
          su SKU; importar dos veces el mismo archivo no cambia nada. Las columnas opcionales{' '}
          <code className="break-words">{CATALOGUE_CSV_SAT_COLUMNS.join(',')}</code> llevan las claves del SAT del
          producto para la factura (vacías: las de su categoría y su unidad; sin la columna, el producto conserva las
          suyas). Para fijar el precio, agrega las columnas opcionales{' '}
          <code className="break-words">{CATALOGUE_CSV_PRICE_COLUMNS.join(',')}</code>: costo en pesos, margen en
          porcentaje (0 a 90) y el id del proveedor del costo, uno de proveedores (vacío: el primero). El precio de
          lista se calcula. En Excel, el SKU y las claves van como texto para que conserven los ceros a la izquierda: el
          archivo de «Exportar Excel» ya los trae así.
        </>
      }
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          Archivo CSV o Excel
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={running}
          onChange={choose}
          className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-button file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-800"
        />
      </div>

      <div role="status" className="mt-3 text-sm" data-testid="import-preview-status">
        {fileName !== null && file === null ? 'Leyendo el archivo…' : null}
        {file?.ok ? (
          <p className="font-semibold text-slate-900">
            {fileName}: {NUMBER.format(file.rows.length)} {file.rows.length === 1 ? 'fila' : 'filas'},{' '}
            {NUMBER.format(good)} {good === 1 ? 'correcta' : 'correctas'} y {NUMBER.format(bad)} con errores.
            {file.priced > 0
              ? ` ${NUMBER.format(file.priced)} ${file.priced === 1 ? 'fila trae' : 'filas traen'} costo y margen.`
              : ''}
            {file.satColumns.length === 0
              ? ' El archivo no trae las columnas de claves del SAT: cada producto conserva las suyas.'
              : file.satKeyed > 0
                ? ` ${NUMBER.format(file.satKeyed)} ${file.satKeyed === 1 ? 'fila trae' : 'filas traen'} clave del SAT propia.`
                : ''}
          </p>
        ) : null}
      </div>
      {file !== null && !file.ok ? <ErrorTable errors={file.errors} caption="El archivo no se puede importar" /> : null}
      {file?.ok && errors.length > 0 ? (
        <ErrorTable errors={errors} caption={`Filas con errores (no se importarán)`} />
      ) : null}
      {file?.ok && good > 0 && file.satColumns.length > 0 ? <SatKeysTable rows={file.rows} /> : null}

      {file?.ok && good > 0 ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className={`${secondaryButtonClass} aria-busy:cursor-progress`}
            disabled={running}
            aria-busy={(running && run.dryRun) || undefined}
            onClick={() => start(true)}
          >
            Simular
          </button>
          <button
            type="button"
            className={`${primaryButtonClass} aria-busy:cursor-progress`}
            disabled={running}
            aria-busy={(running && !run.dryRun) || undefined}
            onClick={() => start(false)}
          >
            Importar {NUMBER.format(good)} {good === 1 ? 'fila correcta' : 'filas correctas'}
          </button>
        </div>
      ) : null}

      {run.status === 'running' ? <ProgressBar progress={run.progress} dryRun={run.dryRun} /> : null}
      <div role="status" aria-live="polite" className="mt-3" data-testid="import-summary">
        {run.status === 'done' ? (
          <p className="font-semibold text-slate-900">
            {importSummaryText(run.result.summary, bad, run.dryRun, run.result.prices)}
          </p>
        ) : null}
      </div>
      {run.status === 'done' && run.result.refusedErrors.length > 0 ? (
        <ErrorTable errors={run.result.refusedErrors} caption="Filas que el servidor rechazó" />
      ) : null}
      {run.status === 'failed' ? (
        <div role="alert" className="mt-3 rounded-button border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{run.message}</p>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-2`}
            onClick={() => start(run.dryRun, run.resume)}
          >
            Reintentar
          </button>
        </div>
      ) : null}
    </AppDialog>
  );
}
