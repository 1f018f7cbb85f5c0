import type { TSearchRecordType } from './stats-event-checks';
import {
  emptyStaffFigures,
  emptyStatsDay,
  type TStaffFigures,
  type TStatsDayRollup,
  type TStatsTermCount,
  type TViewsAdds,
} from './stats-day';

// The figures of a date range, merged from its days (decision 008): one document read per day.

/** A range's figures: the days' sums, keyed like a day (its `day` is the first day of the range). */
export type TStatsRange = Omit<TStatsDayRollup, 'day'> & {
  readonly from: string | null;
  readonly to: string | null;
  readonly days: number;
};

function addViewsAdds(into: Record<string, TViewsAdds>, from: Record<string, TViewsAdds>): void {
  for (const [key, entry] of Object.entries(from)) {
    const current = into[key] ?? { views: 0, adds: 0 };
    into[key] = { views: current.views + entry.views, adds: current.adds + entry.adds };
  }
}

/** The sum of `days` (in any order). */
export function mergeStatsDays(days: readonly TStatsDayRollup[]): TStatsRange {
  const total = emptyStatsDay('');
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of sorted) {
    total.views += day.views;
    total.adds += day.adds;
    total.searches += day.searches;
    for (const [type, count] of Object.entries(day.searches_by_type) as [TSearchRecordType, number][]) {
      total.searches_by_type[type] = (total.searches_by_type[type] ?? 0) + count;
    }
    total.empty_searches += day.empty_searches;
    addViewsAdds(total.products, day.products);
    addViewsAdds(total.brands, day.brands);
    addViewsAdds(total.categories, day.categories);
    for (const [key, term] of Object.entries(day.terms)) {
      const current = total.terms[key] ?? { ...term, count: 0, empty: 0 };
      total.terms[key] = { ...current, count: current.count + term.count, empty: current.empty + term.empty };
    }
    total.carts_created += day.carts_created;
    total.quotes_requested += day.quotes_requested;
    total.quotes_sent += day.quotes_sent;
    total.quotes_accepted += day.quotes_accepted;
    total.request_to_sent_minutes.push(...day.request_to_sent_minutes);
    total.value_sent_cents += day.value_sent_cents;
    total.value_won_cents += day.value_won_cents;
    total.orders_placed += day.orders_placed;
    total.value_ordered_cents += day.value_ordered_cents;
    total.orders_cancelled += day.orders_cancelled;
    total.value_cancelled_cents += day.value_cancelled_cents;
    for (const [uid, figures] of Object.entries(day.staff)) {
      const current: TStaffFigures = total.staff[uid] ?? emptyStaffFigures(figures.name);
      total.staff[uid] = {
        // The latest day's name: a staff member renamed keeps one row.
        name: figures.name || current.name,
        sent: current.sent + figures.sent,
        accepted: current.accepted + figures.accepted,
        value_sent_cents: current.value_sent_cents + figures.value_sent_cents,
        value_won_cents: current.value_won_cents + figures.value_won_cents,
        request_to_sent_minutes: [...current.request_to_sent_minutes, ...figures.request_to_sent_minutes],
        orders_placed: current.orders_placed + figures.orders_placed,
        value_ordered_cents: current.value_ordered_cents + figures.value_ordered_cents,
        orders_cancelled: current.orders_cancelled + figures.orders_cancelled,
        value_cancelled_cents: current.value_cancelled_cents + figures.value_cancelled_cents,
      };
    }
  }
  const { day: _day, ...sums } = total;
  return { ...sums, from: sorted[0]?.day ?? null, to: sorted.at(-1)?.day ?? null, days: sorted.length };
}

/** A ratio as a fraction of 1, or null when there is nothing to divide by (shown as "—", never as 0 %). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export type TViewsAddsRow = {
  readonly key: string;
  readonly views: number;
  readonly adds: number;
  readonly conversion: number | null;
};

/**
 * Rows of a views/adds map (products, brands or categories), largest first by `by`; conversion is
 * adds ÷ views. Ties by key, so a table never reorders itself between two reads.
 */
