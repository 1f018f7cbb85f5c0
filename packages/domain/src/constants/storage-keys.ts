/** Browser storage keys. Kept verbatim so carts saved by earlier builds are still found. */
export const STORAGE_KEYS = {
  cartId: 'cartID',
  buyNowCartId: 'buyNow',
  user: 'user',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * What this browser last saw of each cart, so a returning visitor's badge and cart show at once,
 * marked as not yet confirmed, before the Firebase SDK has loaded (see cart/remembered-cart.ts).
 * Not in the spec's list: a cache, never read to decide anything.
 */
export const REMEMBERED_CART_KEYS = {
  cartId: 'cartID:seen',
  buyNowCartId: 'buyNow:seen',
} as const;

/**
 * Per tab (sessionStorage, gone when the tab closes): the cart this tab has changed. Its remembered
 * lines are then this visit's, so the cart page does not call them "como la dejaste en tu última
 * visita" after a reload or a full page load. Holds a cart id only; never read to decide anything else.
 */
export const CHANGED_HERE_CART_KEYS = {
  cartId: 'cartID:changed',
  buyNowCartId: 'buyNow:changed',
} as const;
