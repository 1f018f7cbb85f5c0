import type { Result, TOrderAnswer, TOrderDocument, TQuoteAnswer, TQuoteDocument } from '@voltia/domain';
import type { THttpErrorCode } from '../http/http-error';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import type { TRateDecision } from '../mailing/mail-rate-limit';
import type { TRunQuoteTransaction } from './quote-transaction';

/** A route's 200 answer: the domain's contract (ZQuoteAnswer; ZOrderAnswer for the order routes). */
export type { TOrderAnswer, TQuoteAnswer };

/** A file answer (/pdf, /order-pdf). */
export type TQuoteFile = {
  readonly file: { readonly content: Buffer; readonly filename: string; readonly contentType: string };
};

/** A refusal a route decides before any transaction (a bad body, an anonymous caller, the rate limit). */
export type TQuoteRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly fields?: readonly string[];
  readonly headers?: Readonly<Record<string, string>>;
};

/** The refusal of a spent allowance (429 with Retry-After), or undefined when the caller may go on. */
export function allowanceRefusal(decision: TRateDecision, allowance: string): TQuoteRefusal | undefined {
  if (decision.allowed) return undefined;
  return {
    code: 'firestore/resource-exhausted',
    detail: `${allowance} rate: retry after ${decision.retryAfterSeconds}s`,
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  };
}

export type TQuoteRouteResult = Result<TQuoteAnswer | TOrderAnswer | TQuoteFile, TQuoteRefusal>;

export type TQuotesDeps = {
  readonly allowedOrigins: readonly string[];
  readonly storefrontUrl: string;
  /** Where new quote requests are mailed (STAFF_INBOX). */
  readonly staffInbox: string;
  readonly now: () => Date;
  /** Verifies a Firebase ID token (the caller's, or the anonymous one a claim presents); rejects when it is not valid. */
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly runTransaction: TRunQuoteTransaction;
  /** Takes one submit from the caller's allowance (QUOTE_SUBMIT_RATE_LIMIT). */
  readonly consumeSubmitRate: (uid: string, now: Date) => Promise<TRateDecision>;
  /** Takes one thread message from the caller's allowance (QUOTE_MESSAGE_RATE_LIMIT). */
  readonly consumeMessageRate: (uid: string, now: Date) => Promise<TRateDecision>;
  /** Delivers queued outbox emails once their transaction committed; never rejects (failures stay queued for the sweep). */
  readonly deliverMails: (ids: readonly string[]) => Promise<void>;
  /** Records a verified staff member for the back-office (assignment, notifications). */
  readonly rememberStaff: (member: TStaffMemberInput) => Promise<void>;
  /** The quote's PDF (its offer as sent). */
  readonly renderPdf: (quoteId: string, quote: TQuoteDocument) => Promise<Buffer>;
  /** The order's confirmation PDF (the order as stored; the quote it came from names the contact). */
  readonly renderOrderPdf: (
    orderId: string,
    order: TOrderDocument,
    quote: TQuoteDocument | undefined,
  ) => Promise<Buffer>;
  readonly logger: THandlerLogger;
};

export type TStaffMemberInput = { readonly uid: string; readonly name: string; readonly email: string };

/**
 * One route of the quotes function. Refusals found before the transaction are returned; the
 * domain's refusals inside it are thrown as AppErrors (which aborts the transaction) and mapped to
 * their status by handleQuotesRequest.
 */
export type TQuoteRoute = (caller: TIdTokenCaller, body: unknown, deps: TQuotesDeps) => Promise<TQuoteRouteResult>;
