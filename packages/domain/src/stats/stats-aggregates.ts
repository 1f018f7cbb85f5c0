import { z } from 'zod';
import { SEARCH_RECORD_TYPES } from './stats-event-checks';

// The aggregate documents the stats API keeps (STATS_COLLECTIONS), as a reader such as the metrics
// screen parses them: timestamps as Dates (the web client turns Firestore Timestamps into Dates
// before parsing, as it does for quotes). Counters start at 0 (the writer increments by 0 to create
// one), so every counter is always there. Strings are checked loosely on purpose: the event
// validators decide what may be written; a reader only needs the shape.

const ZCount = z.number().int().min(0);
const ZName = z.string().min(1);

/** `stats-products/{safeDocId(product_id)}`: views and adds of one product, under the catalogue's names. */
export const ZStatsProductAggregate = z.object({
  product_id: ZName,
  sku: ZName,
  product_description: ZName,
  brand: ZName,
  views: ZCount,
  adds: ZCount,
  /** Absent until the product's first view. */
  last_viewed_at: z.date().optional(),
  /** Absent until the product's first add. */
  last_added_at: z.date().optional(),
});
export type TStatsProductAggregate = z.infer<typeof ZStatsProductAggregate>;

/** `stats-searches/{type}__{term id}`: how often a normalised term was searched, by search type. */
export const ZStatsSearchAggregate = z.object({
  /** The term as last posted. */
  search_term: ZName,
  normalized_term: z.string(),
  type: z.enum(SEARCH_RECORD_TYPES),
  count: ZCount,
  last_at: z.date(),
});
export type TStatsSearchAggregate = z.infer<typeof ZStatsSearchAggregate>;

/** A UTC calendar day, `YYYY-MM-DD`: the daily totals' id and `day` field. */
export const ZStatsDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'día UTC AAAA-MM-DD');

/** `stats-daily/{YYYY-MM-DD}`: the day's totals. */
export const ZStatsDailyAggregate = z.object({
  day: ZStatsDay,
  views: ZCount,
  adds: ZCount,
  searches: ZCount,
  /** Searches by type; absent on a day with no search yet, and a type with none is absent. */
  searches_by_type: z.partialRecord(z.enum(SEARCH_RECORD_TYPES), ZCount).optional(),
  updated_at: z.date(),
});
export type TStatsDailyAggregate = z.infer<typeof ZStatsDailyAggregate>;
