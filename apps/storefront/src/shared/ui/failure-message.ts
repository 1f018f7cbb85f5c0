import { getErrorEntry, toAppError, type TErrorCode } from '@voltia/domain';

/**
 * The Spanish message for a failed action: the catalogue's message for the refusal (a line someone
 * removed, a quote no longer editable, no connection), and the action's own message (`fallback`,
 * e.g. `desk/save-failed`) for what the catalogue does not name, such as a 503 without a body.
 */
export function failureMessage(error: unknown, fallback: TErrorCode): string {
  const appError = toAppError(error, fallback);
  return appError.code === 'unknown' ? getErrorEntry(fallback).message : appError.userMessage;
}
