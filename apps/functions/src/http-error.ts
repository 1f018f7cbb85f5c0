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
  // Stats API: a well-formed product event for a product customers cannot see.
  'stats/unknown-product': { status: 422 },
  // Mailing proxy (mailing.ts).
  'mail/invalid-request': { status: 400 },
  'mail/unauthenticated': { status: 401 },
  'mail/recipient-not-allowed': { status: 403 },
  'auth/unverified-email': { status: 403 },
  'mail/rate-limited': { status: 429 },
  'mail/send-failed': { status: 502 },
  // Quotes function (quotes.ts): the domain's refusals of a claim or a lifecycle move.
  'firestore/unauthenticated': { status: 401 },
  'auth/sign-in-required': { status: 403 },
  'input/invalid': { status: 400 },
  'firestore/not-found': { status: 404 },
  'firestore/resource-exhausted': { status: 429 },
  'quote/forbidden': { status: 403 },
  'quote/not-owner': { status: 403 },
  'quote/already-owned': { status: 403 },
  'quote/invalid-move': { status: 409 },
  'quote/not-draft': { status: 409 },
  'quote/expired': { status: 409 },
  'quote/not-expired': { status: 409 },
  // An empty cart is the quote's state, not a malformed request.
  'quote/empty': { status: 409 },
  'quote/message-required': { status: 400 },
  'quote/reason-required': { status: 400 },
  // The desk and the offer (issue 11): the quote's state refuses the edit or the send.
  'quote/unpriced-lines': { status: 409 },
  'quote/invalid-validity': { status: 400 },
  'quote/validity-out-of-range': { status: 400 },
  'quote/no-offer': { status: 409 },
  'quote/requote-not-allowed': { status: 409 },
  'quote/assignee-not-staff': { status: 422 },
  'desk/not-editable': { status: 409 },
  'desk/line-not-found': { status: 409 },
  'desk/line-exists': { status: 409 },
  'desk/product-unavailable': { status: 422 },
  'desk/too-many-lines': { status: 409 },
  'cart/quantity-out-of-bounds': { status: 400 },
} as const satisfies Partial<Record<TErrorCode, { status: number }>>;

export type THttpErrorCode = keyof typeof HTTP_ERRORS;

/** Whether a catalogue code is a refusal with its own HTTP status (anything else is a 500). */
export function isHttpErrorCode(code: string): code is THttpErrorCode {
  return Object.hasOwn(HTTP_ERRORS, code);
}

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
