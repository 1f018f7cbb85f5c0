import { SEARCH_RECORD_TYPES, type TSearchRecordType } from './stats-event-checks';
import type { TStatsDayRollup, TStatsTermCount } from './stats-day';
import {
  mergeStatsDays,
  nearestRankPercentile,
  quoteFunnel,
  rankSearchTerms,
  rankViewsAdds,
  rate,
  weeklyOrders,
  weeklyQuoteValues,
  weeklyStaffValues,
  type TStatsRange,
} from './stats-range';
import { STATS_UNASSIGNED_STAFF } from './stats-facts';

// What /metrics shows, as pure data (decision 008): the range it reads (kept in the URL), the days
// that range covers, and every panel's table, from which the screen draws its chart, its "Ver
// tabla" view and its CSV, so the three always hold the same numbers. Days are UTC calendar days
// (`YYYY-MM-DD`), like the roll-ups; the clock comes in as `today`. Spanish labels of dates are
// the screen's (date-fns `es`): this package imports nothing but zod.

/** The preset ranges the screen offers, in days ending today. */
export const METRICS_PRESET_DAYS = [7, 30, 90] as const;
export type TMetricsPresetDays = (typeof METRICS_PRESET_DAYS)[number];
/** The range a bare /metrics shows. */
export const METRICS_DEFAULT_DAYS: TMetricsPresetDays = 30;
/** The longest custom range (a year, leap day included): 366 day reads at most. */
export const METRICS_MAX_DAYS = 366;
/** How many rows a panel lists (and how many product names it reads per ranking). */
export const METRICS_TABLE_ROWS = 20;

export type TMetricsRange =
  | { readonly kind: 'preset'; readonly days: TMetricsPresetDays; readonly from: string; readonly to: string }
  | { readonly kind: 'custom'; readonly from: string; readonly to: string };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The UTC day of an instant, as the roll-ups name their documents. */
export function utcDayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDayOf(date);
}

/** Days from `from` to `to`, both counted (1 for a single day; 0 or less when `to` is before `from`). */
export function rangeLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Every day of the range, oldest first. */
export function daysOfRange(from: string, to: string): string[] {
  const length = Math.max(0, Math.min(rangeLength(from, to), METRICS_MAX_DAYS));
  return Array.from({ length }, (_, index) => addDays(from, index));
}

/** The last `days` days, today included. */
export function presetRange(days: TMetricsPresetDays, today: string): TMetricsRange {
  return { kind: 'preset', days, from: addDays(today, 1 - days), to: today };
}

/**
 * A custom range as typed or picked, or the Spanish reason it cannot be read: both days given and
 * real, the start not after the end, nothing after today, at most METRICS_MAX_DAYS days.
 */
export function checkCustomRange(
  from: string,
  to: string,
  today: string,
): { ok: true; range: TMetricsRange } | { ok: false; message: string } {
  if (from === '' || to === '') return { ok: false, message: 'Elige la fecha de inicio y la de fin del periodo.' };
  if (!isCalendarDay(from) || !isCalendarDay(to))
    return { ok: false, message: 'Las fechas deben ser días válidos (AAAA-MM-DD).' };
  if (from > to) return { ok: false, message: 'La fecha de inicio no puede ser posterior a la fecha de fin.' };
  if (to > today) return { ok: false, message: 'El periodo no puede terminar después de hoy.' };
  if (rangeLength(from, to) > METRICS_MAX_DAYS)
    return { ok: false, message: `El periodo no puede pasar de ${METRICS_MAX_DAYS} días.` };
  return { ok: true, range: { kind: 'custom', from, to } };
}

/**
 * The range a URL asks for: `?rango=7|30|90`, or `?desde=AAAA-MM-DD&hasta=AAAA-MM-DD`; nothing asks
 * for the last 30 days. A URL that cannot be read shows the default, with the reason.
 */
