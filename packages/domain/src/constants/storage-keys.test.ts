import { describe, expect, it } from 'vitest';
import { REMEMBERED_CART_KEYS, STORAGE_KEYS } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('uses the spec key names verbatim so existing carts are found', () => {
    expect(STORAGE_KEYS).toEqual({ cartId: 'cartID', buyNowCartId: 'buyNow', user: 'user' });
  });

  it('remembers each cart under a key of its own, never one of the spec keys', () => {
    expect(Object.keys(REMEMBERED_CART_KEYS)).toEqual(['cartId', 'buyNowCartId']);
    const specKeys = new Set<string>(Object.values(STORAGE_KEYS));
    for (const key of Object.values(REMEMBERED_CART_KEYS)) expect(specKeys.has(key)).toBe(false);
  });
});
