import { err, moveHistoryEntry, ok, requote, requoteHistoryEntry, requoteStart, statsFactsForQuoteChange, unwrapResult } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf } from './quote-actor';
import { queueQuoteMail, readRecipients } from './quote-mail-queue';
import { reserveQuoteNumber } from './quote-number-allocation';
import { ZQuoteOnlyRequest } from './quote-requests';
import type { TQuoteRoute } from './quote-route';
import { requireQuote } from './quote-transaction';

/**
 * POST /requote { quoteId }: the customer (or staff on their behalf) asks again for prices of a
 * rejected or expired quote. A new requested quote, with a new number, the same request details and
 * staff member, starts from the last offer's lines and prices; both quotes' histories link them, and
 * staff are told as of a new request.
 */
export const handleRequote: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZQuoteOnlyRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const sourceId = request.value.quoteId;
  const actor = quoteActorOf(caller);
  if (actor.isAnonymous === true) return err({ code: 'auth/sign-in-required', detail: 'an anonymous user cannot requote' });
  const now = deps.now();
  const created = await deps.runTransaction(async (tx) => {
    const source = await requireQuote(tx, sourceId);
    const { lines: sourceLines } = await tx.getLines(sourceId);
    const reserved = await reserveQuoteNumber(tx, now);
    const recipients = await readRecipients(tx, source, deps.staffInbox);
    const quoteId = tx.newId();
    const quote = unwrapResult(requote({ id: sourceId, quote: source }, actor, now, reserved.number));
    const start = requoteStart(source, sourceLines, now);
    const who = historyActorOf(caller, source);
    tx.createQuote(quoteId, quote);
    tx.updateLines(quoteId, start.lines);
    tx.setDesk(quoteId, start.desk);
    reserved.commit();
    tx.appendHistory(quoteId, [requoteHistoryEntry(who, 'from', sourceId, source.quote_number ?? sourceId, now), moveHistoryEntry(who, 'submit', 'draft', 'requested', null, now)]);
    tx.appendHistory(sourceId, [requoteHistoryEntry(who, 'to', quoteId, reserved.number, now)]);
    // The new quote is a new request in the day's stats.
    tx.recordStatsFacts(statsFactsForQuoteChange(undefined, quote, now), now);
    const mailId = queueQuoteMail(tx, deps, recipients, { kind: 'quote_requested', quoteId, quote, event: now, now, lines: start.lines });
    return { quoteId, number: reserved.number, mailIds: mailId === undefined ? [] : [mailId] };
  });
  deps.logger.info({ uid: caller.uid, role: actor.role, from: sourceId, quoteId: created.quoteId }, 'quote requoted');
  await deps.deliverMails(created.mailIds);
  return ok({ quoteId: created.quoteId, status: 'requested', quote_number: created.number });
};
