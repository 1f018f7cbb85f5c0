import { describe, expect, it } from 'vitest';
import { purchaseOrderRows } from './purchase-order-rows';

describe('purchaseOrderRows', () => {
  it('gives the number and the date in Spanish, or says when the date is missing', () => {
    expect(purchaseOrderRows({ purchase_order_number: 'OC-7781', purchase_order_date: '2026-11-20' })).toEqual([
      ['Número', 'OC-7781'],
      ['Fecha', '20 de noviembre de 2026'],
    ]);
    expect(purchaseOrderRows({ purchase_order_number: 'OC-7781', purchase_order_date: null })).toEqual([
      ['Número', 'OC-7781'],
      ['Fecha', 'Sin fecha'],
    ]);
  });

  it('is null without a purchase order', () => {
    expect(purchaseOrderRows({ purchase_order_number: '', purchase_order_date: null })).toBeNull();
  });
});
