import { STATS_EVENT_PATHS, toAppError, validateStatsEvent } from '@voltia/domain';
import type { TProductAddedEvent, TProductViewedEvent, TSearchRecordEvent, TStatsEvent, TStatsEventKind } from '@voltia/domain';
import { reportError } from './error-reporter';
import { sendStatsBeacon } from './send-stats-beacon';
import { statsBaseUrl } from './stats-base-url';

/**
 * Records one stats event, fire-and-forget (spec 5, 7). The payload is checked with the domain
 * validator first: an invalid one is dropped and reported, never sent. A valid one is sent without
 * blocking the page. Nothing here throws or returns a promise: stats never break or slow a page.
 */
export function recordStatsEvent<K extends TStatsEventKind>(kind: K, payload: TStatsEvent<K>): void {
  try {
    const validated = validateStatsEvent(kind, payload);
    if (!validated.ok) {
      reportError(validated.error, { kind, reason: 'invalid-stats-event' });
      return;
    }
    const url = `${statsBaseUrl()}${STATS_EVENT_PATHS[kind]}`;
    sendStatsBeacon(url, JSON.stringify(validated.value), (error, context) => {
      reportError(toAppError(error, 'network/request-failed'), { kind, reason: 'stats-send-failed', ...context });
    });
  } catch (error) {
    // A bad configuration (firebaseClientEnv throws) or anything unforeseen: report, never throw.
    reportError(toAppError(error), { kind, reason: 'stats-record-failed' });
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

/** A text search (`search`) or a chosen category or brand: POST {stats-api}/search/record. */
export function recordSearch(payload: TSearchRecordEvent): void {
  recordStatsEvent('search_record', payload);
}
