import { addDays, utcDayOf, ZStatsDay } from '@voltia/domain';
import { refusalOfFailure } from '../http/http-error';
import type { THandlerLogger } from '../http/http-types';
import type { TStatsRollupStore } from './stats-rollup-store';

/** Events read per page: one day's transaction marks at most this many, under Firestore's 500 writes. */
export const STATS_ROLLUP_PAGE_SIZE = 300;
/** Pages one run folds at most (6 000 events: two minutes of 50 events a second); the next run goes on. */
export const STATS_ROLLUP_MAX_PAGES = 20;

export type TRollUpStatsDeps = {
  readonly store: TStatsRollupStore;
  readonly now: () => Date;
  readonly logger: THandlerLogger;
  readonly pageSize?: number;
  readonly maxPages?: number;
};

export type TRollUpStatsResult = { readonly folded: number; readonly days: readonly string[] };

const CONTENTION: ReadonlySet<string> = new Set([
  'firestore/aborted',
  'firestore/unavailable',
  'firestore/deadline-exceeded',
]);

/** Whether a failure is another roll-up (or the database) being busy with the same documents: worth leaving for later. */
function isContention(cause: unknown): boolean {
  const code = refusalOfFailure(cause)?.code;
  return code !== undefined && CONTENTION.has(code);
}

/**
 * Folds the raw events not yet counted into their days (decision 008): pages of unfolded events,
 * grouped by day, one transaction per day that folds only the events still unfolded and marks them.
 * Each day's `carts_created` is set from a count of the quotes created that day, for every day it
 * touches plus yesterday and today (a cart created in the last minute of a day is counted on the
 * next run). Two roll-ups racing are harmless: a day one of them is writing is left to it (the
 * other's transaction aborts and that day is skipped; a page with nothing folded ends the run), and
 * an event already folded is never folded again. Returns how many events it marked folded and the days it wrote, oldest first.
 */
export async function rollUpStats(deps: TRollUpStatsDeps): Promise<TRollUpStatsResult> {
  const { store, logger } = deps;
  const pageSize = deps.pageSize ?? STATS_ROLLUP_PAGE_SIZE;
  const maxPages = deps.maxPages ?? STATS_ROLLUP_MAX_PAGES;
  const now = deps.now();
  const carts = new Map<string, Promise<number>>();
  const cartsOf = (day: string) => carts.get(day) ?? carts.set(day, store.countCartsCreated(day)).get(day)!;
  const written = new Set<string>();
  const visited = new Set<string>();
  let folded = 0;
  let skipped = 0;

  const foldDay = async (day: string | null, ids: readonly string[]) => {
    try {
      const fold = await store.foldDay(day, ids, day === null ? undefined : await cartsOf(day));
      folded += fold.foldedIds.length;
      if (day !== null && fold.write !== undefined) written.add(day);
      if (day !== null) visited.add(day);
    } catch (cause) {
      if (!isContention(cause)) throw cause;
      skipped += 1;
      logger.warn({ day, events: ids.length, err: cause }, 'stats roll-up left a busy day to the next run');
    }
  };

  for (let page = 0; page < maxPages; page++) {
    const events = await store.unfoldedEvents(pageSize);
    if (events.length === 0) break;
    const byDay = new Map<string | null, string[]>();
    for (const { id, day } of events) {
      const key = ZStatsDay.safeParse(day).success ? (day as string) : null;
      byDay.set(key, [...(byDay.get(key) ?? []), id]);
    }
    const before = folded;
    for (const [day, ids] of byDay) await foldDay(day, ids);
    // Nothing folded: another roll-up holds these events and will count them; leave them to it.
    if (folded === before) break;
  }
  for (const day of [addDays(utcDayOf(now), -1), utcDayOf(now)]) if (!visited.has(day)) await foldDay(day, []);

  const days = [...written].sort();
  logger.info({ folded, days, skipped }, 'stats rolled up');
  return { folded, days };
}
