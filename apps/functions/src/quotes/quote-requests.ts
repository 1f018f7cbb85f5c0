import { ZQuoteMove, ZQuoteRequestDetails } from '@voltia/domain';
import type { TQuoteMoveType } from '@voltia/domain';
import { z } from 'zod';

/** A quote-detail document id: Firestore auto ids and the test ids, never a path. */
export const ZQuoteId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'not a quote id' });

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

/**
 * The moves POST /move makes. Submit has its own route (rate limit, staff mail); send needs priced
 * lines and expire is the scheduler's: neither is offered over HTTP yet.
 */
export const QUOTE_ROUTE_MOVE_TYPES = ['cancel', 'accept', 'reject', 'answer_info', 'start_review', 'request_info', 'withdraw'] as const satisfies readonly TQuoteMoveType[];

/** POST /move: the quote and one of QUOTE_ROUTE_MOVE_TYPES with its payload, as the domain's ZQuoteMove reads it. */
export const ZMoveRequest = z
  .object({
    quoteId: ZQuoteId,
    // A submit with a made-up lineCount, or a send, is refused here whatever its payload.
    move: ZQuoteMove.refine((move) => (QUOTE_ROUTE_MOVE_TYPES as readonly string[]).includes(move.type), {
      path: ['type'],
      error: `type must be one of ${QUOTE_ROUTE_MOVE_TYPES.join(', ')}`,
    }),
  })
  .strict();
export type TMoveRequest = z.infer<typeof ZMoveRequest>;
