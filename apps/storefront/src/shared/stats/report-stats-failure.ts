import type { TErrorCode, TStatsEventIssue, TStatsEventKind } from '@voltia/domain/client';
import { reportError } from './error-reporter';

/** Why a stats event was not recorded. */
export type TStatsFailure =
  | { readonly reason: 'invalid-stats-event'; readonly payload: unknown; readonly issues: readonly TStatsEventIssue[] }
  | {
      readonly reason: 'stats-send-failed' | 'stats-record-failed';
      readonly error: unknown;
      readonly fallback: TErrorCode;
      readonly context?: Record<string, unknown>;
    };

/**
 * Reports a failure as the error catalogue's error. The catalogue is loaded only then: a page that
 * sends its events without trouble never loads it (the product page's view beacon).
 */
export function reportStatsFailure(kind: TStatsEventKind, failure: TStatsFailure): void {
  import('@voltia/domain/client').then(
    ({ invalidStatsEventError, toAppError }) => {
      if (failure.reason === 'invalid-stats-event')
        reportError(invalidStatsEventError(kind, failure.payload, failure.issues), { kind, reason: failure.reason });
      else
        reportError(toAppError(failure.error, failure.fallback), { kind, reason: failure.reason, ...failure.context });
    },
    (error: unknown) => reportError(error, { kind, reason: failure.reason }),
  );
}