export function metricsRangeFromParams(
  params: URLSearchParams,
  today: string,
): { range: TMetricsRange; error: string | null } {
  const fallback = presetRange(METRICS_DEFAULT_DAYS, today);
  const from = params.get('desde');
  const to = params.get('hasta');
  if (from !== null || to !== null) {
    const checked = checkCustomRange(from ?? '', to ?? '', today);
    return checked.ok
      ? { range: checked.range, error: null }
      : { range: fallback, error: `${checked.message} Se muestran los últimos ${METRICS_DEFAULT_DAYS} días.` };
  }
  const preset = params.get('rango');
  if (preset === null) return { range: fallback, error: null };
  const days = METRICS_PRESET_DAYS.find((candidate) => String(candidate) === preset);
  return days === undefined
    ? {
        range: fallback,
        error: `El periodo «${preset}» no existe: elige 7, 30 o 90 días. Se muestran los últimos ${METRICS_DEFAULT_DAYS} días.`,
      }
    : { range: presetRange(days, today), error: null };
}

/** The range as the URL keeps it: `?rango=30` or `?desde=2026-10-01&hasta=2026-10-31`. */
export function metricsRangeQuery(range: TMetricsRange): string {
  return range.kind === 'preset' ? `?rango=${range.days}` : `?desde=${range.from}&hasta=${range.to}`;
}

// ——— Panels ———

/** How a column's values are shown and exported. */
/** `day`: a `YYYY-MM-DD` day (shown in Spanish, exported as is); `text`: free text (guarded in the CSV). */
export type TMetricsColumnKind = 'text' | 'day' | 'count' | 'rate' | 'money' | 'minutes';
export type TMetricsCell = string | number | null;
export type TMetricsColumn = { readonly key: string; readonly label: string; readonly kind: TMetricsColumnKind };
export type TMetricsRow = { readonly key: string; readonly cells: readonly TMetricsCell[] };
/** One panel's numbers: its chart, its table and its CSV are all drawn from this. */
export type TMetricsTable = { readonly columns: readonly TMetricsColumn[]; readonly rows: readonly TMetricsRow[] };

/** Names for the keys the roll-ups store (product ids; brand and category names or ids). */
export type TMetricsNames = {
  readonly product: (productId: string) => { readonly sku: string; readonly description: string } | undefined;
  readonly category: (key: string) => string;
  readonly brand: (key: string) => string;
};

export const SEARCH_TYPE_LABELS: Record<TSearchRecordType, string> = {
  search: 'Texto',
  category: 'Categoría',
  brand: 'Marca',
};
export const PRODUCT_SORTS = { views: 'Más vistos', adds: 'Más agregados', conversion: 'Mejor conversión' } as const;
export type TProductSort = keyof typeof PRODUCT_SORTS;

const count = (key: string, label: string): TMetricsColumn => ({ key, label, kind: 'count' });
const text = (key: string, label: string): TMetricsColumn => ({ key, label, kind: 'text' });
const VIEWS_ADDS_COLUMNS = [
  count('views', 'Vistas'),
  count('adds', 'Agregados'),
  { key: 'conversion', label: 'Conversión vista → agregado', kind: 'rate' },
] as const;

/** Products by views, adds or conversion (adds ÷ views), the first METRICS_TABLE_ROWS. */
export function productsTable(range: TStatsRange, by: TProductSort, names: TMetricsNames): TMetricsTable {
  return {
    columns: [text('sku', 'SKU'), text('product', 'Producto'), ...VIEWS_ADDS_COLUMNS],
    rows: rankViewsAdds(range.products, by, METRICS_TABLE_ROWS).map((row) => {
      const product = names.product(row.key);
      return {
        key: row.key,
        cells: [
          product?.sku ?? row.key,
          product?.description ?? 'Producto fuera del catálogo',
          row.views,
          row.adds,
          row.conversion,
        ],
      };
    }),
  };
}

/** The product ids any product ranking lists: the names the screen reads (3 × METRICS_TABLE_ROWS at most). */
export function rankedProductIds(range: TStatsRange): string[] {
  const ids = (Object.keys(PRODUCT_SORTS) as TProductSort[]).flatMap((by) =>
    rankViewsAdds(range.products, by, METRICS_TABLE_ROWS).map((row) => row.key),
  );
  return [...new Set(ids)];
}

