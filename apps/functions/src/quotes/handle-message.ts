import { err, mailKindForMessage, newQuoteMessage, ok, unwrapResult, ZMessageRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { historyActorOf, quoteActorOf } from './quote-actor';
import { queueQuoteMail, readRecipients } from './quote-mail-queue';
import { allowanceRefusal } from './quote-route';
import type { TQuoteRoute } from './quote-route';
import { requireQuoteFor } from './quote-transaction';

/**
 * POST /message { quoteId, text }: a message on the quote's thread, by its owner or by staff; the
 * other side is told by email (the assigned staff member or the sales inbox; the customer's contact).
 * Each caller may post QUOTE_MESSAGE_RATE_LIMIT messages, so the thread cannot flood an inbox.
 */
export const handleMessage: TQuoteRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZMessageRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { quoteId, text } = request.value;
  const actor = quoteActorOf(caller);
  const now = deps.now();
  const spent = allowanceRefusal(await deps.consumeMessageRate(caller.uid, now), 'message');
  if (spent !== undefined) return err(spent);
  const posted = await deps.runTransaction(async (tx) => {
    const quote = await requireQuoteFor(tx, quoteId, actor);
    const recipients = await readRecipients(tx, quote, deps.staffInbox);
    const author = historyActorOf(caller, quote);
    const message = unwrapResult(
      newQuoteMessage(quote, { ...author, isAnonymous: actor.isAnonymous === true }, text, now),
    );
    const messageId = tx.newId();
    tx.addMessage(quoteId, messageId, message);
    const kind = mailKindForMessage(author.role === 'staff' ? 'staff' : 'customer');
    const mailId = queueQuoteMail(tx, deps, recipients, {
      kind,
      quoteId,
      quote,
      event: messageId,
      now,
      note: message.text,
      author: author.name,
    });
    return { status: quote.status, mailIds: mailId === undefined ? [] : [mailId] };
  });
  deps.logger.info({ uid: caller.uid, role: actor.role, quoteId }, 'quote message posted');
  await deps.deliverMails(posted.mailIds);
  return ok({ quoteId, status: posted.status });
};
