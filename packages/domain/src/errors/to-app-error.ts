import { invalidInputCode } from '../text/invalid-input-code';
import { AppError } from './app-error';
import { ERROR_CODE_ALIASES, isErrorCode } from './error-catalogue';
import type { TErrorCode } from './error-catalogue';

// Firestore's web SDK reports bare gRPC status names ('permission-denied'); callable functions
// prefix them ('functions/permission-denied'). Both mean the same thing to a person.
const GRPC_STATUSES: Readonly<Record<string, TErrorCode>> = {
  cancelled: 'firestore/cancelled',
  unknown: 'firestore/unknown',
  'invalid-argument': 'firestore/invalid-argument',
  'deadline-exceeded': 'firestore/deadline-exceeded',
  'not-found': 'firestore/not-found',
  'already-exists': 'firestore/already-exists',
  'permission-denied': 'firestore/permission-denied',
  'resource-exhausted': 'firestore/resource-exhausted',
  'failed-precondition': 'firestore/failed-precondition',
  aborted: 'firestore/aborted',
  'out-of-range': 'firestore/out-of-range',
  unimplemented: 'firestore/unimplemented',
  internal: 'firestore/internal',
  unavailable: 'firestore/unavailable',
  'data-loss': 'firestore/data-loss',
  unauthenticated: 'firestore/unauthenticated',
};

const GRPC_PREFIXES = ['firestore/', 'functions/', 'storage/'];

// The Admin SDK (gRPC) reports the same statuses by number: 10 is ABORTED (a transaction lock
// timeout or conflict), 8 RESOURCE_EXHAUSTED, 14 UNAVAILABLE, 4 DEADLINE_EXCEEDED. Index = code.
const GRPC_STATUS_NAMES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;

/** Maps a numeric gRPC status (the Admin SDK's `code`) to a catalogue code; 0 (OK) and other numbers map to nothing. */
export function resolveGrpcStatus(status: number): TErrorCode | undefined {
  const name = Number.isInteger(status) && status > 0 ? GRPC_STATUS_NAMES[status] : undefined;
  return name === undefined ? undefined : GRPC_STATUSES[name];
}

// Messages browsers and runtimes use when fetch cannot reach the server.
const NETWORK_MESSAGE =
  /failed to fetch|networkerror|network request failed|load failed|fetch failed|network error|err_internet_disconnected/i;

/** Maps a raw code string (Firebase, gRPC, or one of ours) to a catalogue code, if it is known. */
export function resolveErrorCode(raw: string): TErrorCode | undefined {
  const code = raw.trim();
  if (isErrorCode(code)) return code;
  if (Object.hasOwn(ERROR_CODE_ALIASES, code)) return ERROR_CODE_ALIASES[code];
  const prefix = GRPC_PREFIXES.find((p) => code.startsWith(p));
  const status = prefix === undefined ? code : code.slice(prefix.length);
  return Object.hasOwn(GRPC_STATUSES, status) ? GRPC_STATUSES[status] : undefined;
}

function isZodErrorLike(value: object): value is {
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; params?: Record<string, unknown> }[];
} {
  // By shape, not instanceof: this module stays zod-free for the browser, and another copy of zod
  // (a different bundle) would fail instanceof anyway. zod 4's classic errors are named 'ZodError'.
  const name = (value as { name?: unknown }).name;
  return (name === 'ZodError' || name === '$ZodError') && Array.isArray((value as { issues?: unknown }).issues);
}

/** "path: message; path: message" for logs. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}

function isNetworkFailure(value: object): boolean {
  const name = (value as { name?: unknown }).name;
  const message = (value as { message?: unknown }).message;
  if (name === 'NetworkError') return true;
  return typeof message === 'string' && NETWORK_MESSAGE.test(message);
}

function isTimeout(value: object): boolean {
  const name = (value as { name?: unknown }).name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/**
 * Turns anything that was thrown into an AppError from the catalogue, so no raw Firebase code or
 * stack text ever reaches the screen. Unknown values become `fallbackCode`, with the original kept
 * as `cause` for the logs.
 */
export function toAppError(value: unknown, fallbackCode: TErrorCode = 'unknown'): AppError {
  if (value instanceof AppError) return value;

  if (typeof value === 'string') {
    const code = resolveErrorCode(value);
    return code === undefined
      ? new AppError(fallbackCode, { cause: value, detail: value })
      : new AppError(code, { cause: value });
  }

  if (typeof value !== 'object' || value === null) {
    return new AppError(fallbackCode, { cause: value });
  }

  if (isZodErrorLike(value)) {
    return new AppError(invalidInputCode(value.issues), { cause: value, detail: describeIssues(value.issues) });
  }

  const rawCode = (value as { code?: unknown }).code;
  const known =
    typeof rawCode === 'string'
      ? resolveErrorCode(rawCode)
      : typeof rawCode === 'number'
        ? resolveGrpcStatus(rawCode)
        : undefined;
  if (known !== undefined) return new AppError(known, { cause: value });

  if (isTimeout(value)) return new AppError('network/timeout', { cause: value });
  if (isNetworkFailure(value)) return new AppError('network/request-failed', { cause: value });

  return new AppError(fallbackCode, {
    cause: value,
    ...(typeof rawCode === 'string' ? { detail: rawCode } : {}),
  });
}
