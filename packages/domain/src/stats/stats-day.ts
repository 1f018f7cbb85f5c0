import { z } from 'zod';
import { SEARCH_RECORD_TYPES, type TSearchRecordType } from './stats-event-checks';

// One UTC day of every figure /metrics shows (decision 008): the roll-up folds the day's facts in,
// the screen merges the days of a range. Pure: no Firestore, no clock.

/** How many products and search terms a day keeps in its lists (totals are always exact). */
export const STATS_DAY_TOP_N = 200;
/** How many request → sent durations a day keeps (a distributor sends dozens of offers a day). */
export const STATS_DAY_MAX_DURATIONS = 2000;

/** A UTC calendar day, `YYYY-MM-DD`: a day document's id and `day` field. */
export const ZStatsDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'día UTC AAAA-MM-DD');

const ZCount = z.number().int().min(0);
const ZViewsAdds = z.object({ views: ZCount, adds: ZCount });
export type TViewsAdds = z.infer<typeof ZViewsAdds>;

const ZTermCount = z.object({
  type: z.enum(SEARCH_RECORD_TYPES),
  /** The normalised term (what the searches were grouped by). */
  term: z.string().min(1),
  count: ZCount,
  /** How many of those searches found nothing. */
  empty: ZCount,
});
export type TStatsTermCount = z.infer<typeof ZTermCount>;

const ZStaffFigures = z.object({
  name: z.string(),
  sent: ZCount,
  accepted: ZCount,
  value_sent_cents: ZCount,
  value_won_cents: ZCount,
  /** For each offer this member sent, the minutes from the request (a day written before they were kept has none). */
  request_to_sent_minutes: z.array(z.number().min(0)).default([]),
  /** Orders of the quotes this member is assigned to, and their totals with IVA (0 on a day written before orders were counted). */
  orders_placed: ZCount.default(0),
  value_ordered_cents: ZCount.default(0),
  /** Of this member's orders, those cancelled that day, and their totals with IVA. */
  orders_cancelled: ZCount.default(0),
  value_cancelled_cents: ZCount.default(0),
});
export type TStaffFigures = z.infer<typeof ZStaffFigures>;

export const ZStatsDayRollup = z.object({
  day: ZStatsDay,
  views: ZCount,
  adds: ZCount,
  searches: ZCount,
  searches_by_type: z.record(z.enum(SEARCH_RECORD_TYPES), ZCount),
  empty_searches: ZCount,
  /** By product id. */
  products: z.record(z.string(), ZViewsAdds),
  brands: z.record(z.string(), ZViewsAdds),
  categories: z.record(z.string(), ZViewsAdds),
  /** By `${type}__${term}`. */
  terms: z.record(z.string(), ZTermCount),
  carts_created: ZCount,
  quotes_requested: ZCount,
  quotes_sent: ZCount,
  quotes_accepted: ZCount,
  /** For each offer sent that day, the minutes from the request to the offer. */
  request_to_sent_minutes: z.array(z.number().min(0)),
  value_sent_cents: ZCount,
  value_won_cents: ZCount,
  /**
   * Orders created that day (an accepted offer makes one) and their frozen totals with IVA; a day
   * written before orders were counted has none.
   */
  orders_placed: ZCount.default(0),
  value_ordered_cents: ZCount.default(0),
  /** Orders cancelled that day (whenever they were created), and their totals with IVA. */
  orders_cancelled: ZCount.default(0),
  value_cancelled_cents: ZCount.default(0),
  /** By staff uid. */
  staff: z.record(z.string(), ZStaffFigures),
});
export type TStatsDayRollup = z.infer<typeof ZStatsDayRollup>;

export type TStaffMemberRef = { readonly uid: string; readonly name: string };

/** What happened, as the roll-up reads it from raw events and quote moves. */
export type TStatsFact =
  | {
      readonly kind: 'product_viewed' | 'product_added';
      readonly product_id: string;
      readonly brand: string;
      readonly category: string;
    }
  | {
      readonly kind: 'search_record';
      readonly type: TSearchRecordType;
      readonly term: string;
      readonly results: number | null;
    }
  | { readonly kind: 'cart_created' }
  | { readonly kind: 'quote_requested' }
  | {
      readonly kind: 'quote_sent';
      readonly staff: TStaffMemberRef;
      readonly minutes_from_request: number;
      readonly total_cents: number;
    }
  | { readonly kind: 'quote_accepted'; readonly staff: TStaffMemberRef | null; readonly total_cents: number }
  /** An order created (from an accepted offer) or cancelled: its total with IVA, for the quote's assignee (or nobody). */
  | {
      readonly kind: 'order_placed' | 'order_cancelled';
      readonly staff: TStaffMemberRef | null;
      readonly total_cents: number;
    };

export function emptyStatsDay(day: string): TStatsDayRollup {
  return {
    day,
    views: 0,
    adds: 0,
    searches: 0,
    searches_by_type: { search: 0, category: 0, brand: 0 },
    empty_searches: 0,
    products: {},
    brands: {},
    categories: {},
    terms: {},
    carts_created: 0,
    quotes_requested: 0,
    quotes_sent: 0,
    quotes_accepted: 0,
    request_to_sent_minutes: [],
    value_sent_cents: 0,
    value_won_cents: 0,
    orders_placed: 0,
    value_ordered_cents: 0,
    orders_cancelled: 0,
    value_cancelled_cents: 0,
    staff: {},
  };
}

