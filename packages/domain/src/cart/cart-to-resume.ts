import type { TQuoteDocument } from '../quote/quote-document';
import { BUY_NOW_ALIAS } from './new-quote';

// A customer's cart is theirs, not the browser's: signing in on another device, or again after
// signing out (which lets this browser forget the cart), brings back the cart they were filling.

/** How many of the customer's most recently changed drafts a sign-in reads to find that cart. */
export const CART_TO_RESUME_CANDIDATES = 5;

export type TResumableDraft = Pick<TQuoteDocument, 'owner' | 'status' | 'alias'> & { readonly id: string };

/**
 * Whether a quote is one of the customer's lists: a draft not yet asked for that is not a buy-now
 * cart (a single product bought at once). A list can be made the cart, added to, and requested.
 */
export function isCustomerList(quote: Pick<TQuoteDocument, 'status' | 'alias'>): boolean {
  return quote.status === 'draft' && quote.alias !== BUY_NOW_ALIAS;
}

/**
 * The cart a sign-in brings to a browser that holds none: among `drafts` (the customer's, most
 * recently changed first), the first that is still one of their lists (isCustomerList). Null when
 * there is none. A browser that already holds a cart keeps it; the older one stays among the lists.
 */
export function cartToResume(drafts: readonly TResumableDraft[], uid: string): string | null {
  return drafts.find((draft) => draft.owner === uid && isCustomerList(draft))?.id ?? null;
}
