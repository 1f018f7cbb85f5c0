import { err, ok, orderPdfFilename, ZOrderOnlyRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { quoteActorOf } from './quote-actor';
import type { TQuoteRoute } from './quote-route';
import { requireOrderFor } from './quote-transaction';

/**
 * POST /order-pdf { orderId }: the order's confirmation PDF, for its customer or staff. Anyone else
 * (another customer, an anonymous visitor) gets the same 404 as for an order that does not exist,
 * so ids cannot be probed. Reads only: the order and the quote it came from, in one transaction.
 */
export const handleOrderPdf: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZOrderOnlyRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { orderId } = request.value;
  const actor = quoteActorOf(caller);
  const { order, quote } = await deps.runTransaction(async (tx) => {
    const found = await requireOrderFor(tx, orderId, actor);
    return { order: found, quote: await tx.getQuote(orderId) };
  });
  const content = await deps.renderOrderPdf(orderId, order, quote);
  deps.logger.info({ uid: caller.uid, role: actor.role, orderId, bytes: content.length }, 'order pdf served');
  return ok({
    file: { content, filename: orderPdfFilename(order.order_number), contentType: 'application/pdf' },
  });
};
