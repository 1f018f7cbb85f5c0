import { emptyStatsDay, foldStatsFacts, statsFactOfEvent, ZStatsDayRollup } from '@voltia/domain';
import type { TStatsDayRollup, TStatsFact } from '@voltia/domain';

/** A raw `stats-events` document as a roll-up transaction read it. */
export type TStoredStatsEvent = { readonly id: string; readonly data: unknown };

/** What one day's roll-up transaction writes: the day document (undefined: unchanged) and the events it marks folded. */
export type TDayFold = { readonly write: TStatsDayRollup | undefined; readonly foldedIds: readonly string[] };

function isUnfolded(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { folded?: unknown }).folded === false;
}

/** A stored day document, or an empty day when there is none; one that does not parse is a fault, never overwritten. */
function storedDay(day: string, stored: unknown): TStatsDayRollup {
  if (stored === undefined) return emptyStatsDay(day);
  const parsed = ZStatsDayRollup.safeParse(stored);
  if (!parsed.success || parsed.data.day !== day)
    throw new Error(`stats-days/${day} does not parse as a day: ${parsed.error?.message ?? `day ${parsed.data?.day}`}`);
  return parsed.data;
}

/**
 * One day's roll-up, decided inside its transaction from what it read (decision 008): the events
 * still unfolded (a racing roll-up may have folded some meanwhile: those are left alone, so each
 * event counts exactly once) are folded into the stored day; the day's `carts_created` is set to
 * `cartsCreated` (a count of quotes, not a fold) when given. Unreadable events are marked folded
 * without counting. `day` null: events without a valid day, only marked. The day is written only
 * when it changes (or does not exist yet), so a roll-up with nothing new writes nothing.
 */
export function foldDayEvents(
  day: string | null,
  stored: unknown,
  events: readonly TStoredStatsEvent[],
  cartsCreated: number | undefined,
): TDayFold {
  const unfolded = events.filter((event) => isUnfolded(event.data));
  const foldedIds = unfolded.map((event) => event.id);
  if (day === null) return { write: undefined, foldedIds };
  const facts = unfolded
    .map((event) => statsFactOfEvent(event.data))
    .filter((fact): fact is TStatsFact => fact !== null);
  const current = storedDay(day, stored);
  const folded = foldStatsFacts(current, facts);
  const next = cartsCreated === undefined ? folded : { ...folded, carts_created: cartsCreated };
  const changed = stored === undefined || facts.length > 0 || next.carts_created !== current.carts_created;
  return { write: changed ? next : undefined, foldedIds };
}
