import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { STATS_QUOTE_FACT_KIND, utcDayOf, type TStatsFact } from '@voltia/domain';
import type { TValidStatsEvent } from './valid-stats-event';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The fields every raw `stats-events` document carries (decision 008): its UTC `day` (the day
 * document it folds into), when it arrived, `expire_at` (`retentionDays` after `now`: Firestore's
 * TTL policy on that field, firestore.indexes.json, deletes it then; the day documents stay) and
 * `folded: false` until a roll-up counts it.
 */
function rawStatsFields(now: Date, retentionDays: number): DocumentData {
  return {
    day: utcDayOf(now),
    received_at: FieldValue.serverTimestamp(),
    expire_at: new Date(now.getTime() + retentionDays * DAY_MS),
    folded: false,
  };
}

/**
 * The one document an accepted event is stored as: its kind and parsed payload (with `results` when
 * the page gave it) and, for a product event, the catalogue's product (statsProductFor: a posted
 * event cannot rename a product or move it to another category). Nothing else is written.
 */
export function statsEventDocument(event: TValidStatsEvent, now: Date, retentionDays: number): DocumentData {
  const product = event.kind === 'search_record' ? {} : { product: event.product };
  return { kind: event.kind, payload: event.payload, ...product, ...rawStatsFields(now, retentionDays) };
}

/** The document a quote fact (statsFactsForQuoteChange) is stored as, written with the quote's move. */
export function quoteFactDocument(fact: TStatsFact, now: Date, retentionDays: number): DocumentData {
  return { kind: STATS_QUOTE_FACT_KIND, fact, ...rawStatsFields(now, retentionDays) };
}
