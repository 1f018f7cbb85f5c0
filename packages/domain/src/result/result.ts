import type { AppError } from '../errors/app-error';

/**
 * Outcome of a business rule. Rules return this instead of throwing so that a refused move is an
 * ordinary value the UI can show, and only real bugs surface as exceptions.
 */
export type Result<T, E = AppError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** For callers that prefer exceptions (a Firestore transaction body, for example): the value or a throw. */
export function unwrapResult<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw result.error;
}
