import type { TQuoteDocument, TQuoteOffer, TQuoteStatus } from '@voltia/domain';

/** Statuses in which the customer has the offer in hand, or had it until the quote closed. */
const OFFERED_STATUSES: readonly TQuoteStatus[] = ['sent', 'accepted', 'rejected', 'expired'];

/**
 * The quote with its offer when the customer may read the prices, else null. An offer staff withdrew
 * (back in review, or cancelled after that) stays on the document as a record but is off the table.
 */
export function offeredQuote<T extends TQuoteDocument>(quote: T): (T & { readonly offer: TQuoteOffer }) | null {
  return OFFERED_STATUSES.includes(quote.status) && quote.offer !== null ? { ...quote, offer: quote.offer } : null;
}
