import { AppError, err, ok, quotePdfFilename, ZQuoteOnlyRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { quoteActorOf } from './quote-actor';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /pdf { quoteId }: the quote's PDF, for its owner or staff, once an offer was sent. Anyone
 * else gets the same 404 as for a quote that does not exist, so ids cannot be probed.
 */
export const handlePdf: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZQuoteOnlyRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { quoteId } = request.value;
  const actor = quoteActorOf(caller);
  const quote = await deps.runTransaction((tx) => requireQuoteFor(tx, quoteId, actor));
  if (quote.offer === null) throw new AppError('quote/no-offer', { detail: quote.status });
  const content = await deps.renderPdf(quoteId, quote);
  deps.logger.info({ uid: caller.uid, role: actor.role, quoteId, bytes: content.length }, 'quote pdf served');
  return ok({
    file: { content, filename: quotePdfFilename(quote.quote_number, quoteId), contentType: 'application/pdf' },
  });
};