/** Categories or brands by views (then adds), with their conversion. */
export function groupTable(range: TStatsRange, group: 'categories' | 'brands', names: TMetricsNames): TMetricsTable {
  const name = group === 'categories' ? names.category : names.brand;
  return {
    columns: [text('name', group === 'categories' ? 'Categoría' : 'Marca'), ...VIEWS_ADDS_COLUMNS],
    rows: rankViewsAdds(range[group], 'views', METRICS_TABLE_ROWS).map((row) => ({
      key: row.key,
      cells: [name(row.key), row.views, row.adds, row.conversion],
    })),
  };
}

/** Whether a term holds `filter` (case and accents ignored); an empty filter holds every term. */
function termMatches(term: TStatsTermCount, filter: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('es');
  return filter.trim() === '' || fold(term.term).includes(fold(filter.trim()));
}

function termRows(terms: readonly TStatsTermCount[], emptyFirst: boolean): TMetricsRow[] {
  return terms.map((term) => ({
    key: `${term.type}__${term.term}`,
    cells: emptyFirst
      ? [term.term, SEARCH_TYPE_LABELS[term.type], term.empty, term.count]
      : [term.term, SEARCH_TYPE_LABELS[term.type], term.count, term.empty],
  }));
}

/** The most searched terms of a type (or all), optionally filtered by text over every term of the range. */
export function searchTermsTable(range: TStatsRange, type: TSearchRecordType | 'all', filter = ''): TMetricsTable {
  const terms = Object.fromEntries(Object.entries(range.terms).filter(([, term]) => termMatches(term, filter)));
  return {
    columns: [
      text('term', 'Término'),
      text('type', 'Tipo'),
      count('count', 'Búsquedas'),
      count('empty', 'Sin resultados'),
    ],
    rows: termRows(rankSearchTerms(terms, { ...(type === 'all' ? {} : { type }), limit: METRICS_TABLE_ROWS }), false),
  };
}

/** The terms that found nothing, most often first, optionally filtered by text. */
export function emptySearchesTable(range: TStatsRange, filter = ''): TMetricsTable {
  const terms = Object.fromEntries(Object.entries(range.terms).filter(([, term]) => termMatches(term, filter)));
  return {
    columns: [
      text('term', 'Término'),
      text('type', 'Tipo'),
      count('empty', 'Veces sin resultados'),
      count('count', 'Búsquedas'),
    ],
    rows: termRows(rankSearchTerms(terms, { emptyOnly: true, limit: METRICS_TABLE_ROWS }), true),
  };
}

/** Searches in total and by type, and how many found nothing. */
export function searchTotalsTable(range: TStatsRange): TMetricsTable {
  return {
    columns: [
      text('what', 'Búsquedas'),
      count('count', 'Cantidad'),
      { key: 'share', label: 'Del total', kind: 'rate' },
    ],
    rows: [
      { key: 'all', cells: ['Todas', range.searches, rate(range.searches, range.searches)] },
      ...SEARCH_RECORD_TYPES.map((type) => {
        const value = range.searches_by_type[type] ?? 0;
        return { key: type, cells: [SEARCH_TYPE_LABELS[type], value, rate(value, range.searches)] };
      }),
      { key: 'empty', cells: ['Sin resultados', range.empty_searches, rate(range.empty_searches, range.searches)] },
    ],
  };
}

/** Carts created → requested → sent → accepted → orders, each with its rate from the step before and from the first. */
export function funnelTable(range: TStatsRange): TMetricsTable {
  return {
    columns: [
      text('step', 'Paso'),
      count('count', 'Cantidad'),
      { key: 'fromPrevious', label: 'Del paso anterior', kind: 'rate' },
      { key: 'fromFirst', label: 'De los carritos creados', kind: 'rate' },
    ],
    rows: quoteFunnel(range).map((step) => ({
      key: step.key,
      cells: [step.label, step.count, step.fromPrevious, step.fromFirst],
    })),
  };
}

