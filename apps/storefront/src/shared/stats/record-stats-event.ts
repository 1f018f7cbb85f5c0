import { checkStatsEvent, STATS_EVENT_PATHS } from '@voltia/domain/client';
import type {
  TProductAddedEvent,
  TProductViewedEvent,
  TSearchRecordEvent,
  TStatsEvent,
  TStatsEventKind,
} from '@voltia/domain/client';
import { reportStatsFailure } from './report-stats-failure';
import { sendCheckedStatsEvent } from './send-stats-event';

/**
 * Records one stats event, fire-and-forget. The payload is checked with the domain's
 * checks first: an invalid one is dropped and reported, never sent. A valid one is sent without
 * blocking the page. Nothing here throws or returns a promise: stats never break or slow a page.
 */
export function recordStatsEvent<K extends TStatsEventKind>(kind: K, payload: TStatsEvent<K>): void {
  try {
    const checked = checkStatsEvent(kind, payload);
    if (!checked.ok) {
      reportStatsFailure(kind, { reason: 'invalid-stats-event', payload, issues: checked.issues });
      return;
    }
    sendCheckedStatsEvent(kind, STATS_EVENT_PATHS[kind], checked.event);
  } catch (error) {
    // A bad configuration (firebaseClientEnv throws) or anything unforeseen: report, never throw.
    reportStatsFailure(kind, { reason: 'stats-record-failed', error, fallback: 'unknown' });
  }
}

/** Product detail page shown: POST {stats-api}/products/viewed. */
export function recordProductViewed(payload: TProductViewedEvent): void {
  recordStatsEvent('product_viewed', payload);
}

/** Every add to a cart, with its cartID: POST {stats-api}/products/added. */
export function recordProductAdded(payload: TProductAddedEvent): void {
  recordStatsEvent('product_added', payload);
}

/** A text search (`search`) or a chosen category or brand, with its result count when known: POST {stats-api}/search/record. */
export function recordSearch(payload: TSearchRecordEvent): void {
  recordStatsEvent('search_record', payload);
}
