import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';

describe('STORAGE_KEYS', () => {
  it('uses the spec key names verbatim so existing carts are found', () => {
    expect(STORAGE_KEYS).toEqual({ cartId: 'cartID', buyNowCartId: 'buyNow', user: 'user' });
  });
});
