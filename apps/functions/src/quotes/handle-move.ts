import { applyQuoteMove, err, ok, unwrapResult } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { quoteActorOf } from './quote-actor';
import { ZMoveRequest } from './quote-requests';
import type { TQuoteRoute } from './quote-route';
import { requireQuote } from './quote-transaction';

/**
 * POST /move { quoteId, move }: one lifecycle move (DESIGN 5b) by the token's actor, read, applied
 * by the domain's applyQuoteMove and written in one transaction.
 */
export const handleMove: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZMoveRequest, body);
  if (!request.ok) return err({ code: 'input/invalid', detail: request.detail, fields: request.fields });
  const { quoteId, move } = request.value;
  const actor = quoteActorOf(caller);
  const now = deps.now();

  const moved = await deps.runTransaction(async (tx) => {
    const quote = await requireQuote(tx, quoteId);
    const next = unwrapResult(applyQuoteMove(quote, actor, move, now));
    tx.updateQuote(quoteId, next);
    return { from: quote.status, to: next.status };
  });

  deps.logger.info({ uid: caller.uid, role: actor.role, quoteId, move: move.type, from: moved.from, to: moved.to }, 'quote moved');
  return ok({ quoteId, status: moved.to });
};
