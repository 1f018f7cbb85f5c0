import { QUOTE_MAIL_AUDIENCE, orderMailId, quoteMailId } from '@voltia/domain';
import type { TCartLine, TOrderDocument, TOrderMailKind, TQuoteDocument, TQuoteMailKind } from '@voltia/domain';
import { renderOrderMail } from '../mailing/order-mail-templates';
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
  /** The order an accept made (the acceptance email to staff names it). */
  readonly order?: TOrderDocument;
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
    ...(event.order === undefined ? {} : { order: event.order }),
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
    attach_order_pdf: false,
    created_at: event.now,
  });
  return id;
}

export type TOrderMailEvent = {
  readonly kind: TOrderMailKind;
  readonly orderId: string;
  /** The order after the event. */
  readonly order: TOrderDocument;
  readonly quote: TQuoteDocument;
  /** The instant of the event (the accept, the move). */
  readonly event: Date;
  readonly note?: string | null;
};

/**
 * Renders an order's email to its customer (the quote's contact) and queues it in the outbox, in the
 * event's transaction. Returns its id, or undefined when the quote names no contact email.
 */
export function queueOrderMail(
  tx: TQuoteTransaction,
  deps: Pick<TQuotesDeps, 'storefrontUrl'>,
  recipients: Pick<TQuoteRecipients, 'customer'>,
  event: TOrderMailEvent,
): string | undefined {
  const to = recipients.customer;
  if (to === null) return undefined;
  const mail = renderOrderMail(event.kind, {
    to,
    storefrontUrl: deps.storefrontUrl,
    orderId: event.orderId,
    order: event.order,
    quote: event.quote,
    ...(event.note === undefined ? {} : { note: event.note }),
  });
  const id = orderMailId(event.orderId, event.kind, event.order.status);
  tx.queueMail({
    id,
    kind: event.kind,
    quote_id: event.orderId,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attach_quote_pdf: false,
    // The confirmation carries the order's PDF, as the offer's email carries the quote's.
    attach_order_pdf: event.kind === 'order_confirmed',
    created_at: event.event,
  });
  return id;
}
