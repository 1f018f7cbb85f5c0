import { checkStatsEvent, STATS_EVENT_PATHS } from '@voltia/domain/client';
import type { TErrorCode, TStatsEventIssue, TProductAddedEvent, TProductViewedEvent, TSearchRecordEvent, TStatsEvent, TStatsEventKind } from '@voltia/domain/client';
import { reportError } from './error-reporter';
import { sendStatsBeacon } from './send-stats-beacon';
import { statsBaseUrl } from './stats-base-url';

type TStatsFailure =
  | { readonly reason: 'invalid-stats-event'; readonly payload: unknown; readonly issues: readonly TStatsEventIssue[] }
  | { readonly reason: 'stats-send-failed' | 'stats-record-failed'; readonly error: unknown; readonly fallback: TErrorCode; readonly context?: Record<string, unknown> };

/**
 * Reports a failure as the catalogue's error. The catalogue is loaded only then: a page that sends
 * its events without trouble never loads it (issue 14: the product page's view beacon).
 */
function reportFailure(kind: TStatsEventKind, failure: TStatsFailure): void {
  import('@voltia/domain/client').then(
    ({ invalidStatsEventError, toAppError }) => {
      if (failure.reason === 'invalid-stats-event') reportError(invalidStatsEventError(kind, failure.payload, failure.issues), { kind, reason: failure.reason });
      else reportError(toAppError(failure.error, failure.fallback), { kind, reason: failure.reason, ...failure.context });
    },
    (error: unknown) => reportError(error, { kind, reason: failure.reason }),
  );
}

/**
 * Records one stats event, fire-and-forget (spec 5, 7). The payload is checked with the domain's
 * checks first: an invalid one is dropped and reported, never sent. A valid one is sent without
 * blocking the page. Nothing here throws or returns a promise: stats never break or slow a page.
 */
export function recordStatsEvent<K extends TStatsEventKind>(kind: K, payload: TStatsEvent<K>): void {
  try {
    const checked = checkStatsEvent(kind, payload);
    if (!checked.ok) {
      reportFailure(kind, { reason: 'invalid-stats-event', payload, issues: checked.issues });
      return;
    }
    const url = `${statsBaseUrl()}${STATS_EVENT_PATHS[kind]}`;
    sendStatsBeacon(url, JSON.stringify(checked.event), (error, context) => {
      reportFailure(kind, { reason: 'stats-send-failed', error, fallback: 'network/request-failed', context });
    });
  } catch (error) {
    // A bad configuration (firebaseClientEnv throws) or anything unforeseen: report, never throw.
    reportFailure(kind, { reason: 'stats-record-failed', error, fallback: 'unknown' });
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
