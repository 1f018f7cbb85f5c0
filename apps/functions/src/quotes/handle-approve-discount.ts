import {
  AppError,
  approveDiscounts,
  discountApprovalHistoryEntry,
  err,
  ok,
  unwrapResult,
  ZApproveDiscountRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf, staffRefOf } from './quote-actor';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /approve-discount { quoteId, discounts }: a second staff member approves the desk's line
 * discounts above 15 % (DISCOUNT_APPROVAL_THRESHOLD_BP), as they saw them, so the quote can be
 * sent. In one transaction: the approval on the desk and its entry in the quote's history. Refused
 * (nothing written) for a customer, for the quote's assignee, when nothing needs approval (409), and
 * when the discounts changed since the approver looked (409).
 */
export const handleApproveDiscount: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZApproveDiscountRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  if (quoteActorOf(caller).role !== 'staff')
    return err({ code: 'quote/forbidden', detail: 'discount approval is for staff' });
  const { quoteId, discounts } = request.value;
  const now = deps.now();
  const approved = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, quoteActorOf(caller));
    const desk = await tx.getDesk(quoteId);
    // A quote without a desk has every line at 0 % discount: nothing to approve.
    if (desk === undefined) throw new AppError('desk/approval-not-needed', { detail: 'no desk' });
    const approval = unwrapResult(
      approveDiscounts(
        desk.lines,
        desk.discount_approval,
        quote.status,
        quote.assignee?.uid ?? null,
        staffRefOf(caller),
        discounts,
      ),
    );
    tx.setDesk(quoteId, { ...desk, discount_approval: approval, updated_at: now });
    tx.appendHistory(quoteId, [discountApprovalHistoryEntry(historyActorOf(caller, quote), 'approved', approval, now)]);
    return { status: quote.status, lines: approval.discounts.length };
  });
  deps.logger.info({ uid: caller.uid, quoteId, lines: approved.lines }, 'quote discounts approved');
  return ok({ quoteId, status: approved.status });
};
