import { MAX_QUOTE_LINES, QUOTE_MESSAGE_MAX_LENGTH, ZDeskOps, ZDiscountBp, ZQuoteMoveRequest, ZQuoteRequestDetails, ZWellFormedText } from '@voltia/domain';
import { z } from 'zod';

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

/** POST /move: the quote and a move a person may ask for (the domain's ZQuoteMoveRequest). */
export const ZMoveRequest = z.object({ quoteId: ZQuoteId, move: ZQuoteMoveRequest }).strict();
export type TMoveRequest = z.infer<typeof ZMoveRequest>;

/** POST /desk: a batch of staff edits, applied all or nothing. */
export const ZDeskRequest = z.object({ quoteId: ZQuoteId, ops: ZDeskOps }).strict();

/** POST /assign: to whom (null: nobody); `start_review` also starts the review of a requested quote ("Tomar"). */
export const ZAssignRequest = z.object({ quoteId: ZQuoteId, assignee_uid: ZUid.nullable(), start_review: z.literal(true).optional() }).strict();

/** POST /message: a message for the quote's thread. */
export const ZMessageRequest = z.object({ quoteId: ZQuoteId, text: ZWellFormedText.max(QUOTE_MESSAGE_MAX_LENGTH) }).strict();

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
