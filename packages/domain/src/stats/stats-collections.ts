/**
 * Where the stats API writes. Only the Admin SDK writes here; the metrics screen reads the
 * aggregates (staff only, see firestore.rules), so each chart is a handful of document reads.
 * The aggregates' shapes are in stats-aggregates.ts.
 */
export const STATS_COLLECTIONS = {
  /** One document per accepted event, auto id: the raw log. */
  events: 'stats-events',
  /** One document per product (`safeDocId(product_id)`): views and adds. */
  products: 'stats-products',
  /** One document per search type and normalised term (`searchStatsDocId`): count. */
  searches: 'stats-searches',
  /** One document per UTC day (`YYYY-MM-DD`): totals. */
  daily: 'stats-daily',
} as const;

export type TStatsCollection = (typeof STATS_COLLECTIONS)[keyof typeof STATS_COLLECTIONS];