export function rankViewsAdds(
  map: Record<string, TViewsAdds>,
  by: 'views' | 'adds' | 'conversion',
  limit: number,
): TViewsAddsRow[] {
  const rows = Object.entries(map).map(([key, { views, adds }]) => ({
    key,
    views,
    adds,
    conversion: rate(adds, views),
  }));
  const value = (row: TViewsAddsRow) => (by === 'conversion' ? (row.conversion ?? -1) : row[by]);
  rows.sort((a, b) => value(b) - value(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return rows.slice(0, limit);
}

/** The most searched terms (of one type, or all), or with `emptyOnly` those that found nothing, most frequent first. */
export function rankSearchTerms(
  terms: Record<string, TStatsTermCount>,
  options: { readonly type?: TSearchRecordType; readonly emptyOnly?: boolean; readonly limit: number },
): TStatsTermCount[] {
  const size = (term: TStatsTermCount) => (options.emptyOnly ? term.empty : term.count);
  return Object.values(terms)
    .filter((term) => (options.type === undefined || term.type === options.type) && size(term) > 0)
    .sort((a, b) => size(b) - size(a) || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, options.limit);
}

export const QUOTE_FUNNEL_STEPS = [
  { key: 'carts_created', label: 'Carritos creados' },
  { key: 'quotes_requested', label: 'Cotizaciones solicitadas' },
  { key: 'quotes_sent', label: 'Ofertas enviadas' },
  { key: 'quotes_accepted', label: 'Ofertas aceptadas' },
  { key: 'orders_placed', label: 'Pedidos' },
] as const;

export type TFunnelStep = {
  readonly key: (typeof QUOTE_FUNNEL_STEPS)[number]['key'];
  readonly label: string;
  readonly count: number;
  /** This step ÷ the step before it (null for the first step, or when the step before is 0). */
  readonly fromPrevious: number | null;
  /** This step ÷ the first step. */
  readonly fromFirst: number | null;
};

/** Carts created → quotes requested → offers sent → offers accepted → orders placed, with the rate of each step. */
export function quoteFunnel(range: Pick<TStatsRange, TFunnelStep['key']>): TFunnelStep[] {
  const first = range[QUOTE_FUNNEL_STEPS[0].key];
  return QUOTE_FUNNEL_STEPS.map((step, index) => {
    const count = range[step.key];
    const previous = index === 0 ? null : range[QUOTE_FUNNEL_STEPS[index - 1]!.key];
    return {
      key: step.key,
      label: step.label,
      count,
      fromPrevious: previous === null ? null : rate(count, previous),
      fromFirst: rate(count, first),
    };
  });
}

/**
 * The nearest-rank percentile (p in 0–100) of `values`: a value that occurred, never an
 * interpolation between two. Null for no values.
 */
export function nearestRankPercentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** The Monday (UTC) of the ISO week a `YYYY-MM-DD` day falls in, as `YYYY-MM-DD`. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

export type TWeekValues = {
  readonly week: string;
  readonly value_sent_cents: number;
  readonly value_won_cents: number;
  readonly sent: number;
  readonly accepted: number;
};

/** Value sent and won per ISO week (weeks start on Monday), oldest first; a week with no day read is absent. */
export function weeklyQuoteValues(days: readonly TStatsDayRollup[]): TWeekValues[] {
  const weeks = new Map<
    string,
    { value_sent_cents: number; value_won_cents: number; sent: number; accepted: number }
  >();
  for (const day of days) {
    const week = weekStart(day.day);
    const current = weeks.get(week) ?? { value_sent_cents: 0, value_won_cents: 0, sent: 0, accepted: 0 };
    weeks.set(week, {
      value_sent_cents: current.value_sent_cents + day.value_sent_cents,
      value_won_cents: current.value_won_cents + day.value_won_cents,
      sent: current.sent + day.quotes_sent,
      accepted: current.accepted + day.quotes_accepted,
    });
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([week, values]) => ({ week, ...values }));
}

export type TStaffWeekValues = TWeekValues & { readonly uid: string; readonly name: string };

/**
 * Value sent and won per ISO week and staff member, oldest week first, then by value sent; a
 * member's name is the latest day's (a renamed member keeps one row a week).
 */
export function weeklyStaffValues(days: readonly TStatsDayRollup[]): TStaffWeekValues[] {
  const rows = new Map<
    string,
    {
      week: string;
      uid: string;
      name: string;
      value_sent_cents: number;
      value_won_cents: number;
      sent: number;
      accepted: number;
    }
  >();
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const day of sorted) {
    const week = weekStart(day.day);
    for (const [uid, figures] of Object.entries(day.staff)) {
      const key = `${week}|${uid}`;
      const current = rows.get(key) ?? {
        week,
        uid,
        name: figures.name,
        value_sent_cents: 0,
        value_won_cents: 0,
        sent: 0,
        accepted: 0,
      };
      rows.set(key, {
        ...current,
        name: figures.name || current.name,
        value_sent_cents: current.value_sent_cents + figures.value_sent_cents,
        value_won_cents: current.value_won_cents + figures.value_won_cents,
        sent: current.sent + figures.sent,
        accepted: current.accepted + figures.accepted,
      });
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      (a.week < b.week ? -1 : a.week > b.week ? 1 : 0) ||
      b.value_sent_cents - a.value_sent_cents ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
}

export type TWeekOrders = {
  readonly week: string;
  readonly orders_placed: number;
  readonly value_ordered_cents: number;
  readonly orders_cancelled: number;
  readonly value_cancelled_cents: number;
};

/**
 * Orders placed and cancelled per ISO week (Monday first) of the days read, with their totals,
 * oldest first; a week with no day read is absent.
 */
export function weeklyOrders(days: readonly TStatsDayRollup[]): TWeekOrders[] {
  const weeks = new Map<string, TWeekOrders>();
  for (const day of days) {
    const week = weekStart(day.day);
    const current = weeks.get(week) ?? {
      week,
      orders_placed: 0,
      value_ordered_cents: 0,
      orders_cancelled: 0,
      value_cancelled_cents: 0,
    };
    weeks.set(week, {
      week,
      orders_placed: current.orders_placed + day.orders_placed,
      value_ordered_cents: current.value_ordered_cents + day.value_ordered_cents,
      orders_cancelled: current.orders_cancelled + day.orders_cancelled,
      value_cancelled_cents: current.value_cancelled_cents + day.value_cancelled_cents,
    });
  }
  return [...weeks.values()].sort((a, b) => (a.week < b.week ? -1 : a.week > b.week ? 1 : 0));
}