/** The key of a search term in a day's `terms`. */
export function statsTermKey(type: TSearchRecordType, term: string): string {
  return `${type}__${term}`;
}

function bump(map: Record<string, TViewsAdds>, key: string, field: keyof TViewsAdds): void {
  const entry = map[key] ?? { views: 0, adds: 0 };
  map[key] = { ...entry, [field]: entry[field] + 1 };
}

/** A staff member's figures before any offer. */
export function emptyStaffFigures(name: string): TStaffFigures {
  return {
    name,
    sent: 0,
    accepted: 0,
    value_sent_cents: 0,
    value_won_cents: 0,
    request_to_sent_minutes: [],
    orders_placed: 0,
    value_ordered_cents: 0,
    orders_cancelled: 0,
    value_cancelled_cents: 0,
  };
}

function staffEntry(day: TStatsDayRollup, staff: TStaffMemberRef): TStaffFigures {
  const entry = day.staff[staff.uid] ?? emptyStaffFigures(staff.name);
  return { ...entry, name: staff.name || entry.name };
}

/** The day with `facts` added. Returns a new day; lists are trimmed to the day's limits. */
export function foldStatsFacts(current: TStatsDayRollup, facts: readonly TStatsFact[]): TStatsDayRollup {
  const day: TStatsDayRollup = structuredClone(current);
  for (const fact of facts) {
    switch (fact.kind) {
      case 'product_viewed':
      case 'product_added': {
        const field = fact.kind === 'product_viewed' ? 'views' : 'adds';
        day[field] += 1;
        bump(day.products, fact.product_id, field);
        bump(day.brands, fact.brand, field);
        bump(day.categories, fact.category, field);
        break;
      }
      case 'search_record': {
        const empty = fact.results === 0 ? 1 : 0;
        day.searches += 1;
        day.searches_by_type[fact.type] = (day.searches_by_type[fact.type] ?? 0) + 1;
        day.empty_searches += empty;
        const key = statsTermKey(fact.type, fact.term);
        const entry = day.terms[key] ?? { type: fact.type, term: fact.term, count: 0, empty: 0 };
        day.terms[key] = { ...entry, count: entry.count + 1, empty: entry.empty + empty };
        break;
      }
      case 'cart_created':
        day.carts_created += 1;
        break;
      case 'quote_requested':
        day.quotes_requested += 1;
        break;
      case 'quote_sent': {
        day.quotes_sent += 1;
        day.value_sent_cents += fact.total_cents;
        const minutes = Math.max(0, fact.minutes_from_request);
        day.request_to_sent_minutes.push(minutes);
        const entry = staffEntry(day, fact.staff);
        day.staff[fact.staff.uid] = {
          ...entry,
          sent: entry.sent + 1,
          value_sent_cents: entry.value_sent_cents + fact.total_cents,
          request_to_sent_minutes: [...entry.request_to_sent_minutes, minutes],
        };
        break;
      }
      case 'quote_accepted': {
        day.quotes_accepted += 1;
        day.value_won_cents += fact.total_cents;
        if (fact.staff) {
          const entry = staffEntry(day, fact.staff);
          day.staff[fact.staff.uid] = {
            ...entry,
            accepted: entry.accepted + 1,
            value_won_cents: entry.value_won_cents + fact.total_cents,
          };
        }
        break;
      }
      case 'order_placed':
      case 'order_cancelled': {
        const [count, value] =
          fact.kind === 'order_placed'
            ? (['orders_placed', 'value_ordered_cents'] as const)
            : (['orders_cancelled', 'value_cancelled_cents'] as const);
        day[count] += 1;
        day[value] += fact.total_cents;
        if (fact.staff) {
          const entry = staffEntry(day, fact.staff);
          day.staff[fact.staff.uid] = { ...entry, [count]: entry[count] + 1, [value]: entry[value] + fact.total_cents };
        }
        break;
      }
    }
  }
  return trimStatsDay(day);
}

function keepLargest<T>(map: Record<string, T>, size: (entry: T) => number, n: number): Record<string, T> {
  const entries = Object.entries(map);
  if (entries.length <= n) return map;
  // Largest first; ties by key, so the same day always keeps the same entries.
  entries.sort(([ka, a], [kb, b]) => size(b) - size(a) || (ka < kb ? -1 : ka > kb ? 1 : 0));
  return Object.fromEntries(entries.slice(0, n));
}

/** A day within its limits: the largest products and terms (terms that found nothing kept first), the first durations. */
export function trimStatsDay(day: TStatsDayRollup, topN: number = STATS_DAY_TOP_N): TStatsDayRollup {
  const emptyTerms = keepLargest(
    Object.fromEntries(Object.entries(day.terms).filter(([, term]) => term.empty > 0)),
    (term) => term.empty,
    Math.floor(topN / 2),
  );
  const otherTerms = keepLargest(day.terms, (term) => term.count, topN - Object.keys(emptyTerms).length);
  return {
    ...day,
    products: keepLargest(day.products, (p) => p.views + p.adds, topN),
    terms: { ...otherTerms, ...emptyTerms },
    request_to_sent_minutes: day.request_to_sent_minutes.slice(0, STATS_DAY_MAX_DURATIONS),
    staff: Object.fromEntries(
      Object.entries(day.staff).map(([uid, figures]) => [
        uid,
        { ...figures, request_to_sent_minutes: figures.request_to_sent_minutes.slice(0, STATS_DAY_MAX_DURATIONS) },
      ]),
    ),
  };
}
