import {
  AppError,
  err,
  moveOrder,
  ok,
  orderMoveNote,
  statsFactsForOrderChange,
  unwrapResult,
  ZOrderMoveRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { quoteActorOf, staffRefOf } from './quote-actor';
import { queueOrderMail, readRecipients } from './quote-mail-queue';
import type { TQuoteRoute } from './quote-route';

/**
 * POST /order-move { orderId, move }: staff move an order along its lifecycle (the domain's
 * moveOrder: Confirmado → En preparación → Enviado → Entregado, or Cancelado until it ships). In
 * one transaction: the order, its history entry (who, when, before → after, the shipment's
 * carrier and tracking number or the cancellation's reason), a cancellation's stats fact, and the
 * email that tells the customer (the quote's contact), delivered once the transaction commits. Two
 * reps making the same move at once: the second finds the order moved and is refused with
 * `order/move-not-allowed`.
 */
export const handleOrderMove: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZOrderMoveRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  // Orders are moved by staff only; a customer is refused before anything is read.
  if (quoteActorOf(caller).role !== 'staff')
    return err({ code: 'staff/forbidden', detail: 'order moves are for staff' });
  const { orderId, move } = request.value;
  const now = deps.now();
  const staff = staffRefOf(caller);
  const moved = await deps.runTransaction(async (tx) => {
    const order = await tx.getOrder(orderId);
    if (order === undefined) throw new AppError('firestore/not-found', { detail: `order ${orderId}` });
    const quote = await tx.getQuote(orderId);
    if (quote === undefined) throw new AppError('firestore/not-found', { detail: `quote of order ${orderId}` });
    const recipients = await readRecipients(tx, quote, deps.staffInbox);
    const next = unwrapResult(moveOrder(order, move, now));
    const note = orderMoveNote(move);
    tx.updateOrder(orderId, next);
    tx.appendOrderHistory(orderId, [
      {
        at: now,
        by: { uid: staff.uid, name: staff.name },
        from: order.status,
        to: next.status,
        note,
      },
    ]);
    // A cancellation counts in the day's stats, in the same commit as the move.
    tx.recordStatsFacts(statsFactsForOrderChange(order, next), now);
    const mailId = queueOrderMail(tx, deps, recipients, {
      kind: 'order_status',
      orderId,
      order: next,
      quote,
      event: now,
      note,
    });
    return { from: order.status, to: next.status, mailIds: mailId === undefined ? [] : [mailId] };
  });
  deps.logger.info({ uid: caller.uid, orderId, move: move.type, from: moved.from, to: moved.to }, 'order moved');
  await deps.deliverMails(moved.mailIds);
  return ok({ orderId, status: moved.to });
};
