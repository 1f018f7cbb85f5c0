import {
  applyDeskOps,
  changeHistoryEntries,
  discountApprovalHistoryEntry,
  err,
  newQuoteDesk,
  ok,
  unwrapResult,
  ZDeskRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf } from './quote-actor';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /desk { quoteId, ops }: staff edits to the quote's desk (prices, discounts, delivery,
 * quantities, lines, validity, terms, internal notes), all or nothing, each change kept in the
 * history with its before and after. A line staff add starts at its list price; a discount raised
 * past the discount approval revokes it (history too). The customer sees none of it until staff send.
 * Answers with the desk as saved.
 */
export const handleDesk: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZDeskRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  if (quoteActorOf(caller).role !== 'staff')
    return err({ code: 'quote/forbidden', detail: 'desk edits are for staff' });
  const { quoteId, ops } = request.value;
  const now = deps.now();
  const added = ops.flatMap((op) => (op.op === 'add_line' ? [op.product_id] : []));
  const saved = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, quoteActorOf(caller));
    const desk = (await tx.getDesk(quoteId)) ?? newQuoteDesk((await tx.getLines(quoteId)).lines, now);
    const catalogue = await tx.getProducts([...new Set(added)]);
    // A line staff add starts at its list price.
    const listPrices = await tx.getListPrices([...new Set(added)]);
    const result = unwrapResult(applyDeskOps(desk, quote.status, ops, catalogue, now, listPrices));
    if (result.changes.length > 0) {
      const who = historyActorOf(caller, quote);
      tx.setDesk(quoteId, result.desk);
      tx.appendHistory(quoteId, [
        ...changeHistoryEntries(who, result.changes, now),
        // A discount raised past the approval ends it, on the record.
        ...(result.revokedApproval === null
          ? []
          : [discountApprovalHistoryEntry(who, 'revoked', result.revokedApproval, now)]),
      ]);
    }
    return { status: quote.status, changes: result.changes.length, desk: result.desk };
  });
  deps.logger.info({ uid: caller.uid, quoteId, ops: ops.length, changes: saved.changes }, 'quote desk saved');
  // The desk as saved: the screen settles on it at once instead of waiting for its listener.
  return ok({ quoteId, status: saved.status, changes: saved.changes, desk: saved.desk });
};
