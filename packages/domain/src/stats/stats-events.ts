import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { checkStatsEvent } from './stats-event-checks';
import type { TStatsEvent, TStatsEventIssue, TStatsEventKind } from './stats-event-checks';

/** The catalogue's error for an event that failed its checks: which fields, with the payload as cause. */
export function invalidStatsEventError(kind: string, payload: unknown, issues: readonly TStatsEventIssue[]): AppError {
  return new AppError('stats/invalid-event', {
    cause: payload,
    detail: `${kind}: ${issues.map((issue) => issue.phrase).join('; ')}`,
  });
}

/**
 * Checks an event before it is sent (client) or stored (stats API): text trimmed, unknown fields
 * dropped. Spec 5: a failing event is dropped and reported, so the error says which fields failed
 * and carries the payload as cause.
 */
export function validateStatsEvent<K extends TStatsEventKind>(kind: K, payload: unknown): Result<TStatsEvent<K>> {
  const checked = checkStatsEvent(kind, payload);
  return checked.ok ? ok(checked.event) : err(invalidStatsEventError(kind, payload, checked.issues));
}
