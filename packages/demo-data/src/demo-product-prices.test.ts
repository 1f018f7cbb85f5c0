import {
  listPriceCents,
  pricedProductFrom,
  ZPriceBatch,
  ZPriceBatchItem,
  ZPriceHistoryEntry,
  ZProductPrice,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { demoUnitPriceCents } from './demo-prices';
import {
  buildDemoPriceList,
  costForList,
  DEMO_BULK_SCOPE,
  DEMO_MANUAL_SKU,
  DEMO_MARGIN_RANGE_BP,
  demoMarginBp,
} from './demo-product-prices';
import { DEMO_PRODUCTS } from './products';

const now = new Date('2026-11-23T17:00:00Z');
const list = buildDemoPriceList(DEMO_PRODUCTS, now);

describe('the demo price list', () => {
  it('prices every demo product with a cost for each linked supplier, the first as the pricing supplier, and the computed list price', () => {
    expect(list.prices.map((price) => price.product_id)).toEqual(DEMO_PRODUCTS.map((product) => product.product_id));
    for (const price of list.prices) {
      const product = DEMO_PRODUCTS.find((candidate) => candidate.product_id === price.product_id)!;
      expect(ZProductPrice.safeParse(price).success, product.sku).toBe(true);
      expect(pricedProductFrom(price).sku).toBe(product.sku);
      expect(price.supplier_costs.map((entry) => entry.supplier_id)).toEqual(product.supplier_ids);
      expect(price.supplier_id).toBe(product.supplier_ids[0]);
      expect(price.list_price_cents).toBe(listPriceCents(price.cost_cents, price.margin_bp));
      expect(price.margin_bp).toBeGreaterThanOrEqual(DEMO_MARGIN_RANGE_BP[0]);
      expect(price.margin_bp).toBeLessThanOrEqual(DEMO_MARGIN_RANGE_BP[1]);
      for (const entry of price.supplier_costs.slice(1)) expect(entry.cost_cents).toBeGreaterThan(price.cost_cents);
    }
  });

  it('agrees with the desk demo prices: outside the bulk batch, the list price is the desk price, to the cent where a cost reaches it', () => {
    let exact = 0;
    const outside = list.prices.filter((price) => price.brand_id !== DEMO_BULK_SCOPE.id);
    for (const price of outside) {
      const product = DEMO_PRODUCTS.find((candidate) => candidate.product_id === price.product_id)!;
      const desk = demoUnitPriceCents(product);
      expect(Math.abs(price.list_price_cents - desk) / desk, product.sku).toBeLessThan(0.001);
      if (price.list_price_cents === desk) exact += 1;
    }
    expect(exact / outside.length).toBeGreaterThan(0.6);
  });

  it('finds the cost that reaches a list price', () => {
    expect(costForList(10_000, 2500)).toBe(7500);
    expect(listPriceCents(costForList(12_345, 3300), 3300)).toBe(12_345);
  });

  it('keeps margins plausible by category (cables thin, tape and wiring devices fat)', () => {
    const cable = DEMO_PRODUCTS.find((product) => product.category_id === 'cables-y-conductores')!;
    const tape = DEMO_PRODUCTS.find((product) => product.category_id === 'cintas-y-aislantes')!;
    expect(demoMarginBp(cable)).toBeLessThan(demoMarginBp(tape));
  });

  it('tells a history: a bulk batch over the brand (applied, undoable) and a manual change, every entry valid', () => {
    expect(list.batches).toHaveLength(1);
    const batch = ZPriceBatch.parse(list.batches[0]);
    const urrea = list.prices.filter((price) => price.brand_id === DEMO_BULK_SCOPE.id);
    expect(batch.count).toBe(urrea.length);
    expect(batch.state).toBe('applied');
    expect(list.batchItems).toHaveLength(urrea.length);
    for (const item of list.batchItems) {
      ZPriceBatchItem.parse(item);
      const price = urrea.find((candidate) => candidate.product_id === item.product_id)!;
      expect(item.after).toEqual({
        supplier_id: price.supplier_id,
        cost_cents: price.cost_cents,
        margin_bp: price.margin_bp,
        list_price_cents: price.list_price_cents,
      });
      expect(item.after.cost_cents).toBeGreaterThan(item.before.cost_cents);
      expect(item.applied_at).toEqual(price.updated_at);
    }
    for (const entry of list.history) ZPriceHistoryEntry.parse(entry);
    expect(list.history.filter((entry) => entry.kind === 'bulk' && entry.batch_id === batch.id)).toHaveLength(
      urrea.length,
    );
    const manual = list.history.filter((entry) => entry.kind === 'manual');
    const qo = list.prices.find((price) => price.sku === DEMO_MANUAL_SKU)!;
    expect(manual.map((entry) => entry.product_id)).toEqual([qo.product_id, qo.product_id]);
    expect(manual[1]!.after.list_price_cents).toBe(qo.list_price_cents);
    expect(new Set(list.history.map((entry) => entry.id)).size).toBe(list.history.length);
  });

  it('is deterministic', () => {
    expect(buildDemoPriceList(DEMO_PRODUCTS, now)).toEqual(list);
  });
});
