import type { TQuoteDocument } from '../quote/quote-document';
import { BUY_NOW_ALIAS } from './new-quote';

// A customer's cart is theirs, not the browser's: signing in on another device, or again after
// signing out (which lets this browser forget the cart), brings back the cart they were filling.

/** How many of the customer's most recently changed drafts a sign-in reads to find that cart. */
export const CART_TO_RESUME_CANDIDATES = 5;

export type TResumableDraft = Pick<TQuoteDocument, 'owner' | 'status' | 'alias'> & { readonly id: string };

/**
 * The cart a sign-in brings to a browser that holds none: among `drafts` (the customer's, most
 * recently changed first), the first that is still a draft of theirs and not a buy-now cart (a
 * single product bought at once is not a cart to come back to). Null when there is none. A browser
 * that already holds a cart keeps it; the older one stays among the customer's lists.
 */
export function cartToResume(drafts: readonly TResumableDraft[], uid: string): string | null {
  return (
    drafts.find((draft) => draft.owner === uid && draft.status === 'draft' && draft.alias !== BUY_NOW_ALIAS)?.id ?? null
  );
}
