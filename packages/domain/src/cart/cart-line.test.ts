import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCartLine, makeProduct } from '../testing/factories';
import { addedToCartText } from './added-to-cart-text';
import { MAX_LINE_QUANTITY, cartItemCount, mergedLineQuantity } from './line-quantity';
import {
  ZCartLine,
  cartLineFromProduct,
  compareCartLines,
  mergeCartLine,
  mergeLineQuantity,
  pickCartLine,
} from './cart-line';

const validQuantity = fc.integer({ min: 1, max: MAX_LINE_QUANTITY });

describe('mergedLineQuantity (the rule without the error catalogue, for the browser)', () => {
  it('adds a click, replaces a typed quantity, and refuses what passes the bounds', () => {
    expect(mergedLineQuantity(4, 1)).toBe(5);
    expect(mergedLineQuantity(4, 10)).toBe(10);
    expect(mergedLineQuantity(undefined, 1)).toBe(1);
    expect(mergedLineQuantity(MAX_LINE_QUANTITY, 1)).toBeNull();
    expect(mergedLineQuantity(3, 0)).toBeNull();
    expect(mergedLineQuantity(3, MAX_LINE_QUANTITY + 1)).toBeNull();
  });

  it('`sum` always adds, so units put back into a cart never lower its line', () => {
    expect(mergedLineQuantity(4, 10, 'sum')).toBe(14);
    expect(mergedLineQuantity(4, 1, 'sum')).toBe(5);
    expect(mergedLineQuantity(undefined, 10, 'sum')).toBe(10);
    expect(mergedLineQuantity(MAX_LINE_QUANTITY - 2, 3, 'sum')).toBeNull();
    expect(mergedLineQuantity(Number.NaN, 3, 'sum')).toBe(3);
  });
});

describe('mergeLineQuantity', () => {
  it('uses the incoming quantity when nothing is stored', () => {
    expect(mergeLineQuantity(undefined, 1)).toEqual({ ok: true, value: 1 });
    expect(mergeLineQuantity(undefined, 7)).toEqual({ ok: true, value: 7 });
  });

  it('adds an incoming 1 to the stored quantity', () => {
    expect(mergeLineQuantity(4, 1)).toEqual({ ok: true, value: 5 });
  });

  it('replaces the stored quantity with an incoming quantity above 1', () => {
    expect(mergeLineQuantity(4, 2)).toEqual({ ok: true, value: 2 });
    expect(mergeLineQuantity(4, 10)).toEqual({ ok: true, value: 10 });
  });

  it('refuses to add past the maximum instead of silently clamping', () => {
    expect(mergeLineQuantity(MAX_LINE_QUANTITY - 1, 1)).toEqual({ ok: true, value: MAX_LINE_QUANTITY });
    const result = mergeLineQuantity(MAX_LINE_QUANTITY, 1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('cart/quantity-out-of-bounds');
  });

  it.each([0, -1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses incoming quantity %s',
    (incoming) => {
      const result = mergeLineQuantity(3, incoming);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('cart/quantity-out-of-bounds');
    },
  );

  it.each([0, -2, 2.5, Number.NaN, MAX_LINE_QUANTITY + 5])(
    'treats a corrupt stored quantity %s as absent',
    (stored) => {
      expect(mergeLineQuantity(stored, 1)).toEqual({ ok: true, value: 1 });
    },
  );

  it('property: a successful merge always lands within bounds and follows the rule', () => {
    fc.assert(
      fc.property(fc.option(validQuantity, { nil: undefined }), validQuantity, (stored, incoming) => {
        const result = mergeLineQuantity(stored, incoming);
        const expected = stored === undefined || incoming > 1 ? incoming : stored + 1;
        if (expected > MAX_LINE_QUANTITY) {
          expect(result.ok).toBe(false);
        } else {
          expect(result).toEqual({ ok: true, value: expected });
        }
      }),
    );
  });

  it('property: the result is never out of bounds, whatever the input', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: undefined }), fc.double(), (stored, incoming) => {
        const result = mergeLineQuantity(stored, incoming);
        if (result.ok) {
          expect(Number.isInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(1);
          expect(result.value).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
        }
      }),
    );
  });
});

