import type { TQuoteMoveType } from './quote-move';

// Which emails a quote event sends, and to whom. The function records each one in an outbox in the
// same transaction as the event (one document per email, with a deterministic id), then delivers
// it, so a retried request or delivery never sends the same email twice.

export const QUOTE_MAIL_KINDS = [
  'quote_requested',
  'request_received',
  'offer_sent',
  'info_requested',
  'customer_accepted',
  'customer_rejected',
  'customer_answered',
  'customer_cancelled',
  'customer_message',
  'staff_message',
] as const;
export type TQuoteMailKind = (typeof QUOTE_MAIL_KINDS)[number];

/** Who receives each kind: the customer (their request's contact email) or staff (the assignee, else the sales inbox). */
export const QUOTE_MAIL_AUDIENCE: Readonly<Record<TQuoteMailKind, 'customer' | 'staff'>> = {
  quote_requested: 'staff',
  /** The customer's confirmation of their own request, queued with the staff's quote_requested. */
  request_received: 'customer',
  offer_sent: 'customer',
  info_requested: 'customer',
  customer_accepted: 'staff',
  customer_rejected: 'staff',
  customer_answered: 'staff',
  customer_cancelled: 'staff',
  customer_message: 'staff',
  staff_message: 'customer',
};

/**
 * The emails of a new request (a submit, or a requote of a closed quote with its new number): the
 * sales inbox hears of it and the customer gets its confirmation, both or neither.
 */
export const REQUEST_MAIL_KINDS = ['quote_requested', 'request_received'] as const satisfies readonly TQuoteMailKind[];

/** The email a thread message sends: staff write to the customer, the customer to staff. */
export function mailKindForMessage(role: 'customer' | 'staff'): TQuoteMailKind {
  return role === 'staff' ? 'staff_message' : 'customer_message';
}

/** The email a move sends, if any. Staff cancelling or the scheduler expiring a quote send none. */
export function mailKindForMove(move: TQuoteMoveType, role: 'customer' | 'staff' | 'system'): TQuoteMailKind | null {
  if (role === 'staff') {
    if (move === 'send') return 'offer_sent';
    if (move === 'request_info') return 'info_requested';
    return null;
  }
  if (role === 'customer') {
    if (move === 'accept') return 'customer_accepted';
    if (move === 'reject') return 'customer_rejected';
    if (move === 'answer_info') return 'customer_answered';
    if (move === 'cancel') return 'customer_cancelled';
  }
  return null;
}

/**
 * The outbox id of an email: the quote, the kind and what identifies the event (the instant of a
 * move, or a message's id), so the same event can only ever make one email.
 */
export function quoteMailId(quoteId: string, kind: TQuoteMailKind, event: Date | string): string {
  return `${quoteId}-${kind}-${event instanceof Date ? event.getTime() : event}`;
}
