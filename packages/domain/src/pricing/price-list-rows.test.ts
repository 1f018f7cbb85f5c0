import { describe, expect, it } from 'vitest';
import type { TPricedProduct } from './price-adjustment';
import { listPriceCents } from './price-list';
import {
  priceEditorSupplierIds,
  priceListProductOf,
  priceListRows,
  unpricedCount,
  type TPriceListProduct,
} from './price-list-rows';

const at = new Date('2026-11-01T10:00:00Z');
const product = (id: string, sku: string, suppliers: string[] = ['norte']): TPriceListProduct => ({
  product_id: id,
  sku,
  description: `Producto ${sku}`,
  brand_id: 'urrea',
  category_id: 'herramientas',
  supplier_ids: suppliers,
});
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

describe('priceListRows', () => {
  it('lists every product: the unpriced first, then the priced, each by SKU; the catalogue facts win', () => {
    const rows = priceListRows(
      [product('b', 'B-2'), product('a', 'A-1'), product('z', 'Z-9', []), product('c', 'C-3')],
      [price('a', 'A-1'), price('c', 'C-3')],
    );
    expect(rows.map((row) => [row.sku, row.price === null])).toEqual([
      ['B-2', true],
      ['Z-9', true],
      ['A-1', false],
      ['C-3', false],
    ]);
    expect(rows[2]).toMatchObject({ description: 'Producto A-1', brand_id: 'urrea', price: { cost_cents: 7500 } });
    expect(unpricedCount(rows)).toBe(2);
  });

  it('keeps a price whose product is gone, with the facts it repeats', () => {
    const rows = priceListRows([], [price('huerfano', 'H-1')]);
    expect(rows).toEqual([
      expect.objectContaining({
        product_id: 'huerfano',
        sku: 'H-1',
        brand_id: 'viejo',
        supplier_ids: ['norte'],
        price: expect.objectContaining({ cost_cents: 7500 }),
      }),
    ]);
  });
});

describe('priceListProductOf', () => {
  it('reads a stored product leniently, and refuses a document without a SKU', () => {
    expect(
      priceListProductOf('x', {
        sku: 'X-1',
        description: 'Cosa',
        brand_id: 'b',
        category_id: 'c',
        supplier_ids: ['norte', 3, ''],
      }),
    ).toEqual({
      product_id: 'x',
      sku: 'X-1',
      description: 'Cosa',
      brand_id: 'b',
      category_id: 'c',
      supplier_ids: ['norte'],
    });
    expect(priceListProductOf('x', { sku: 'X-1' })).toMatchObject({ description: '', supplier_ids: [] });
    expect(priceListProductOf('x', { description: 'sin SKU' })).toBeUndefined();
    expect(priceListProductOf('x', undefined)).toBeUndefined();
  });
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
