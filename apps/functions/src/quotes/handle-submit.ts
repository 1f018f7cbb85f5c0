import { applyQuoteMove, err, ok, reconcileCartWithCatalogue, unwrapResult, wasSubmittedBy } from '@voltia/domain';
import type { TCartLine, TQuoteDocument } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { renderQuoteRequestMail } from '../mailing/mail-templates';
import { quoteActorOf } from './quote-actor';
import { ZSubmitRequest } from './quote-requests';
import type { TQuoteRoute, TQuotesDeps } from './quote-route';
import { requireQuote } from './quote-transaction';

/** Best effort: the request is recorded whatever the SMTP server says, so a failure is only logged. */
async function notifyStaff(quoteId: string, quote: TQuoteDocument, lines: readonly TCartLine[], deps: TQuotesDeps): Promise<void> {
  if (quote.request_details === null) return;
  const mail = renderQuoteRequestMail({
    to: deps.staffInbox,
    storefrontUrl: deps.storefrontUrl,
    quoteId,
    alias: quote.alias,
    customer: quote.customer,
    details: quote.request_details,
    lines,
  });
  try {
    await deps.send(mail);
    deps.logger.info({ quoteId }, 'staff told of the quote request');
  } catch (cause) {
    deps.logger.error({ err: cause, quoteId }, 'staff could not be told of the quote request');
  }
}

/**
 * POST /submit { quoteId, details }: the customer asks for prices. In one transaction the quote and
 * its cart lines are read, the domain's submit move is applied, every line is checked against the
 * catalogue (reconcileCartWithCatalogue: the lines get the catalogue's SKU, description and brand,
 * and unknown or unpublished products refuse the submit, naming them), and all is written; then
 * the staff inbox is told, with the catalogue's names. A repeated submit by its owner answers 200
 * with alreadySubmitted and sends nothing.
 */
export const handleSubmit: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZSubmitRequest, body);
  if (!request.ok) return err({ code: 'input/invalid', detail: request.detail, fields: request.fields });
  const { quoteId, details } = request.value;
  const now = deps.now();
  const decision = await deps.consumeSubmitRate(caller.uid, now);
  if (!decision.allowed) {
    return err({ code: 'firestore/resource-exhausted', detail: `submit rate: retry after ${decision.retryAfterSeconds}s`, headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
  const actor = quoteActorOf(caller);

  const outcome = await deps.runTransaction(async (tx) => {
    const quote = await requireQuote(tx, quoteId);
    if (wasSubmittedBy(quote, caller.uid)) return { quote, lines: undefined };
    const { count, lines, unreadableIds } = await tx.getLines(quoteId);
    // The move's own refusals come first, so nobody but the owner learns what a cart holds.
    const submitted = unwrapResult(applyQuoteMove(quote, actor, { type: 'submit', lineCount: count, details }, now));
    const cart = unwrapResult(reconcileCartWithCatalogue(lines, await tx.getProducts(lines.map((line) => line.product_id)), unreadableIds));
    tx.updateLines(quoteId, cart.corrected);
    tx.updateQuote(quoteId, submitted);
    return { quote: submitted, lines: cart.lines };
  });

  if (outcome.lines === undefined) {
    deps.logger.info({ uid: caller.uid, quoteId }, 'quote already submitted');
    return ok({ quoteId, status: outcome.quote.status, alreadySubmitted: true });
  }
  deps.logger.info({ uid: caller.uid, quoteId, lines: outcome.lines.length }, 'quote submitted');
  await notifyStaff(quoteId, outcome.quote, outcome.lines, deps);
  return ok({ quoteId, status: outcome.quote.status });
};
