import type { TCartLine } from '@voltia/domain';
import { STORAGE_KEYS } from '@voltia/domain/client';

// What the cart UI renders, without any runtime dependency, so the header and the product page can
// show a cart before the cart code (rules, schemas, Firebase) is loaded.

export type TCartKind = 'cart' | 'buy-now';

/** The browser storage key holding each cart's quote id (spec 3: `cartID`, `buyNow`). */
export const CART_STORAGE_KEYS: Readonly<Record<TCartKind, string>> = { cart: STORAGE_KEYS.cartId, 'buy-now': STORAGE_KEYS.buyNowCartId };
export const CART_KINDS = Object.keys(CART_STORAGE_KEYS) as TCartKind[];
export type TCartStatus = 'empty' | 'loading' | 'ready' | 'error';

/** The server's cart with this tab's unconfirmed changes applied. */
export interface TCartView {
  status: TCartStatus;
  quoteId: string | null;
  alias: string | null;
  lines: readonly TCartLine[];
  /** Some change made here is not yet confirmed by the server. */
  pending: boolean;
}

export const SERVER_CART_VIEW: TCartView = Object.freeze({ status: 'loading', quoteId: null, alias: null, lines: Object.freeze([]), pending: false });
