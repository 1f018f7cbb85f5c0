import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZQuoteStatus, isFinalQuoteStatus } from './quote-status';
import { ZQuoteRequestDetails } from './quote-request-details';
import { QUOTE_ALIAS_MAX_LENGTH, QUOTE_MESSAGE_MAX_LENGTH, QUOTE_REASON_MAX_LENGTH } from './quote-limits';
import { ZQuoteNumber } from './quote-number';
import { ZQuoteOffer } from './quote-offer';

/** Every quote-detail document says it came from the cart. */
export const QUOTE_SOURCE = 'cart' as const;

export const ZQuoteAlias = ZWellFormedText.trim()
  .min(1, { error: 'Escribe un nombre para la cotización.' })
  .max(QUOTE_ALIAS_MAX_LENGTH, { error: `El nombre no puede tener más de ${QUOTE_ALIAS_MAX_LENGTH} caracteres.` });

export const ZQuoteCustomer = z.object({
  /** Always the owner's uid, anonymous or not, so rules can check `customer.id == owner`. */
  id: z.string().min(1),
  nameOfClient: ZWellFormedText.trim().min(1).max(120),
});
export type TQuoteCustomer = z.infer<typeof ZQuoteCustomer>;

/** A staff member as a quote names them: uid and display name. */
export const ZStaffRef = z.object({
  uid: z.string().min(1),
  name: ZWellFormedText.trim().min(1).max(120),
});
export type TStaffRef = z.infer<typeof ZStaffRef>;

const ZOptionalText = (max: number) => ZWellFormedText.trim().min(1).max(max).nullable().default(null);

/**
 * A quote-detail document. The first block is the spec's cart document plus owner and
 * status; the second block is what the lifecycle and the staff add. Those default to null so a
 * document read before they were ever written still parses.
 */
export const ZQuoteDocument = z.object({
  source: z.literal(QUOTE_SOURCE),
  alias: ZQuoteAlias,
  created_at: z.date(),
  updated_at: z.date(),
  isAnonymous: z.boolean(),
  customer: ZQuoteCustomer,
  owner: z.string().min(1),
  status: ZQuoteStatus,

  submitted_at: z.date().nullable().default(null),
  sent_at: z.date().nullable().default(null),
  /** The offer holds until this instant; set when staff send the quote. */
  valid_until: z.date().nullable().default(null),
  /** When it reached a final status. */
  closed_at: z.date().nullable().default(null),
  /** The staff's latest question to the customer (info_requested). */
  info_request: ZOptionalText(QUOTE_MESSAGE_MAX_LENGTH),
  /** The customer's latest answer to that question. */
  customer_message: ZOptionalText(QUOTE_MESSAGE_MAX_LENGTH),
  rejection_reason: ZOptionalText(QUOTE_REASON_MAX_LENGTH),
  cancellation_reason: ZOptionalText(QUOTE_REASON_MAX_LENGTH),
  /** The quote this one was requoted from. */
  requote_of: z.string().min(1).nullable().default(null),
  /** The quote this one was requoted to: a quote is requoted once. */
  requoted_to: z.string().min(1).nullable().default(null),
  /** Contact, company, tax id, delivery city and notes the customer confirmed on submitting. */
  request_details: ZQuoteRequestDetails.nullable().default(null),
  /** The human number (COT-2026-000123), given once when the quote is requested. */
  quote_number: ZQuoteNumber.nullable().default(null),
  /** The staff member working the quote. */
  assignee: ZStaffRef.nullable().default(null),
  /**
   * Since when the customer has been waiting for staff (set on request, answer and withdraw;
   * cleared when staff send an offer, ask a question, or the quote closes). The inbox sorts by it.
   */
  waiting_since: z.date().nullable().default(null),
  /** The offer staff sent (prices, totals, terms), kept on the quote as it was sent. */
  offer: ZQuoteOffer.nullable().default(null),
});
export type TQuoteDocument = z.infer<typeof ZQuoteDocument>;

/** Statuses in which the customer has an offer in hand (or had one, once it closed). */
const OFFER_STATUSES: readonly TQuoteDocument['status'][] = ['sent', 'accepted', 'rejected', 'expired'];

/**
 * Cross-field rules a stored quote must keep; the state machine never breaks them, and tests and
 * server code can use this to catch a document written some other way. Returns the broken rules.
 */
export function quoteInvariantViolations(quote: TQuoteDocument): string[] {
  const violations: string[] = [];
  if (quote.customer.id !== quote.owner) violations.push('customer.id must equal owner');
  if (quote.updated_at.getTime() < quote.created_at.getTime())
    violations.push('updated_at must not precede created_at');
  if (quote.status !== 'draft' && quote.isAnonymous) violations.push('only a draft may be anonymous');
  if (quote.status !== 'draft' && quote.submitted_at === null) violations.push('a submitted quote needs submitted_at');
  if (quote.status === 'draft' && quote.submitted_at !== null) violations.push('a draft has no submitted_at');
  if ((quote.status === 'draft') !== (quote.request_details === null))
    violations.push('request_details are set exactly on submitted quotes');
  if (quote.status === 'sent' && (quote.valid_until === null || quote.sent_at === null)) {
    violations.push('a sent quote needs valid_until and sent_at');
  }
  if ((quote.status === 'accepted' || quote.status === 'expired') && quote.valid_until === null) {
    violations.push(`${quote.status} quote needs valid_until`);
  }
  if (quote.status === 'rejected' && quote.rejection_reason === null)
    violations.push('a rejected quote needs rejection_reason');
  if (isFinalQuoteStatus(quote.status) !== (quote.closed_at !== null))
    violations.push('closed_at is set exactly on final statuses');
  if ((quote.status === 'draft') !== (quote.quote_number === null))
    violations.push('quote_number is set exactly on submitted quotes');
  if (quote.status === 'draft' && quote.assignee !== null) violations.push('a draft has no assignee');
  if (OFFER_STATUSES.includes(quote.status) && quote.offer === null)
    violations.push(`${quote.status} quote needs its offer`);
  if ((quote.status === 'draft' || isFinalQuoteStatus(quote.status)) && quote.waiting_since !== null) {
    violations.push('only an open request waits for staff');
  }
  return violations;
}

/** What a stored document may look like before parsing (lifecycle fields may be absent). */
export type TQuoteDocumentInput = z.input<typeof ZQuoteDocument>;
