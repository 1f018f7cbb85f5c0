import { describe, expect, it } from 'vitest';
import { importedPrice, IMPORT_PRICE_REASON } from './imported-price';
import type { TPricedProduct } from './price-adjustment';
import { listPriceCents, ZProductPrice } from './price-list';
import type { TPriceListProduct } from './price-list-rows';

const now = new Date('2026-11-20T10:00:00Z');
const actor = { uid: 'staff-1', name: 'Ana' };
const product: TPriceListProduct = {
  product_id: 'urrea-1',
  sku: 'U-1',
  description: 'Llave',
  brand_id: 'urrea',
  category_id: 'herramientas',
  supplier_ids: ['norte', 'bajio'],
};
const current: TPricedProduct = {
  ...product,
  supplier_id: 'norte',
  cost_cents: 10_000,
  margin_bp: 2500,
  list_price_cents: listPriceCents(10_000, 2500),
  supplier_costs: [
    { supplier_id: 'sur', cost_cents: 9000 },
    { supplier_id: 'norte', cost_cents: 10_000 },
    { supplier_id: 'bajio', cost_cents: 11_000 },
  ],
  updated_at: new Date('2026-11-01T00:00:00Z'),
};

describe('importedPrice', () => {
  it('creates a price from nothing: the list price computed, a history entry with no before', () => {
    const written = importedPrice(
      undefined,
      product,
      { supplier_id: 'bajio', cost_cents: 7500, margin_bp: 2500 },
      actor,
      now,
    );
    const { supplier_ids: _linked, ...facts } = product;
    expect(written?.price).toEqual({
      ...facts,
      supplier_id: 'bajio',
      cost_cents: 7500,
      margin_bp: 2500,
      list_price_cents: 10_000,
      supplier_costs: [{ supplier_id: 'bajio', cost_cents: 7500 }],
      updated_at: now,
      updated_by: actor,
    });
    expect(ZProductPrice.safeParse(written?.price).success).toBe(true);
    expect(written?.history).toEqual({
      product_id: 'urrea-1',
      at: now,
      by: actor,
      kind: 'import',
      reason: IMPORT_PRICE_REASON,
      before: null,
      after: { supplier_id: 'bajio', cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      batch_id: null,
    });
  });

  it("changes the chosen supplier's cost in place, keeps the other linked suppliers' costs and drops unlinked ones", () => {
    const written = importedPrice(
      current,
      product,
      { supplier_id: 'bajio', cost_cents: 12_000, margin_bp: 2000 },
      actor,
      now,
    );
    expect(written?.price.supplier_costs).toEqual([
      { supplier_id: 'norte', cost_cents: 10_000 },
      { supplier_id: 'bajio', cost_cents: 12_000 },
    ]);
    expect(written?.price).toMatchObject({ supplier_id: 'bajio', cost_cents: 12_000, list_price_cents: 15_000 });
    expect(written?.history.before).toEqual({
      supplier_id: 'norte',
      cost_cents: 10_000,
      margin_bp: 2500,
      list_price_cents: 13_333,
    });
  });

  it('is null when the row changes nothing (importing twice writes once)', () => {
    const stored = { ...current, supplier_costs: current.supplier_costs.slice(1) };
    expect(
      importedPrice(stored, product, { supplier_id: 'norte', cost_cents: 10_000, margin_bp: 2500 }, actor, now),
    ).toBeNull();
    expect(
      importedPrice(stored, product, { supplier_id: 'norte', cost_cents: 10_000, margin_bp: 2600 }, actor, now),
    ).not.toBeNull();
  });
});