describe('mergeCartLine', () => {
  it('creates a line when there is none', () => {
    const line = makeCartLine({ quantity: 3 });
    expect(mergeCartLine(undefined, line)).toEqual({ ok: true, value: line });
  });

  it('merges quantities and takes descriptive fields from the incoming line', () => {
    const existing = makeCartLine({ quantity: 2, sku_description: 'old text' });
    const incoming = makeCartLine({ quantity: 1, sku_description: '  new text ' });
    expect(mergeCartLine(existing, incoming)).toEqual({
      ok: true,
      value: { ...incoming, sku_description: 'new text', quantity: 3 },
    });
  });

  it('refuses to merge lines of different products', () => {
    const result = mergeCartLine(makeCartLine({ product_id: 'a' }), makeCartLine({ product_id: 'b' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('input/invalid');
  });

  it('reports a bad quantity with the quantity code and other bad fields as invalid input', () => {
    const quantity = mergeCartLine(undefined, makeCartLine({ quantity: 0 }));
    expect(!quantity.ok && quantity.error.code).toBe('cart/quantity-out-of-bounds');
    const sku = mergeCartLine(undefined, makeCartLine({ sku: '   ' }));
    expect(!sku.ok && sku.error.code).toBe('input/invalid');
  });

  it('adds a typed quantity with `sum`, and refuses a sum past the maximum', () => {
    const existing = makeCartLine({ quantity: 6 });
    expect(mergeCartLine(existing, makeCartLine({ quantity: 3 }), 'sum')).toEqual({
      ok: true,
      value: makeCartLine({ quantity: 9 }),
    });
    const over = mergeCartLine(makeCartLine({ quantity: MAX_LINE_QUANTITY }), makeCartLine({ quantity: 2 }), 'sum');
    expect(!over.ok && over.error.code).toBe('cart/quantity-out-of-bounds');
  });

  it('surfaces an overflow from the merge', () => {
    const result = mergeCartLine(makeCartLine({ quantity: MAX_LINE_QUANTITY }), makeCartLine({ quantity: 1 }));
    expect(!result.ok && result.error.code).toBe('cart/quantity-out-of-bounds');
  });
});

describe('ZCartLine', () => {
  it('accepts a line with an empty brand and trims text', () => {
    expect(ZCartLine.parse(makeCartLine({ brand: '', sku: ' S1 ' }))).toMatchObject({ brand: '', sku: 'S1' });
  });

  it('rejects missing fields and bad quantities', () => {
    expect(ZCartLine.safeParse({ sku: 'a' }).success).toBe(false);
    expect(ZCartLine.safeParse(makeCartLine({ quantity: 10_000 })).success).toBe(false);
    expect(ZCartLine.safeParse(makeCartLine({ quantity: 2.5 })).success).toBe(false);
  });
});

describe('cartLineFromProduct', () => {
  it('copies the catalogue fields the cart shows', () => {
    const result = cartLineFromProduct(
      makeProduct({ product_id: 'p9', sku: 'S9', description: 'Cable THW 12', brand: 'Condumex' }),
      2,
    );
    expect(result).toEqual({
      ok: true,
      value: { product_id: 'p9', sku: 'S9', sku_description: 'Cable THW 12', brand: 'Condumex', quantity: 2 },
    });
  });

  it('refuses a bad quantity', () => {
    expect(cartLineFromProduct(makeProduct(), 0).ok).toBe(false);
  });
});

describe('cartItemCount', () => {
  it('sums quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(cartItemCount([{ quantity: 2 }, { quantity: 5 }])).toBe(7);
  });
});

describe('compareCartLines', () => {
  it('orders lines by description with Spanish collation', () => {
    const lines = ['Zapata', 'Ánodo', 'Caja', 'apagador'].map((sku_description) => ({ sku_description }));
    expect(lines.sort(compareCartLines).map((l) => l.sku_description)).toEqual(['Ánodo', 'apagador', 'Caja', 'Zapata']);
  });
});

describe('pickCartLine', () => {
  it('keeps only the cart-line fields', () => {
    expect(pickCartLine({ ...makeCartLine(), unit_price_cents: 5 } as ReturnType<typeof makeCartLine>)).toEqual(
      makeCartLine(),
    );
  });
});

describe('addedToCartText (what an add says once saved)', () => {
  it('says a new line was added', () => {
    expect(addedToCartText(undefined, 5)).toBe('Producto agregado a tu cotización.');
  });

  it('says units were added to a line already there, and how many it holds now', () => {
    expect(addedToCartText(3, 1)).toBe('Agregaste 1: en tu cotización ahora hay 4 (tenías 3).');
    expect(addedToCartText(3, 5, 'sum')).toBe('Agregaste 5: en tu cotización ahora hay 8 (tenías 3).');
  });

  it('says a typed quantity replaced the one the line had, never that it was added', () => {
    expect(addedToCartText(3, 5)).toBe(
      'Tu cotización ya tenía 3: la cantidad ahora es 5. Cámbiala en tu cotización si querías sumarlos.',
    );
    expect(addedToCartText(5, 5)).toBe('Este producto ya estaba en tu cotización con 5: no cambió.');
  });
});
