import { isQuoteValidAt } from './apply-quote-move';
import type { TQuoteDocument } from './quote-document';
import type { TQuoteStatus } from './quote-status';

/**
 * The status a quote has at `now`, as people should read it: a sent offer whose validity has passed
 * is expired at once, though the stored status stays 'sent' until the hourly expiry job moves it
 * (and accepting or rejecting it is already refused, by isQuoteValidAt).
 */
export function quoteStatusAt(quote: Pick<TQuoteDocument, 'status' | 'valid_until'>, now: Date): TQuoteStatus {
  return quote.status === 'sent' && !isQuoteValidAt(quote, now) ? 'expired' : quote.status;
}
