import type { TQuoteDocument } from './quote-document';
import type { TQuoteActor } from './quote-move';

/**
 * Whether the actor may know the quote exists: staff and the system see every quote, a customer
 * only their own. A quote the actor may not see is, to them, a quote that does not exist: every
 * route answers it exactly as it answers an unknown id, and does so before looking at its
 * status, so a refusal never tells a stranger anything about it.
 */
export function canSeeQuote(quote: Pick<TQuoteDocument, 'owner'>, actor: Pick<TQuoteActor, 'role' | 'uid'>): boolean {
  return actor.role !== 'customer' || actor.uid === quote.owner;
}
