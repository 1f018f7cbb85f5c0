import { QUOTE_MAIL_AUDIENCE, quoteMailId } from '@voltia/domain';
import type { TCartLine, TQuoteDocument, TQuoteMailKind } from '@voltia/domain';
import { renderQuoteMail } from '../mailing/quote-mail-templates';
import type { TQuoteTransaction } from './quote-transaction';
import type { TQuotesDeps } from './quote-route';

/** Where a quote's emails go: the customer's request contact, and the assigned staff member or the sales inbox. */
export type TQuoteRecipients = { readonly customer: string | null; readonly staff: string };

/** Reads where the quote's emails go (a read: call it before the transaction's first write). */
export async function readRecipients(
  tx: TQuoteTransaction,
  quote: TQuoteDocument,
  staffInbox: string,
): Promise<TQuoteRecipients> {
  const assignee = quote.assignee === null ? undefined : await tx.getStaffMember(quote.assignee.uid);
  return { customer: quote.request_details?.email ?? null, staff: assignee?.email ?? staffInbox };
}

export type TQuoteMailEvent = {
  readonly kind: TQuoteMailKind;
  readonly quoteId: string;
  /** The quote after the event. */
  readonly quote: TQuoteDocument;
  /** What makes the event unique: the instant of a move, a message's id. */
  readonly event: Date | string;
  readonly now: Date;
  readonly note?: string | null;
  readonly author?: string;
  readonly lines?: readonly TCartLine[];
};

/**
 * Renders the event's email and queues it in the outbox, in the event's transaction. Returns its
 * id, for delivery once the transaction commits, or undefined when there is nobody to send it to.
 */
export function queueQuoteMail(
  tx: TQuoteTransaction,
  deps: Pick<TQuotesDeps, 'storefrontUrl'>,
  recipients: TQuoteRecipients,
  event: TQuoteMailEvent,
): string | undefined {
  const to = QUOTE_MAIL_AUDIENCE[event.kind] === 'customer' ? recipients.customer : recipients.staff;
  if (to === null) return undefined;
  const mail = renderQuoteMail(event.kind, {
    to,
    storefrontUrl: deps.storefrontUrl,
    quoteId: event.quoteId,
    quote: event.quote,
    ...(event.lines === undefined ? {} : { lines: event.lines }),
    ...(event.note === undefined ? {} : { note: event.note }),
    ...(event.author === undefined ? {} : { author: event.author }),
  });
  const id = quoteMailId(event.quoteId, event.kind, event.event);
  tx.queueMail({
    id,
    kind: event.kind,
    quote_id: event.quoteId,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attach_quote_pdf: event.kind === 'offer_sent',
    created_at: event.now,
  });
  return id;
}
