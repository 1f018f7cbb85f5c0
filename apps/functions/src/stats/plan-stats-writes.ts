import { FieldValue } from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';
import { STATS_COLLECTIONS, type TStatsCollection } from '@voltia/domain';
import { normalizeSearchTerm } from './normalize-search-term';
import { safeDocId, searchStatsDocId } from './stats-doc-ids';
import { utcDay } from './utc-day';
import type { TValidStatsEvent } from './valid-stats-event';

/**
 * One write of an event: `id: undefined` is a new auto-id document (create), otherwise a
 * set-with-merge, so aggregates need no read first and counters use increments.
 */
export type TStatsWrite = {
  readonly collection: TStatsCollection;
  readonly id: string | undefined;
  readonly data: DocumentData;
};

// increment(0) creates a missing counter as 0, so every aggregate document always carries all
// its counters and the metrics screen never has to guess at an absent field.
const inc = (n: 0 | 1) => FieldValue.increment(n);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every write one accepted event causes: the raw event plus its aggregates. Pure apart from the
 * FieldValue sentinels, so the storage layer only has to put them in one batch. The raw event
 * carries `expire_at`, `retentionDays` after `now`: Firestore's TTL policy on that field
 * (firestore.indexes.json) deletes it then; the aggregates stay.
 */
export function planStatsWrites(event: TValidStatsEvent, now: Date, retentionDays: number): TStatsWrite[] {
  const day = utcDay(now);
  const at = FieldValue.serverTimestamp();
  const raw: TStatsWrite = {
    collection: STATS_COLLECTIONS.events,
    id: undefined,
    data: { kind: event.kind, payload: event.payload, received_at: at, day, expire_at: new Date(now.getTime() + retentionDays * DAY_MS) },
  };

  if (event.kind === 'search_record') {
    const { search_term, type } = event.payload;
    return [
      raw,
      {
        collection: STATS_COLLECTIONS.searches,
        id: searchStatsDocId(type, search_term),
        data: {
          search_term,
          normalized_term: normalizeSearchTerm(search_term),
          type,
          count: inc(1),
          last_at: at,
        },
      },
      {
        collection: STATS_COLLECTIONS.daily,
        id: day,
        data: { day, views: inc(0), adds: inc(0), searches: inc(1), searches_by_type: { [type]: inc(1) }, updated_at: at },
      },
    ];
  }

  const viewed = event.kind === 'product_viewed';
  // The catalogue's names (statsProductFor), not the event's: a posted event cannot rename a product.
  const { product_id, sku, description, brand } = event.product;
  return [
    raw,
    {
      collection: STATS_COLLECTIONS.products,
      id: safeDocId(product_id),
      data: {
        product_id,
        sku,
        product_description: description,
        brand,
        views: inc(viewed ? 1 : 0),
        adds: inc(viewed ? 0 : 1),
        ...(viewed ? { last_viewed_at: at } : { last_added_at: at }),
      },
    },
    {
      collection: STATS_COLLECTIONS.daily,
      id: day,
      data: { day, views: inc(viewed ? 1 : 0), adds: inc(viewed ? 0 : 1), searches: inc(0), updated_at: at },
    },
  ];
}
