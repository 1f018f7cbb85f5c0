import { getErrorEntry, type TErrorCode } from '@voltia/domain';

/**
 * HTTP-level refusals of the functions' endpoints (before a request reaches a rule). Event validation
 * errors use the domain catalogue's `stats/invalid-event`; these are about the request itself.
 */
// The Spanish messages live in the domain error catalogue; only the HTTP status is decided here.
export const HTTP_ERRORS = {
  'http/not-found': { status: 404 },
  'http/method-not-allowed': { status: 405 },
  'http/origin-not-allowed': { status: 403 },
  'http/unsupported-media-type': { status: 415 },
  'http/payload-too-large': { status: 413 },
  'http/invalid-json': { status: 400 },
  // Mailing proxy (mailing.ts).
  'mail/invalid-request': { status: 400 },
  'mail/unauthenticated': { status: 401 },
  'mail/recipient-not-allowed': { status: 403 },
  'auth/unverified-email': { status: 403 },
  'mail/rate-limited': { status: 429 },
  'mail/send-failed': { status: 502 },
} as const satisfies Partial<Record<TErrorCode, { status: number }>>;

export type THttpErrorCode = keyof typeof HTTP_ERRORS;

/** The body of every error answer: a code a client can branch on, Spanish text, developer detail. */
export type THttpErrorBody = {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly detail?: string;
    readonly fields?: readonly string[];
  };
};

export function httpError(code: THttpErrorCode, detail?: string): { status: number; body: THttpErrorBody } {
  const { status } = HTTP_ERRORS[code];
  const { message } = getErrorEntry(code);
  return { status, body: { error: { code, message, ...(detail === undefined ? {} : { detail }) } } };
}
