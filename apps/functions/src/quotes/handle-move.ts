import {
  applyQuoteMove,
  belowCostHistoryEntries,
  belowCostLines,
  buildOrder,
  err,
  mailKindForMove,
  moveHistoryEntry,
  newQuoteDesk,
  ok,
  statsFactsForOrderChange,
  statsFactsForQuoteChange,
  unwrapResult,
  validUntilFromDay,
  ZMoveRequest,
} from '@voltia/domain';
import type {
  TBelowCostLine,
  TOrderDocument,
  TQuoteDesk,
  TQuoteDocument,
  TQuoteMove,
  TQuoteMoveRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf, staffRefOf } from './quote-actor';
import { queueOrderMail, queueQuoteMail, readRecipients } from './quote-mail-queue';
import { reserveOrderNumber } from './quote-number-allocation';
import type { TQuoteRoute } from './quote-route';
import type { TQuoteTransaction } from './quote-transaction';
import { requireQuoteFor } from './quote-transaction';

/** The text that came with a move, for the history and the email. */
function noteOf(move: TQuoteMoveRequest): string | null {
  if (move.type === 'request_info' || move.type === 'answer_info') return move.message;
  if (move.type === 'reject' || move.type === 'cancel') return move.reason ?? null;
  return null;
}

/**
 * The domain move for a request. A send takes the desk's lines and prices as stored (a desk is made
 * from the customer's lines if staff never opened one): a client never sends prices with a move.
 * It also takes the products' costs from the price list, so a line below its cost goes out only
 * with the rep's confirmation; `belowCost` names those lines for the history.
 */
async function domainMove(
  tx: TQuoteTransaction,
  quoteId: string,
  request: TQuoteMoveRequest,
  now: Date,
): Promise<{ move: TQuoteMove; desk?: TQuoteDesk; belowCost: TBelowCostLine[] }> {
  if (request.type !== 'send') return { move: request, belowCost: [] };
  const desk = (await tx.getDesk(quoteId)) ?? newQuoteDesk((await tx.getLines(quoteId)).lines, now);
  const costs = await tx.getCosts(desk.lines.map((line) => line.product_id));
  const sentDesk: TQuoteDesk = {
    ...desk,
    valid_until_day: request.valid_until_day,
    terms: request.terms,
    updated_at: now,
  };
  return {
    move: {
      type: 'send',
      lines: desk.lines,
      valid_until: validUntilFromDay(request.valid_until_day),
      terms: request.terms,
      discount_approval: desk.discount_approval ?? null,
      costs: Object.fromEntries(costs),
      below_cost_confirmed: request.below_cost_confirmed === true,
    },
    desk: sentDesk,
    belowCost: belowCostLines(desk.lines, costs),
  };
}

/**
 * The order an accept makes (its id is the quote's): the customer's fiscal data and the chosen site
 * read in the move's transaction, checked by the domain's buildOrder, and the year's next order
 * number. Only reads: the caller writes the order, its first history entry and the counter.
 */
async function placeOrder(
  tx: TQuoteTransaction,
  quoteId: string,
  quote: TQuoteDocument,
  request: Extract<TQuoteMoveRequest, { type: 'accept' }>,
  now: Date,
): Promise<{ order: TOrderDocument; commitNumber: () => void }> {
  const fiscal = await tx.getFiscalData(quote.owner);
  const site = await tx.getDeliverySite(quote.owner, request.order.delivery_site_id);
  // The keys each line is invoiced with, frozen now: a later change of a product's unit or keys never rewrites this sale.
  const satKeys = await tx.getProductSatKeys((quote.offer?.lines ?? []).map((line) => line.product_id));
  const reserved = await reserveOrderNumber(tx, now);
  const order = unwrapResult(
    buildOrder({ quoteId, quote, acceptance: request.order, fiscal, site, satKeys, orderNumber: reserved.number, now }),
  );
  return { order, commitNumber: reserved.commit };
}

/**
 * POST /move { quoteId, move }: one lifecycle move by the token's actor, applied by the
 * domain's applyQuoteMove. In one transaction: the quote, its history entry, the desk a send used,
 * the stats facts of the move (an offer sent or accepted, and an accept's order) and the email the
 * move sends (delivered once the transaction commits).
 */
export const handleMove: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZMoveRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { quoteId, move } = request.value;
  const actor = quoteActorOf(caller);
  const now = deps.now();
  const moved = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, actor);
    const recipients = await readRecipients(tx, quote, deps.staffInbox);
    const { move: domain, desk, belowCost } = await domainMove(tx, quoteId, move, now);
    const next: TQuoteDocument = unwrapResult(applyQuoteMove(quote, actor, domain, now));
    // An accepted offer becomes an order in the same commit: accepting twice, or two accepts at
    // once, finds the quote accepted already and is refused, so one offer makes one order.
    const placed = move.type === 'accept' ? await placeOrder(tx, quoteId, quote, move, now) : undefined;
    const who = historyActorOf(caller, quote);
    tx.updateQuote(quoteId, next);
    if (placed !== undefined) {
      placed.commitNumber();
      tx.createOrder(quoteId, placed.order);
      tx.appendOrderHistory(quoteId, [
        { at: now, by: { uid: who.uid, name: who.name }, from: null, to: placed.order.status, note: null },
      ]);
    }
    if (desk !== undefined) tx.setDesk(quoteId, desk);
    // The confirmation of below-cost lines is staff-only: the move's entry is the customer's timeline.
    tx.appendHistory(quoteId, [
      moveHistoryEntry(who, move.type, quote.status, next.status, noteOf(move), now),
      ...belowCostHistoryEntries(who, belowCost, now),
    ]);
    // An offer sent or won, and the order it makes, count in the day's stats, in the same commit as the move.
    tx.recordStatsFacts(
      [
        ...statsFactsForQuoteChange(quote, next, now, actor.role === 'staff' ? staffRefOf(caller) : undefined),
        ...(placed === undefined ? [] : statsFactsForOrderChange(undefined, placed.order)),
      ],
      now,
    );
    const kind = mailKindForMove(move.type, actor.role);
    const mailId =
      kind === null
        ? undefined
        : queueQuoteMail(tx, deps, recipients, {
            kind,
            quoteId,
            quote: next,
            event: now,
            now,
            note: noteOf(move),
            author: who.name,
            ...(placed === undefined ? {} : { order: placed.order }),
          });
    // The customer's confirmation of the order, in the same commit.
    const confirmationId =
      placed === undefined
        ? undefined
        : queueOrderMail(tx, deps, recipients, {
            kind: 'order_confirmed',
            orderId: quoteId,
            order: placed.order,
            quote: next,
            event: now,
          });
    return {
      from: quote.status,
      to: next.status,
      orderNumber: placed?.order.order_number,
      mailIds: [mailId, confirmationId].filter((id) => id !== undefined),
    };
  });
  deps.logger.info(
    {
      uid: caller.uid,
      role: actor.role,
      quoteId,
      move: move.type,
      from: moved.from,
      to: moved.to,
      order: moved.orderNumber,
    },
    'quote moved',
  );
  await deps.deliverMails(moved.mailIds);
  return ok({
    quoteId,
    status: moved.to,
    ...(moved.orderNumber === undefined ? {} : { order_number: moved.orderNumber }),
  });
};
