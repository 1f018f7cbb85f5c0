import { z } from 'zod';
import { functionFileRoute, functionRoute } from '../api/function-route';
import { ZDiscountBp } from '../money/money';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZDeskOps } from './desk/desk-ops';
import { MAX_QUOTE_LINES, ZQuoteDesk } from './desk/quote-desk';
import { QUOTE_MESSAGE_MAX_LENGTH } from './quote-limits';
import { ZQuoteMoveRequest } from './quote-move';
import { ZQuoteRequestDetails } from './quote-request-details';
import { ZQuoteStatus } from './quote-status';

// The requests and answers of the `quotes` HTTP function (POST /claim, /submit, /move, /desk,
// /assign, /message, /approve-discount, /requote and /pdf, relative to the function's URL, with the
// caller's ID token), as both ends use them (api/function-route.ts).

/** A quote-detail document id: Firestore auto ids and the test ids, never a path. */
export const ZQuoteId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'not a quote id' });

/** A Firebase uid: letters, digits and a few separators, never a path. */
const ZUid = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'not a uid' });

/** An ID token is a JWT of a few kB at most. */
const ZIdToken = z.string().min(1).max(8192);

/** POST /claim: the quote to move to the caller's account, and the anonymous user's ID token when the uid changed. */
export const ZClaimRequest = z.object({ quoteId: ZQuoteId, anonymousIdToken: ZIdToken.optional() }).strict();
export type TClaimRequest = z.infer<typeof ZClaimRequest>;

/**
 * POST /submit: the draft to request prices for, and what the customer confirms. Strict down to the
 * details, so a field the customer cannot set (unit_price, status) is refused by name, not dropped.
 */
export const ZSubmitRequest = z.object({ quoteId: ZQuoteId, details: ZQuoteRequestDetails.strict() }).strict();
export type TSubmitRequest = z.infer<typeof ZSubmitRequest>;

/** POST /move: the quote and a move a person may ask for. */
export const ZMoveRequest = z.object({ quoteId: ZQuoteId, move: ZQuoteMoveRequest }).strict();
export type TMoveRequest = z.infer<typeof ZMoveRequest>;

/** POST /desk: a batch of staff edits, applied all or nothing. */
export const ZDeskRequest = z.object({ quoteId: ZQuoteId, ops: ZDeskOps }).strict();

/** POST /assign: to whom (null: nobody); `start_review` also starts the review of a requested quote ("Tomar"). */
export const ZAssignRequest = z
  .object({ quoteId: ZQuoteId, assignee_uid: ZUid.nullable(), start_review: z.literal(true).optional() })
  .strict();

/** POST /message: a message for the quote's thread. */
export const ZMessageRequest = z
  .object({ quoteId: ZQuoteId, text: ZWellFormedText.max(QUOTE_MESSAGE_MAX_LENGTH) })
  .strict();

/**
 * POST /approve-discount: the quote and the discounts above the threshold the approver saw (product
 * and discount): the approval is refused if the desk's are not the same.
 */
export const ZApproveDiscountRequest = z
  .object({
    quoteId: ZQuoteId,
    discounts: z
      .array(z.object({ product_id: ZWellFormedText.trim().min(1).max(64), discount_bp: ZDiscountBp }).strict())
      .min(1, { error: 'No hay descuentos que aprobar.' })
      .max(MAX_QUOTE_LINES),
  })
  .strict();

/** POST /requote and POST /pdf: just the quote. */
export const ZQuoteOnlyRequest = z.object({ quoteId: ZQuoteId }).strict();

/** What every route but /pdf answers (200): the quote it acted on and the status it is in now. */
export const ZQuoteAnswer = z.object({
  quoteId: z.string(),
  status: ZQuoteStatus,
  /** /claim: the quote already belonged to the caller; nothing was written. */
  alreadyClaimed: z.literal(true).optional(),
  /** /submit: the caller had already submitted it; nothing was written or sent. */
  alreadySubmitted: z.literal(true).optional(),
  /** /requote: the quote was requoted already; the answer names that new quote, nothing was written. */
  alreadyRequoted: z.literal(true).optional(),
  /** /submit, /requote: the quote's number. */
  quote_number: z.string().optional(),
  /** /move with an accept: the number of the order it made (its id is the quote's). */
  order_number: z.string().optional(),
  /** /desk: how many values changed. */
  changes: z.number().int().min(0).optional(),
  /** /desk: the desk as saved (its date travels as text). */
  desk: ZQuoteDesk.extend({ updated_at: z.coerce.date() }).optional(),
});
export type TQuoteAnswer = z.output<typeof ZQuoteAnswer>;

/** /desk: the same, how many values the batch changed and the desk as saved, so the screen settles on it without waiting for its listener. */
export const ZDeskAnswer = ZQuoteAnswer.required({ changes: true, desk: true });
export type TDeskAnswer = z.output<typeof ZDeskAnswer>;

const quotesRoute = <TRequest extends z.ZodType, const TPath extends `/${string}`>(path: TPath, request: TRequest) =>
  functionRoute('quotes', path, request, ZQuoteAnswer);

/** The `quotes` function's routes that answer JSON (/pdf answers the file). */
export const QUOTES_ROUTES = {
  claim: quotesRoute('/claim', ZClaimRequest),
  submit: quotesRoute('/submit', ZSubmitRequest),
  move: quotesRoute('/move', ZMoveRequest),
  desk: functionRoute('quotes', '/desk', ZDeskRequest, ZDeskAnswer),
  assign: quotesRoute('/assign', ZAssignRequest),
  message: quotesRoute('/message', ZMessageRequest),
  approveDiscount: quotesRoute('/approve-discount', ZApproveDiscountRequest),
  requote: quotesRoute('/requote', ZQuoteOnlyRequest),
} as const;

/** The `quotes` function's route that answers a file: the quote's PDF, once an offer was sent. */
export const QUOTES_FILE_ROUTES = {
  pdf: functionFileRoute('quotes', '/pdf', ZQuoteOnlyRequest, 'application/pdf'),
} as const;
