/** Browser storage keys (spec 3). Kept verbatim so carts saved by earlier builds are still found. */
export const STORAGE_KEYS = {
  cartId: 'cartID',
  buyNowCartId: 'buyNow',
  user: 'user',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
