import { describe, expect, it } from 'vitest';
import { cardLine } from './card-add';

const form = {
  dataset: {
    productId: 'schneider-qo120',
    sku: 'QO120',
    description: 'Interruptor termomagnético QO 1 polo 20 A',
    brand: 'Square D',
  },
};

describe('cardLine', () => {
  it('is the cart line the card describes, with the quantity typed', () => {
    expect(cardLine(form, '3')).toEqual({
      product_id: 'schneider-qo120',
      sku: 'QO120',
      sku_description: 'Interruptor termomagnético QO 1 polo 20 A',
      brand: 'Square D',
      quantity: 3,
    });
  });

  it('refuses a quantity the cart does not take', () => {
    for (const text of ['', ' ', '0', '-1', '2.5', 'tres', '1000000']) expect(cardLine(form, text), text).toBeNull();
  });

  it('refuses a form that names no product', () => {
    expect(cardLine({ dataset: {} }, '1')).toBeNull();
  });
});
