import {
  applyQuoteMove,
  assignHistoryEntry,
  assignQuote,
  err,
  moveHistoryEntry,
  ok,
  unwrapResult,
  ZAssignRequest,
} from '@voltia/domain';
import type { TQuoteHistoryEntry } from '@voltia/domain';
import { AppError } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf, staffRefOf } from './quote-actor';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /assign { quoteId, assignee_uid, start_review? }: staff give the quote to a staff member (or
 * to nobody). "Tomar" is assigning it to oneself with start_review, which also starts the review of
 * a requested quote, in the same transaction, and is refused when someone else already has the quote.
 * The assignee must be a staff member the back-office knows.
 */
export const handleAssign: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZAssignRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const actor = quoteActorOf(caller);
  if (actor.role !== 'staff') return err({ code: 'quote/forbidden', detail: 'assignment is for staff' });
  const { quoteId, assignee_uid: assigneeUid, start_review: startReview } = request.value;
  const now = deps.now();
  const outcome = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, actor);
    // "Tomar" takes a quote nobody (else) has: two reps taking it at once, the second is told.
    if (startReview === true && quote.assignee !== null && quote.assignee.uid !== assigneeUid) {
      throw new AppError('quote/already-taken', { detail: `assigned to ${quote.assignee.uid}` });
    }
    let assignee = null;
    if (assigneeUid !== null) {
      const member = assigneeUid === caller.uid ? staffRefOf(caller) : await tx.getStaffMember(assigneeUid);
      if (member === undefined) throw new AppError('quote/assignee-not-staff', { detail: assigneeUid });
      assignee = { uid: member.uid, name: member.name };
    }
    const who = historyActorOf(caller, quote);
    let next = unwrapResult(assignQuote(quote, actor, assignee, now));
    const history: TQuoteHistoryEntry[] = [];
    if (next !== quote) history.push(assignHistoryEntry(who, quote.assignee, assignee, now));
    if (startReview === true && next.status === 'requested') {
      const reviewed = unwrapResult(applyQuoteMove(next, actor, { type: 'start_review' }, now));
      history.push(moveHistoryEntry(who, 'start_review', next.status, reviewed.status, null, now));
      next = reviewed;
    }
    if (history.length > 0) {
      tx.updateQuote(quoteId, next);
      tx.appendHistory(quoteId, history);
    }
    return { status: next.status, assignee: next.assignee?.uid ?? null };
  });
  deps.logger.info({ uid: caller.uid, quoteId, assignee: outcome.assignee, status: outcome.status }, 'quote assigned');
  return ok({ quoteId, status: outcome.status });
};
