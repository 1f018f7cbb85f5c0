import { describe, expect, it } from 'vitest';
import { CART_READ_FAILED_MESSAGE } from './cart-read-failed-message';
import { getErrorEntry } from './error-catalogue';

describe('CART_READ_FAILED_MESSAGE', () => {
  it('is the catalogue entry for cart/read-failed', () => {
    expect(CART_READ_FAILED_MESSAGE).toBe(getErrorEntry('cart/read-failed').message);
  });
});
