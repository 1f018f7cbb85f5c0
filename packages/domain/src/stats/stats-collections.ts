/**
 * Where the stats live (decision 008). Only the Admin SDK writes here; staff read (firestore.rules).
 */
export const STATS_COLLECTIONS = {
  /**
   * One document per accepted event or quote fact, auto id: the raw log the roll-up folds (each
   * carries `day`, `received_at`, `expire_at` and `folded`). Expires by TTL on `expire_at`.
   */
  events: 'stats-events',
  /** One document per UTC day (`YYYY-MM-DD`): every figure of the day (`ZStatsDayRollup`). */
  days: 'stats-days',
} as const;

export type TStatsCollection = (typeof STATS_COLLECTIONS)[keyof typeof STATS_COLLECTIONS];