/** Request → offer sent: the median and the 90th percentile (nearest rank), in minutes, over the offers sent. */
export function responseTimeTable(range: TStatsRange): TMetricsTable {
  const minutes = range.request_to_sent_minutes;
  return {
    columns: [
      text('measure', 'Medida'),
      { key: 'minutes', label: 'Solicitud → envío', kind: 'minutes' },
      count('offers', 'Ofertas medidas'),
    ],
    rows: [
      { key: 'median', cells: ['Mediana', nearestRankPercentile(minutes, 50), minutes.length] },
      { key: 'p90', cells: ['Percentil 90', nearestRankPercentile(minutes, 90), minutes.length] },
    ],
  };
}

/** Value sent and won per ISO week (Monday first), oldest first; `week` is the Monday. */
export function weeklyValuesTable(days: readonly TStatsDayRollup[]): TMetricsTable {
  return {
    columns: [
      { key: 'week', label: 'Semana (lunes)', kind: 'day' },
      count('sent', 'Ofertas enviadas'),
      { key: 'value_sent', label: 'Valor enviado', kind: 'money' },
      count('accepted', 'Aceptadas'),
      { key: 'value_won', label: 'Valor ganado', kind: 'money' },
    ],
    rows: weeklyQuoteValues(days).map((week) => ({
      key: week.week,
      cells: [week.week, week.sent, week.value_sent_cents, week.accepted, week.value_won_cents],
    })),
  };
}

/**
 * Per staff member: offers sent and accepted, the acceptance rate, value sent and won, and the
 * median and p90 minutes from request to the member's offers; by value sent.
 */
export function staffTable(range: TStatsRange): TMetricsTable {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const members = Object.entries(range.staff).sort(
    ([ka, a], [kb, b]) =>
      b.value_sent_cents - a.value_sent_cents || collator.compare(a.name, b.name) || (ka < kb ? -1 : 1),
  );
  return {
    columns: [
      text('name', 'Vendedor'),
      count('sent', 'Enviadas'),
      count('accepted', 'Aceptadas'),
      { key: 'acceptance', label: 'Tasa de aceptación', kind: 'rate' },
      { key: 'value_sent', label: 'Valor enviado', kind: 'money' },
      { key: 'value_won', label: 'Valor ganado', kind: 'money' },
      { key: 'median', label: 'Mediana solicitud → envío', kind: 'minutes' },
      { key: 'p90', label: 'Percentil 90 solicitud → envío', kind: 'minutes' },
    ],
    rows: members.map(([uid, member]) => ({
      key: uid,
      cells: [
        member.name || uid,
        member.sent,
        member.accepted,
        rate(member.accepted, member.sent),
        member.value_sent_cents,
        member.value_won_cents,
        nearestRankPercentile(member.request_to_sent_minutes, 50),
        nearestRankPercentile(member.request_to_sent_minutes, 90),
      ],
    })),
  };
}

/** Value sent and won per ISO week and staff member (oldest week first, then by value sent). */
export function staffWeeklyValuesTable(days: readonly TStatsDayRollup[]): TMetricsTable {
  return {
    columns: [
      { key: 'week', label: 'Semana (lunes)', kind: 'day' },
      text('name', 'Vendedor'),
      count('sent', 'Ofertas enviadas'),
      { key: 'value_sent', label: 'Valor enviado', kind: 'money' },
      count('accepted', 'Aceptadas'),
      { key: 'value_won', label: 'Valor ganado', kind: 'money' },
    ],
    rows: weeklyStaffValues(days).map((row) => ({
      key: `${row.week}__${row.uid}`,
      cells: [row.week, row.name || row.uid, row.sent, row.value_sent_cents, row.accepted, row.value_won_cents],
    })),
  };
}

const ORDER_COLUMNS = [
  count('orders', 'Pedidos'),
  { key: 'value_ordered', label: 'Valor pedido', kind: 'money' },
  count('cancelled', 'Cancelados'),
  { key: 'value_cancelled', label: 'Valor cancelado', kind: 'money' },
] as const;

