import {
  err,
  markRequoted,
  moveHistoryEntry,
  ok,
  requote,
  requoteHistoryEntry,
  requoteStart,
  REQUEST_MAIL_KINDS,
  statsFactsForQuoteChange,
  unwrapResult,
  ZQuoteOnlyRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf } from './quote-actor';
import { queueQuoteMail, readRecipients } from './quote-mail-queue';
import { reserveQuoteNumber } from './quote-number-allocation';
import { allowanceRefusal } from './quote-route';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /requote { quoteId }: the customer (or staff on their behalf) asks again for prices of a
 * rejected or expired quote. A new requested quote, with a new number, the same request details and
 * staff member, starts from the last offer's lines and prices; both quotes' histories link them, and
 * the emails of a new request go out: staff are told, the customer gets the confirmation.
 *
 * A quote is requoted once: the source records the new quote (`requoted_to`) in the same
 * transaction, so a repeat, or two requotes at once (the second transaction runs again and reads the
 * first one's mark), answers 200 with that same new quote and writes or sends nothing. Each requote
 * is a new request to the sales inbox, so it spends the caller's submit allowance.
 */
export const handleRequote: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZQuoteOnlyRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const sourceId = request.value.quoteId;
  const actor = quoteActorOf(caller);
  if (actor.isAnonymous === true)
    return err({ code: 'auth/sign-in-required', detail: 'an anonymous user cannot requote' });
  const now = deps.now();
  const spent = allowanceRefusal(await deps.consumeSubmitRate(caller.uid, now), 'requote');
  if (spent !== undefined) return err(spent);

  const created = await deps.runTransaction(async (tx) => {
    const source = await requireQuoteFor(tx, sourceId, actor);
    if (source.requoted_to !== null) {
      const earlier = await tx.getQuote(source.requoted_to);
      return {
        quoteId: source.requoted_to,
        status: earlier?.status ?? 'requested',
        number: earlier?.quote_number ?? undefined,
        mailIds: [],
        already: true as const,
      };
    }
    const { lines: sourceLines } = await tx.getLines(sourceId);
    const reserved = await reserveQuoteNumber(tx, now);
    const recipients = await readRecipients(tx, source, deps.staffInbox);
    const quoteId = tx.newId();
    const quote = unwrapResult(requote({ id: sourceId, quote: source }, actor, now, reserved.number));
    const start = requoteStart(source, sourceLines, now);
    const who = historyActorOf(caller, source);
    tx.createQuote(quoteId, quote);
    tx.updateQuote(sourceId, markRequoted(source, quoteId, now));
    tx.updateLines(quoteId, start.lines);
    tx.setDesk(quoteId, start.desk);
    reserved.commit();
    tx.appendHistory(quoteId, [
      requoteHistoryEntry(who, 'from', sourceId, source.quote_number ?? sourceId, now),
      moveHistoryEntry(who, 'submit', 'draft', 'requested', null, now),
    ]);
    tx.appendHistory(sourceId, [requoteHistoryEntry(who, 'to', quoteId, reserved.number, now)]);
    // The new quote is a new request in the day's stats.
    tx.recordStatsFacts(statsFactsForQuoteChange(undefined, quote, now), now);
    // A new request: the sales inbox hears of it, the customer gets its confirmation with the new number.
    const mailIds = REQUEST_MAIL_KINDS.flatMap(
      (kind) =>
        queueQuoteMail(tx, deps, recipients, { kind, quoteId, quote, event: now, now, lines: start.lines }) ?? [],
    );
    return {
      quoteId,
      status: quote.status,
      number: reserved.number,
      mailIds,
      already: false as const,
    };
  });
  if (created.already) {
    deps.logger.info(
      { uid: caller.uid, role: actor.role, from: sourceId, quoteId: created.quoteId },
      'quote already requoted',
    );
    return ok({
      quoteId: created.quoteId,
      status: created.status,
      alreadyRequoted: true,
      ...(created.number === undefined ? {} : { quote_number: created.number }),
    });
  }
  deps.logger.info({ uid: caller.uid, role: actor.role, from: sourceId, quoteId: created.quoteId }, 'quote requoted');
  await deps.deliverMails(created.mailIds);
  return ok({ quoteId: created.quoteId, status: created.status, quote_number: created.number });
};
