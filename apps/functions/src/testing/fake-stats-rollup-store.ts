// An in-memory stats roll-up store for unit tests. Not bundled.
import type { TStatsDayRollup } from '@voltia/domain';
import { foldDayEvents } from '../stats/fold-day';
import type { TStatsRollupStore } from '../stats/stats-rollup-store';

/**
 * Raw events and day documents in maps; `foldDay` applies foldDayEvents as the Firestore
 * transaction does. `busyDays` throw the Admin SDK's ABORTED (a racing roll-up holds them).
 */
export function fakeStatsRollupStore(
  events: Record<string, Record<string, unknown>>,
  cartsByDay: Record<string, number> = {},
) {
  const stored = new Map(Object.entries(events));
  const days = new Map<string, TStatsDayRollup>();
  const busyDays = new Set<string>();
  const calls = { foldDay: 0, countCartsCreated: 0 };
  const store: TStatsRollupStore = {
    unfoldedEvents: async (limit) =>
      [...stored.entries()]
        .filter(([, data]) => data.folded === false)
        .slice(0, limit)
        .map(([id, data]) => ({ id, day: data.day })),
    countCartsCreated: async (day) => {
      calls.countCartsCreated += 1;
      return cartsByDay[day] ?? 0;
    },
    foldDay: async (day, ids, carts) => {
      calls.foldDay += 1;
      if (day !== null && busyDays.has(day))
        throw Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
      const read = ids.flatMap((id) => (stored.has(id) ? [{ id, data: stored.get(id) }] : []));
      const fold = foldDayEvents(day, day === null ? undefined : days.get(day), read, carts);
      if (day !== null && fold.write !== undefined) days.set(day, fold.write);
      for (const id of fold.foldedIds) stored.set(id, { ...stored.get(id), folded: true });
      return fold;
    },
  };
  return { store, stored, days, busyDays, calls };
}
