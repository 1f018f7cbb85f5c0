import {
  formatBusinessDate,
  formatMoney,
  metricsCsvRows,
  rangeLength,
  type TMetricsCell,
  type TMetricsColumnKind,
  type TMetricsRange,
  type TMetricsRow,
  type TMetricsTable,
  type TSpreadsheetColumnKind,
} from '@voltia/domain';
import type { TListFileKind, TListTable } from '../list-file';

// How /metrics writes its figures for people (Spanish, the domain's date formatter) and for spreadsheets (the
// domain's CSV rows, guarded and Excel-friendly like every staff export).

const COUNT = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * What the screen says beside its period: the roll-up counts UTC days, not the company's
 * (docs/decisions/013-business-dates.md), and a rep reads them on Mexico City's clock.
 */
export const METRICS_DAYS_NOTE =
  '(días UTC: cada día va de las 18:00 del día anterior a las 17:59, hora de la Ciudad de México)';

/** How the orders panels count a cancelled order: where it was placed, and its cancellation apart. */
export const METRICS_ORDERS_NOTE =
  'Un pedido cuenta el día en que se crea, aunque después se cancele; las cancelaciones se cuentan aparte, el día en que ocurren.';

/** A UTC day `YYYY-MM-DD` in Spanish, short: "23 nov 2026". */
export function formatMetricsDay(day: string): string {
  return formatBusinessDate(day, 'short-day');
}

/** Minutes for people: "45 min", "2 h 5 min", "3 d 4 h". */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  if (whole < 24 * 60) return `${Math.floor(whole / 60)} h${whole % 60 === 0 ? '' : ` ${whole % 60} min`}`;
  const hours = Math.floor(whole / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 === 0 ? '' : ` ${hours % 24} h`}`;
}

/** A table cell as the screen shows it; nothing ("no one to divide by", no offer measured) is "—". */
export function formatMetricsCell(kind: TMetricsColumnKind, value: TMetricsCell): string {
  if (value === null) return '—';
  if (typeof value === 'string') return kind === 'day' ? formatMetricsDay(value) : value;
  switch (kind) {
    case 'rate':
      return `${PERCENT.format(value * 100)} %`;
    case 'money':
      return formatMoney(value);
    case 'minutes':
      return formatMinutes(value);
    default:
      return COUNT.format(value);
  }
}

/** The range in words: "Últimos 7 días: 19 nov 2026 – 25 nov 2026". */
export function formatMetricsRange(range: TMetricsRange): string {
  const days =
    range.from === range.to
      ? formatMetricsDay(range.from)
      : `${formatMetricsDay(range.from)} – ${formatMetricsDay(range.to)}`;
  if (range.kind === 'preset') return `Últimos ${range.days} días: ${days}`;
  const length = rangeLength(range.from, range.to);
  return `${length === 1 ? '1 día' : `${length} días`}: ${days}`;
}

/** How a workbook holds each kind of metrics column: counts and minutes as numbers, rates and money as amounts. */
const SPREADSHEET_KINDS: Readonly<Record<TMetricsColumnKind, TSpreadsheetColumnKind>> = {
  text: 'text',
  day: 'text',
  count: 'quantity',
  rate: 'amount',
  money: 'amount',
  minutes: 'quantity',
};

/** A panel's file: the same rows its table shows, as a list's table (list-file.ts). */
export function metricsListTable(table: TMetricsTable): TListTable {
  const [header = [], ...rows] = metricsCsvRows(table);
  return {
    sheet: 'Métricas',
    header,
    kinds: table.columns.map((column) => SPREADSHEET_KINDS[column.kind]),
    rows,
    widths: Object.fromEntries(
      table.columns.filter((column) => column.kind === 'text').map((column) => [column.label, 32]),
    ),
  };
}

/** metricas-productos-2026-10-01_2026-10-31.csv (or .xlsx): the panel and the period. */
export function metricsFileName(panel: string, range: TMetricsRange, kind: TListFileKind): string {
  return `metricas-${panel}-${range.from}_${range.to}.${kind}`;
}

/** A row's name on a chart: its label column, or several joined ("2 nov 2026 · Mariana López"). */
export function rowLabel(table: TMetricsTable, row: TMetricsRow, labelColumns: number | readonly number[]): string {
  return [labelColumns]
    .flat()
    .map((column) => formatMetricsCell(table.columns[column]?.kind ?? 'text', row.cells[column] ?? null))
    .join(' · ');
}

/**
 * The label columns of the products chart: SKU · name. Names share long prefixes ("Cable Vinanel
 * XXI THW-LS calibre 12…", "…calibre 14…"), so an axis cut to its width would read the same on
 * several bars; the SKU comes first and tells them apart.
 */
export const PRODUCTS_CHART_LABEL = [0, 1] as const;

/** A bar's name as its axis shows it: one line, cut to fit (a joined or wide label gets a wider axis); the tooltip and the table have it whole. */
export function axisLabel(text: string, joined: boolean): string {
  const max = joined ? 30 : 16;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a screen reader hears instead of a chart: what it plots and its largest bar. */
export function chartSummary(
  table: TMetricsTable,
  labelColumn: number | readonly number[],
  valueColumn: number,
): string {
  const column = table.columns[valueColumn];
  if (column === undefined || table.rows.length === 0) return 'Gráfica sin datos.';
  let top = table.rows[0]!;
  for (const row of table.rows)
    if (Number(row.cells[valueColumn] ?? -Infinity) > Number(top.cells[valueColumn] ?? -Infinity)) top = row;
  const label = rowLabel(table, top, labelColumn);
  const count = table.rows.length === 1 ? '1 barra' : `${table.rows.length} barras`;
  return `Gráfica de barras de ${column.label.toLowerCase()}, ${count}. El valor más alto: ${label}, ${formatMetricsCell(column.kind, top.cells[valueColumn] ?? null)}. Las cifras están en «Ver tabla».`;
}