/**
 * Orders per ISO week (Monday first), oldest first: those created that week and their value (the
 * orders' frozen totals with IVA, as the value won), and those cancelled that week and theirs.
 */
export function weeklyOrdersTable(days: readonly TStatsDayRollup[]): TMetricsTable {
  return {
    columns: [{ key: 'week', label: 'Semana (lunes)', kind: 'day' }, ...ORDER_COLUMNS],
    rows: weeklyOrders(days).map((week) => ({
      key: week.week,
      cells: [
        week.week,
        week.orders_placed,
        week.value_ordered_cents,
        week.orders_cancelled,
        week.value_cancelled_cents,
      ],
    })),
  };
}

/**
 * Orders per staff member (the quote's assignee, as the value won counts), by value ordered: those
 * created in the range and their value, those cancelled in it and theirs. Orders of quotes nobody
 * was assigned to make one last row, "Sin asignar", so the rows add up to the range's totals.
 */
export function staffOrdersTable(range: TStatsRange): TMetricsTable {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const members = Object.entries(range.staff)
    .filter(([, member]) => member.orders_placed + member.orders_cancelled > 0)
    .sort(
      ([ka, a], [kb, b]) =>
        b.value_ordered_cents - a.value_ordered_cents || collator.compare(a.name, b.name) || (ka < kb ? -1 : 1),
    );
  const sum = (field: 'orders_placed' | 'value_ordered_cents' | 'orders_cancelled' | 'value_cancelled_cents') =>
    range[field] - members.reduce((total, [, member]) => total + member[field], 0);
  const nobody = {
    orders_placed: sum('orders_placed'),
    value_ordered_cents: sum('value_ordered_cents'),
    orders_cancelled: sum('orders_cancelled'),
    value_cancelled_cents: sum('value_cancelled_cents'),
  };
  const rows: TMetricsRow[] = members.map(([uid, member]) => ({
    key: uid,
    cells: [
      member.name || uid,
      member.orders_placed,
      member.value_ordered_cents,
      member.orders_cancelled,
      member.value_cancelled_cents,
    ],
  }));
  if (nobody.orders_placed + nobody.orders_cancelled > 0)
    rows.push({
      key: `${STATS_UNASSIGNED_STAFF.uid}__pedidos`,
      cells: [
        STATS_UNASSIGNED_STAFF.name,
        nobody.orders_placed,
        nobody.value_ordered_cents,
        nobody.orders_cancelled,
        nobody.value_cancelled_cents,
      ],
    });
  return { columns: [text('name', 'Vendedor'), ...ORDER_COLUMNS], rows };
}

/** The figures of the days read: their sum (mergeStatsDays) and the days themselves (for weeks). */
export type TMetricsData = { readonly range: TStatsRange; readonly days: readonly TStatsDayRollup[] };

export function metricsData(days: readonly TStatsDayRollup[]): TMetricsData {
  return { range: mergeStatsDays(days), days };
}

// ——— CSV ———

/** A cell as a spreadsheet reads it: counts as integers, rates in percent with one decimal, money as pesos with two decimals, minutes as minutes; nothing is an empty cell. */
export function metricsCsvCell(kind: TMetricsColumnKind, value: TMetricsCell): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'rate':
      return (Math.round(value * 1000) / 10).toFixed(1);
    case 'money':
      return `${value < 0 ? '-' : ''}${Math.trunc(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
    default:
      return String(value);
  }
}

/**
 * The panel's CSV rows: the header (rates marked "(%)", money "(MXN)"), then one row per table row.
 * Free text (a search term someone typed) is made safe for a spreadsheet by the writer, csvText.
 */
export function metricsCsvRows(table: TMetricsTable): string[][] {
  const unit: Partial<Record<TMetricsColumnKind, string>> = { rate: ' (%)', money: ' (MXN)', minutes: ' (minutos)' };
  return [
    table.columns.map((column) => `${column.label}${unit[column.kind] ?? ''}`),
    ...table.rows.map((row) =>
      row.cells.map((cell, index) => metricsCsvCell(table.columns[index]?.kind ?? 'text', cell)),
    ),
  ];
}
