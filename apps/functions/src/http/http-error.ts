import { AppError, errorMessageFor, toAppError, type TErrorCode } from '@voltia/domain';

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
  // Stats API: one client sent more events than STATS_RATE_LIMIT allows.
  'stats/rate-limited': { status: 429 },
  // Every back-office function (catalogue, suppliers, prices, metrics): the caller is not verified staff.
  'staff/forbidden': { status: 403 },
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
  'input/invalid-text': { status: 400 },
  'firestore/not-found': { status: 404 },
  'quote/forbidden': { status: 403 },
  'quote/not-owner': { status: 403 },
  'quote/already-requoted': { status: 409 },
  'quote/invalid-move': { status: 409 },
  'quote/not-draft': { status: 409 },
  'quote/expired': { status: 409 },
  'quote/not-expired': { status: 409 },
  // An empty cart is the quote's state, not a malformed request; so is a cart holding products
  // that are no longer (or never were) in the catalogue, which the answer names (`items`).
  'quote/empty': { status: 409 },
  'quote/unavailable-products': { status: 409 },
  'quote/message-required': { status: 400 },
  'quote/reason-required': { status: 400 },
  // The desk and the offer: the quote's state refuses the edit or the send.
  'quote/unpriced-lines': { status: 409 },
  'quote/invalid-validity': { status: 400 },
  'quote/validity-out-of-range': { status: 400 },
  'quote/no-offer': { status: 409 },
  'quote/requote-not-allowed': { status: 409 },
  'quote/assignee-not-staff': { status: 422 },
  // Accepting an offer: the customer's fiscal data or the chosen site cannot make an order.
  'order/fiscal-data-missing': { status: 409 },
  'order/fiscal-data-invalid': { status: 400 },
  'order/site-not-found': { status: 400 },
  'order/site-invalid': { status: 400 },
  'order/move-not-allowed': { status: 409 },
  'quote/already-taken': { status: 409 },
  'desk/not-editable': { status: 409 },
  'desk/line-not-found': { status: 409 },
  'desk/line-exists': { status: 409 },
  'desk/product-unavailable': { status: 422 },
  'desk/too-many-lines': { status: 409 },
  'desk/approval-not-needed': { status: 409 },
  'desk/approval-own-quote': { status: 403 },
  'desk/approval-changed': { status: 409 },
  'quote/discount-approval-required': { status: 409 },
  'quote/below-cost-unconfirmed': { status: 409 },
  'quote/discount-approval-stale': { status: 409 },
  'quote/discount-approval-self': { status: 403 },
  'cart/quantity-out-of-bounds': { status: 400 },
  // Catalogue function (catalogue.ts): a SKU is unique; an edit does not overwrite another's.
  'catalogue/duplicate-sku': { status: 409 },
  'catalogue/stale-product': { status: 409 },
  'catalogue/product-not-found': { status: 404 },
  'catalogue/unknown-brand': { status: 400 },
  'catalogue/unknown-category': { status: 400 },
  'catalogue/unknown-supplier': { status: 400 },
  // Suppliers function (suppliers.ts).
  'supplier/not-found': { status: 404 },
  'supplier/stale': { status: 409 },
  'supplier/duplicate-rfc': { status: 409 },
  'supplier/has-products': { status: 409 },
  // Prices function (prices.ts).
  'prices/product-not-found': { status: 404 },
  'prices/supplier-not-linked': { status: 422 },
  'prices/unknown-supplier': { status: 400 },
  'prices/supplier-inactive': { status: 400 },
  'prices/too-many-suppliers': { status: 400 },
  'prices/stale': { status: 409 },
  'prices/preview-stale': { status: 409 },
  'prices/empty-scope': { status: 409 },
  'prices/batch-already-applied': { status: 409 },
  'prices/batch-not-found': { status: 404 },
  'prices/batch-not-undoable': { status: 409 },
  // Contention and overload of the database (the Admin SDK's gRPC ABORTED, e.g. a transaction lock
  // timeout under a burst, UNAVAILABLE, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED): the same request may
  // well succeed shortly, so it is told when to try again, never answered 500. Quote submits over
  // their allowance answer resource-exhausted too, with their own Retry-After.
  'firestore/aborted': { status: 503, retryAfterSeconds: 2 },
  'firestore/unavailable': { status: 503, retryAfterSeconds: 2 },
  'firestore/deadline-exceeded': { status: 503, retryAfterSeconds: 2 },
  'firestore/resource-exhausted': { status: 429, retryAfterSeconds: 10 },
} as const satisfies Partial<Record<TErrorCode, { status: number; retryAfterSeconds?: number }>>;

export type THttpErrorCode = keyof typeof HTTP_ERRORS;

/** Whether a catalogue code is a refusal with its own HTTP status (anything else is a 500). */
export function isHttpErrorCode(code: string): code is THttpErrorCode {
  return Object.hasOwn(HTTP_ERRORS, code);
}

/**
 * The body of every error answer: a code a client can branch on and the Spanish text. What the
 * developer needs (which document, which uid, what the database said) goes to the log only: a
 * refusal tells a stranger nothing about what exists.
 */
export type THttpErrorBody = {
  readonly error: {
    readonly code: string;
    readonly message: string;
    /** The request's fields that were refused (validation), so a form can mark them. */
    readonly fields?: readonly string[];
    /** What the refusal is about (the unavailable products), as named in `message`. */
    readonly items?: readonly string[];
  };
};

export type THttpErrorAnswer = {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: THttpErrorBody;
};

/**
 * The answer of a refusal: its status, a Retry-After header where the code has one, and the body,
 * whose Spanish message names `items` where the code has a message for them.
 */
export function httpError(code: THttpErrorCode, items?: readonly string[]): THttpErrorAnswer {
  const entry: { status: number; retryAfterSeconds?: number } = HTTP_ERRORS[code];
  const message = errorMessageFor(code, items);
  return {
    status: entry.status,
    headers: entry.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(entry.retryAfterSeconds) },
    body: { error: { code, message, ...(items === undefined ? {} : { items }) } },
  };
}

// The failures worth retrying shortly (see HTTP_ERRORS).
const TRANSIENT_CODES: ReadonlySet<THttpErrorCode> = new Set([
  'firestore/aborted',
  'firestore/unavailable',
  'firestore/deadline-exceeded',
  'firestore/resource-exhausted',
]);

/**
 * The refusal a caught failure is answered with, or undefined when it is a fault (a 500). A refusal a
 * rule threw (an AppError whose code has a status) keeps its code. A database or library failure is
 * a refusal only when it is transient, so a server-side problem (say, the service account's own
 * UNAUTHENTICATED) never reads as the caller's fault.
 */
export function refusalOfFailure(
  cause: unknown,
):
  | { readonly code: THttpErrorCode; readonly detail: string | undefined; readonly items?: readonly string[] }
  | undefined {
  const error = toAppError(cause);
  if (!isHttpErrorCode(error.code)) return undefined;
  if (cause instanceof AppError)
    return { code: error.code, detail: error.detail, ...(error.items === undefined ? {} : { items: error.items }) };
  // The library's own message ("10 ABORTED: Transaction lock timeout.") tells the developer what happened.
  return TRANSIENT_CODES.has(error.code)
    ? { code: error.code, detail: cause instanceof Error ? cause.message : error.detail }
    : undefined;
}
