import type { TDayFold } from './fold-day';

/** What the roll-up reads and writes (Firestore in production, maps in unit tests). */
export type TStatsRollupStore = {
  /** Up to `limit` raw events not yet folded: their ids and `day` fields (unchecked). */
  readonly unfoldedEvents: (limit: number) => Promise<readonly { readonly id: string; readonly day: unknown }[]>;
  /** How many quotes (carts) were created in the UTC day `YYYY-MM-DD`. */
  readonly countCartsCreated: (day: string) => Promise<number>;
  /**
   * One transaction: reads the day document and the events again, decides with foldDayEvents, and
   * writes the day and marks the events. `day` null: events without a valid day, only marked.
   */
  readonly foldDay: (
    day: string | null,
    eventIds: readonly string[],
    cartsCreated: number | undefined,
  ) => Promise<TDayFold>;
};
