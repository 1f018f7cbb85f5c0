'use client';

import { useId, useState, type ReactNode } from 'react';
import { AppError, type TMetricsRange, type TMetricsTable } from '@voltia/domain';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { downloadListFile, LIST_EXPORT_LABELS, type TListFileKind } from '../list-file';
import { MetricsChart, type TChartSpec } from './metrics-chart';
import { chartSummary, formatMetricsCell, metricsFileName, metricsListTable } from './metrics-format';

const smallButton = `${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`;
const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
const td = 'px-3 py-2 align-top';

/** The panel's numbers as a table (scrolls sideways inside the panel on a phone). */
export function MetricsTable({ table, caption, testId }: { table: TMetricsTable; caption: string; testId: string }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (tabla)`}
    >
      <table className="w-full border-collapse text-sm" data-testid={`${testId}-table`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {table.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.kind === 'text' || column.kind === 'day' ? th : `${th} text-right`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <tr key={row.key} data-testid={`${testId}-row`} data-key={row.key}>
              {row.cells.map((cell, index) => {
                const column = table.columns[index]!;
                const text = formatMetricsCell(column.kind, cell);
                return index === 0 ? (
                  <th
                    key={column.key}
                    scope="row"
                    className={`${td} text-left font-semibold text-slate-900`}
                    data-column={column.key}
                  >
                    {text}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={
                      column.kind === 'text' || column.kind === 'day'
                        ? `${td} text-slate-700`
                        : `${td} text-right whitespace-nowrap tabular-nums`
                    }
                    data-column={column.key}
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type TPanelProps = {
  /** The CSV's name part and the test id: "productos". */
  id: string;
  title: string;
  description: string;
  table: TMetricsTable;
  chart: TChartSpec;
  range: TMetricsRange;
  /** Controls above the figures (a sort, a type, a filter). */
  controls?: ReactNode;
  /** Said when the table has no rows. */
  emptyText?: string;
};

/**
 * One panel of /metrics: a chart with its text equivalent, "Ver tabla" for the same numbers as a
 * table, and "Exportar CSV" and "Exportar Excel" of exactly those rows.
 */
export function MetricsPanel({
  id,
  title,
  description,
  table,
  chart,
  range,
  controls,
  emptyText = 'Sin datos en este periodo.',
}: TPanelProps) {
  const [showTable, setShowTable] = useState(false);
  const [exportText, setExportText] = useState('');
  const headingId = useId();
  const figureId = useId();
  const empty = table.rows.length === 0;

  const exportFile = (kind: TListFileKind) => {
    const fileName = metricsFileName(id, range, kind);
    const rows = table.rows.length;
    downloadListFile(metricsListTable(table), kind, fileName).then(
      () => setExportText(`Se ${rows === 1 ? 'descargó 1 fila' : `descargaron ${rows} filas`} en ${fileName}.`),
      (error: unknown) => setExportText(new AppError('metrics/export-failed', { cause: error }).userMessage),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
      data-testid={`panel-${id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-bold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButton}
            aria-pressed={showTable}
            aria-controls={figureId}
            onClick={() => setShowTable((shown) => !shown)}
            disabled={empty}
          >
            {showTable ? 'Ver gráfica' : 'Ver tabla'}
          </button>
          {(['csv', 'xlsx'] as const).map((kind) => (
            <button key={kind} type="button" className={smallButton} onClick={() => exportFile(kind)} disabled={empty}>
              {LIST_EXPORT_LABELS[kind]}
              <span className="sr-only"> ({title})</span>
            </button>
          ))}
        </div>
      </div>
      {controls === undefined ? null : <div>{controls}</div>}
      <p role="status" className="text-sm text-slate-700 empty:hidden" data-testid={`${id}-export-status`}>
        {exportText}
      </p>
      <div id={figureId}>
        {empty ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm font-semibold text-slate-700"
            data-testid={`${id}-empty`}
          >
            {emptyText}
          </p>
        ) : showTable ? (
          <MetricsTable table={table} caption={title} testId={id} />
        ) : (
          <figure className="m-0">
            <MetricsChart table={table} spec={chart} />
            <figcaption className="mt-1 text-xs text-slate-600">
              {chartSummary(table, chart.label, chart.series[0]?.column ?? 1)}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
