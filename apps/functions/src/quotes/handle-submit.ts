import {
  applyQuoteMove,
  err,
  moveHistoryEntry,
  newQuoteDesk,
  ok,
  reconcileCartWithCatalogue,
  REQUEST_MAIL_KINDS,
  statsFactsForQuoteChange,
  unwrapResult,
  wasSubmittedBy,
  ZSubmitRequest,
} from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf } from './quote-actor';
import { queueQuoteMail } from './quote-mail-queue';
import { reserveQuoteNumber } from './quote-number-allocation';
import { allowanceRefusal } from './quote-route';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /submit { quoteId, details }: the customer asks for prices. In one transaction the quote and
 * its cart lines are read, the domain's submit move is applied with the year's next quote number,
 * every line is checked against the catalogue (reconcileCartWithCatalogue: the lines get the
 * catalogue's SKU, description and brand, and unknown or unpublished products refuse the submit,
 * naming them), the staff's desk is opened from the checked lines, the history records the
 * request, the stats count a quote requested, and the emails to the sales inbox and to the customer's
 * contact (the confirmation) are queued (and delivered once committed). A repeated submit
 * by its owner answers 200 with alreadySubmitted and writes or sends nothing.
 */
export const handleSubmit: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZSubmitRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { quoteId, details } = request.value;
  const now = deps.now();
  const spent = allowanceRefusal(await deps.consumeSubmitRate(caller.uid, now), 'submit');
  if (spent !== undefined) return err(spent);
  const actor = quoteActorOf(caller);

  const outcome = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, actor);
    if (wasSubmittedBy(quote, caller.uid)) return { quote, lines: undefined, mailIds: [] };
    const { count, lines, unreadableIds } = await tx.getLines(quoteId);
    const reserved = await reserveQuoteNumber(tx, now);
    // The move's own refusals come first, so nobody but the owner learns what a cart holds.
    const submitted = unwrapResult(
      applyQuoteMove(quote, actor, { type: 'submit', lineCount: count, details, quote_number: reserved.number }, now),
    );
    const cart = unwrapResult(
      reconcileCartWithCatalogue(lines, await tx.getProducts(lines.map((line) => line.product_id)), unreadableIds),
    );
    tx.updateLines(quoteId, cart.corrected);
    tx.updateQuote(quoteId, submitted);
    reserved.commit();
    tx.setDesk(quoteId, newQuoteDesk(cart.lines, now));
    tx.appendHistory(quoteId, [
      moveHistoryEntry(historyActorOf(caller, submitted), 'submit', quote.status, submitted.status, null, now),
    ]);
    tx.recordStatsFacts(statsFactsForQuoteChange(quote, submitted, now), now);
    // The sales inbox hears of the request and the customer gets its confirmation, both or neither.
    const recipients = { customer: details.email, staff: deps.staffInbox };
    const mailIds = REQUEST_MAIL_KINDS.flatMap(
      (kind) =>
        queueQuoteMail(tx, deps, recipients, { kind, quoteId, quote: submitted, event: now, now, lines: cart.lines }) ??
        [],
    );
    return { quote: submitted, lines: cart.lines, mailIds };
  });

  if (outcome.lines === undefined) {
    deps.logger.info({ uid: caller.uid, quoteId }, 'quote already submitted');
    return ok({
      quoteId,
      status: outcome.quote.status,
      alreadySubmitted: true,
      ...(outcome.quote.quote_number === null ? {} : { quote_number: outcome.quote.quote_number }),
    });
  }
  deps.logger.info(
    { uid: caller.uid, quoteId, lines: outcome.lines.length, quoteNumber: outcome.quote.quote_number },
    'quote submitted',
  );
  await deps.deliverMails(outcome.mailIds);
  return ok({
    quoteId,
    status: outcome.quote.status,
    ...(outcome.quote.quote_number === null ? {} : { quote_number: outcome.quote.quote_number }),
  });
};
