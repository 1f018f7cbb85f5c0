import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REMEMBERED_CART_MAX_LINES,
  mayHaveSession,
  recallCart,
  rememberCart,
  type TRememberedCart,
} from './remembered-cart';
import { MAX_LINE_QUANTITY } from './line-quantity';

const line = (product_id: string, quantity = 1) => ({
  sku: `SKU-${product_id}`,
  product_id,
  sku_description: `Producto ${product_id}`,
  brand: 'Marca',
  quantity,
});
const cart: TRememberedCart = { quoteId: 'q1', alias: 'Cotización Nueva', lines: [line('a', 2), line('b', 9999)] };

describe('rememberCart / recallCart', () => {
  it('gives back the same cart for the same quote', () => {
    expect(recallCart(rememberCart(cart), 'q1')).toEqual(cart);
  });

  it('keeps only the line fields it knows', () => {
    const raw = rememberCart({ ...cart, lines: [{ ...line('a'), extra: 'x' } as never] });
    expect(recallCart(raw, 'q1')?.lines).toEqual([line('a')]);
  });

  it('forgets a cart the browser no longer holds, or none at all', () => {
    expect(recallCart(rememberCart(cart), 'q2')).toBeNull();
    expect(recallCart(rememberCart(cart), null)).toBeNull();
    expect(recallCart(null, 'q1')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"q1"'],
    ['null', 'null'],
    ['no alias', JSON.stringify({ quoteId: 'q1', lines: [] })],
    ['lines not a list', JSON.stringify({ quoteId: 'q1', alias: '', lines: {} })],
    [
      'a quantity out of bounds',
      JSON.stringify({ quoteId: 'q1', alias: '', lines: [line('a', MAX_LINE_QUANTITY + 1)] }),
    ],
    ['a fractional quantity', JSON.stringify({ quoteId: 'q1', alias: '', lines: [line('a', 1.5)] })],
    ['a line without a product id', JSON.stringify({ quoteId: 'q1', alias: '', lines: [line('')] })],
    [
      'a line missing its description',
      JSON.stringify({ quoteId: 'q1', alias: '', lines: [{ ...line('a'), sku_description: undefined }] }),
    ],
    ['the same product twice', JSON.stringify({ quoteId: 'q1', alias: '', lines: [line('a'), line('a', 3)] })],
    [
      'too many lines',
      JSON.stringify({
        quoteId: 'q1',
        alias: '',
        lines: Array.from({ length: REMEMBERED_CART_MAX_LINES + 1 }, (_, i) => line(`p${i}`)),
      }),
    ],
  ])('ignores a stored value with %s', (_why, raw) => {
    expect(recallCart(raw, 'q1')).toBeNull();
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const recalled = recallCart(raw, 'q1');
        expect(recalled === null || recalled.quoteId === 'q1').toBe(true);
      }),
    );
  });
});

describe('mayHaveSession', () => {
  const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

  it('is false for a browser holding no cart and no signed-in customer', () => {
    expect(mayHaveSession(storage({}))).toBe(false);
    expect(mayHaveSession(storage({ 'cartID:seen': '{}', unrelated: 'x' }))).toBe(false);
  });

  it.each([['cartID'], ['buyNow'], ['user']])('is true when %s is stored', (key) => {
    expect(mayHaveSession(storage({ [key]: 'x' }))).toBe(true);
  });
});
