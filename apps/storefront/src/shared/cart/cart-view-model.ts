import type { TCartLine } from '@voltia/domain';
import {
  CHANGED_HERE_CART_KEYS,
  REMEMBERED_CART_KEYS,
  STORAGE_KEYS,
  mergedLineQuantity,
  recallCart,
} from '@voltia/domain/client';

// What the cart UI renders, without any runtime dependency, so the header and the product page can
// show a cart before the cart code (rules, schemas, Firebase) is loaded.

export type TCartKind = 'cart' | 'buy-now';

/** The browser storage key holding each cart's quote id (`cartID`, `buyNow`). */
export const CART_STORAGE_KEYS: Readonly<Record<TCartKind, string>> = {
  cart: STORAGE_KEYS.cartId,
  'buy-now': STORAGE_KEYS.buyNowCartId,
};
export const CART_KINDS = Object.keys(CART_STORAGE_KEYS) as TCartKind[];
/** Where this browser remembers what it last saw of each cart (domain: cart/remembered-cart.ts). */
export const CART_REMEMBERED_KEYS: Readonly<Record<TCartKind, string>> = {
  cart: REMEMBERED_CART_KEYS.cartId,
  'buy-now': REMEMBERED_CART_KEYS.buyNowCartId,
};
/** Where this tab notes the cart it changed (sessionStorage; domain: constants/storage-keys.ts). */
export const CART_CHANGED_HERE_KEYS: Readonly<Record<TCartKind, string>> = {
  cart: CHANGED_HERE_CART_KEYS.cartId,
  'buy-now': CHANGED_HERE_CART_KEYS.buyNowCartId,
};
/** This tab's sessionStorage, or null where the browser blocks it. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export type TCartStatus = 'empty' | 'loading' | 'ready' | 'error';

/** The server's cart with this tab's unconfirmed changes applied. */
export interface TCartView {
  status: TCartStatus;
  quoteId: string | null;
  alias: string | null;
  lines: readonly TCartLine[];
  /** Some change made here is not yet confirmed by the server. */
  pending: boolean;
  /** The lines are what this browser last saw; the live cart has not answered yet. */
  stale: boolean;
  /**
   * Stale, and still the cart as this browser remembered it from a previous visit: nothing was
   * changed in this tab since. What "Como la dejaste en tu última visita" is for; a cart just added
   * to or edited here is not "as you left it", even before the live cart answers.
   */
  restored: boolean;
}

export const SERVER_CART_VIEW: TCartView = Object.freeze({
  status: 'loading',
  quoteId: null,
  alias: null,
  lines: Object.freeze([]),
  pending: false,
  stale: false,
  restored: false,
});

/**
 * A cart as the page can show it before the cart runtime and the Firebase SDK load: none, the one
 * this browser last saw (stale; restored from a previous visit unless this tab changed it), or one
 * that exists but is not known yet (loading).
 */
export function cartViewBeforeRuntime(
  storage: Pick<Storage, 'getItem'>,
  kind: TCartKind,
  session: Pick<Storage, 'getItem'> | null = null,
): TCartView {
  const quoteId = storage.getItem(CART_STORAGE_KEYS[kind]);
  if (quoteId === null) return { ...SERVER_CART_VIEW, status: 'empty' };
  const remembered = recallCart(storage.getItem(CART_REMEMBERED_KEYS[kind]), quoteId);
  if (remembered === null) return { ...SERVER_CART_VIEW, quoteId };
  return {
    status: 'ready',
    quoteId,
    alias: remembered.alias,
    lines: remembered.lines,
    pending: false,
    stale: true,
    restored: session?.getItem(CART_CHANGED_HERE_KEYS[kind]) !== quoteId,
  };
}

/**
 * The view with `incoming` added, as this tab shows it before the cart runtime has loaded (the first
 * add of a first visit): the line at once, unconfirmed, its quantity by the domain's merge rule. The
 * store shows the same line as its own unconfirmed change once it loads, and checks and writes it.
 * Null when the rule refuses the quantity (the store reports why) or the cart is still unknown.
 */
export function viewWithLineAdding(view: TCartView, incoming: TCartLine): TCartView | null {
  if (view.status === 'loading' || view.status === 'error') return null;
  const existing = view.lines.find((line) => line.product_id === incoming.product_id);
  const quantity = mergedLineQuantity(existing?.quantity, incoming.quantity);
  if (quantity === null) return null;
  const line = { ...incoming, quantity };
  return {
    ...view,
    status: 'ready',
    lines: existing ? view.lines.map((l) => (l === existing ? line : l)) : [...view.lines, line],
    pending: true,
    restored: false,
  };
}
