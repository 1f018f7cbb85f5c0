import type { TStatsEventKind } from '@voltia/domain/client';
import { reportStatsFailure } from './report-stats-failure';
import { sendStatsBeacon } from './send-stats-beacon';
import { statsBaseUrl } from './stats-base-url';

/**
 * Sends one stats event that the domain's `checkStatsEvent` has already accepted to the stats API
 * at `path` (the kind's `STATS_EVENT_PATHS` entry), fire-and-forget: a beacon, else a keepalive
 * fetch. Never throws; a failure is reported. It carries neither the checks nor the error
 * catalogue, so a page whose event was checked on the server (the product page's view) loads
 * neither to send it.
 */
export function sendCheckedStatsEvent(kind: TStatsEventKind, path: string, event: unknown): void {
  try {
    sendStatsBeacon(`${statsBaseUrl()}${path}`, JSON.stringify(event), (error, context) => {
      reportStatsFailure(kind, { reason: 'stats-send-failed', error, fallback: 'network/request-failed', context });
    });
  } catch (error) {
    // A bad configuration (firebaseClientEnv throws) or anything unforeseen: report, never throw.
    reportStatsFailure(kind, { reason: 'stats-record-failed', error, fallback: 'unknown' });
  }
}
