import { describe, expect, it } from 'vitest';
import type { TPricedProduct } from './price-adjustment';
import { listPriceCents } from './price-list';
import { priceEditorSupplierIds } from './price-list-rows';

const at = new Date('2026-11-01T10:00:00Z');
const price = (id: string, sku: string, cost = 7500): TPricedProduct => ({
  product_id: id,
  sku,
  description: `Viejo ${sku}`,
  brand_id: 'viejo',
  category_id: 'viejo',
  supplier_id: 'norte',
  cost_cents: cost,
  margin_bp: 2500,
  list_price_cents: listPriceCents(cost, 2500),
  supplier_costs: [{ supplier_id: 'norte', cost_cents: cost }],
  updated_at: at,
});

describe('priceEditorSupplierIds', () => {
  it('offers the linked suppliers, those the price has a cost for, then those added, once each', () => {
    expect(priceEditorSupplierIds({ supplier_ids: ['sur'], price: price('a', 'A') }, ['norte', 'bajio'])).toEqual([
      'sur',
      'norte',
      'bajio',
    ]);
    expect(priceEditorSupplierIds({ supplier_ids: [], price: null })).toEqual([]);
  });
});
