import { describe, expect, it } from 'vitest';
import {
  bulkAdjustmentPlan,
  canUndoPriceBatch,
  isPriceBatchStalled,
  PRICE_BATCH_STALLED_AFTER_MS,
  priceBatchStateText,
  formatChangeBp,
  inPriceScope,
  planFingerprint,
  priceBatchIdFor,
  ZBulkApplyRequest,
  ZBulkPreviewRequest,
  ZSavePriceRequest,
  type TPricedProduct,
} from './price-adjustment';
import { listPriceCents } from './price-list';

const at = new Date('2026-11-02T10:00:00Z');

function priced(overrides: Partial<TPricedProduct> & { product_id: string }): TPricedProduct {
  const supplierCosts = overrides.supplier_costs ?? [{ supplier_id: 'norte', cost_cents: 10_000 }];
  const supplierId = overrides.supplier_id ?? supplierCosts[0]!.supplier_id;
  const cost = supplierCosts.find((entry) => entry.supplier_id === supplierId)!.cost_cents;
  const margin = overrides.margin_bp ?? 2500;
  return {
    sku: overrides.product_id.toUpperCase(),
    description: `Producto ${overrides.product_id}`,
    brand_id: 'square-d',
    category_id: 'iluminacion',
    updated_at: at,
    ...overrides,
    supplier_id: supplierId,
    supplier_costs: supplierCosts,
    cost_cents: cost,
    margin_bp: margin,
    list_price_cents: listPriceCents(cost, margin),
  };
}

const products = [
  priced({
    product_id: 'b',
    brand_id: 'square-d',
    supplier_costs: [
      { supplier_id: 'norte', cost_cents: 7500 },
      { supplier_id: 'bajio', cost_cents: 8000 },
    ],
  }),
  priced({
    product_id: 'a',
    brand_id: 'square-d',
    category_id: 'herramientas',
    supplier_costs: [{ supplier_id: 'bajio', cost_cents: 1999 }],
  }),
  priced({
    product_id: 'c',
    brand_id: 'siemens',
    supplier_costs: [
      { supplier_id: 'bajio', cost_cents: 5000 },
      { supplier_id: 'norte', cost_cents: 4000 },
    ],
    supplier_id: 'norte',
  }),
];

describe('bulkAdjustmentPlan', () => {
  it('lists every product of a brand, sorted by SKU, with the cost moved by the percentage and the list recomputed at the same margin', () => {
    const plan = bulkAdjustmentPlan(products, { kind: 'brand', id: 'square-d' }, 500);
    expect(plan.map((change) => change.product_id)).toEqual(['a', 'b']);
    const [a, b] = plan;
    expect(a!.before.cost_cents).toBe(1999);
    expect(a!.after.cost_cents).toBe(2099); // 1999 × 5 % = 99.95 → 100
    expect(a!.after.margin_bp).toBe(2500);
    expect(a!.after.list_price_cents).toBe(listPriceCents(2099, 2500));
    expect(b!.supplier_costs_after).toEqual([
      { supplier_id: 'norte', cost_cents: 7875 },
      { supplier_id: 'bajio', cost_cents: 8400 },
    ]);
    expect(b!.after.list_price_cents).toBe(10_500);
  });

  it('by category takes the category; by supplier every product the supplier has a cost for, moving only that cost', () => {
    expect(
      bulkAdjustmentPlan(products, { kind: 'category', id: 'herramientas' }, -1000).map((change) => change.product_id),
    ).toEqual(['a']);
    const plan = bulkAdjustmentPlan(products, { kind: 'supplier', id: 'bajio' }, 1000);
    expect(plan.map((change) => change.product_id)).toEqual(['a', 'b', 'c']);
    const c = plan.find((change) => change.product_id === 'c')!;
    // c is priced by norte: bajío's cost moves, the list price does not.
    expect(c.supplier_costs_after).toEqual([
      { supplier_id: 'bajio', cost_cents: 5500 },
      { supplier_id: 'norte', cost_cents: 4000 },
    ]);
    expect(c.after).toEqual(c.before);
  });

  it('refuses a change of zero or out of bounds', () => {
    expect(() => bulkAdjustmentPlan(products, { kind: 'brand', id: 'square-d' }, 0)).toThrow();
    expect(() => bulkAdjustmentPlan(products, { kind: 'brand', id: 'square-d' }, 10_001)).toThrow();
  });

  it('a scope with nothing in it is an empty plan', () => {
    expect(bulkAdjustmentPlan(products, { kind: 'brand', id: 'nadie' }, 500)).toEqual([]);
    expect(inPriceScope(products[2]!, { kind: 'supplier', id: 'norte' })).toBe(true);
  });
});

describe('planFingerprint', () => {
  const scope = { kind: 'brand', id: 'square-d' } as const;
  it('is stable for the same plan and changes when a price changed in between', () => {
    const first = planFingerprint(scope, 500, bulkAdjustmentPlan(products, scope, 500));
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(planFingerprint(scope, 500, bulkAdjustmentPlan(products, scope, 500))).toBe(first);
    const edited = products.map((product) =>
      product.product_id === 'a' ? { ...product, updated_at: new Date(at.getTime() + 1) } : product,
    );
    expect(planFingerprint(scope, 500, bulkAdjustmentPlan(edited, scope, 500))).not.toBe(first);
    expect(planFingerprint(scope, 600, bulkAdjustmentPlan(products, scope, 600))).not.toBe(first);
    expect(priceBatchIdFor(first)).toBe(`ajuste-${first}`);
  });
});

describe('request schemas', () => {
  const save = {
    product_id: 'a',
    supplier_id: 'norte',
    supplier_costs: [{ supplier_id: 'norte', cost_cents: 100 }],
    margin_bp: 2500,
    reason: 'Nueva lista del proveedor',
    expected_updated_at: null,
  };
  it('accept a well-formed save and refuse a pricing supplier without a cost, a repeated supplier, unknown keys and an empty reason', () => {
    expect(ZSavePriceRequest.safeParse(save).success).toBe(true);
    expect(ZSavePriceRequest.safeParse({ ...save, supplier_id: 'bajio' }).success).toBe(false);
    expect(
      ZSavePriceRequest.safeParse({ ...save, supplier_costs: [save.supplier_costs[0], save.supplier_costs[0]] })
        .success,
    ).toBe(false);
    expect(ZSavePriceRequest.safeParse({ ...save, list_price_cents: 5 }).success).toBe(false);
    expect(ZSavePriceRequest.safeParse({ ...save, reason: '  ' }).success).toBe(false);
    expect(ZSavePriceRequest.safeParse({ ...save, margin_bp: 9500 }).success).toBe(false);
  });

  it('a save may link suppliers to the product, each with a cost and named once', () => {
    expect(
      ZSavePriceRequest.safeParse({ ...save, expected_updated_at: null, link_supplier_ids: ['norte'] }).success,
    ).toBe(true);
    expect(ZSavePriceRequest.safeParse({ ...save, link_supplier_ids: ['otro'] }).success).toBe(false);
    expect(ZSavePriceRequest.safeParse({ ...save, link_supplier_ids: ['norte', 'norte'] }).success).toBe(false);
    expect(ZSavePriceRequest.safeParse({ ...save, link_supplier_ids: 'norte' }).success).toBe(false);
  });

  it('bulk requests need a scope, a non-zero change and, to apply, the fingerprint', () => {
    const preview = { scope: { kind: 'brand', id: 'square-d' }, change_bp: 500, reason: 'Aumento de marca' };
    expect(ZBulkPreviewRequest.safeParse(preview).success).toBe(true);
    expect(ZBulkPreviewRequest.safeParse({ ...preview, change_bp: 0 }).success).toBe(false);
    expect(ZBulkPreviewRequest.safeParse({ ...preview, scope: { kind: 'color', id: 'x' } }).success).toBe(false);
    expect(ZBulkApplyRequest.safeParse(preview).success).toBe(false);
    expect(ZBulkApplyRequest.safeParse({ ...preview, fingerprint: '0123456789abcdef' }).success).toBe(true);
  });
});

describe('formatChangeBp', () => {
  it.each([
    [500, '+5 %'],
    [-250, '−2.5 %'],
    [1234, '+12.34 %'],
  ])('%i → %s', (bp, text) => expect(formatChangeBp(bp)).toBe(text));
});

describe('a batch cut off half-way', () => {
  const at = new Date('2026-11-20T10:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('is stalled only while still applying, from the stated time on', () => {
    expect(isPriceBatchStalled({ state: 'applying', at }, later(PRICE_BATCH_STALLED_AFTER_MS - 1))).toBe(false);
    expect(isPriceBatchStalled({ state: 'applying', at }, later(PRICE_BATCH_STALLED_AFTER_MS))).toBe(true);
    expect(isPriceBatchStalled({ state: 'applied', at }, later(PRICE_BATCH_STALLED_AFTER_MS * 10))).toBe(false);
  });

  it('may be undone like an applied one; one still running, undoing or undone may not', () => {
    expect(canUndoPriceBatch({ state: 'applied', at }, later(0))).toBe(true);
    expect(canUndoPriceBatch({ state: 'applying', at }, later(60_000))).toBe(false);
    expect(canUndoPriceBatch({ state: 'applying', at }, later(PRICE_BATCH_STALLED_AFTER_MS))).toBe(true);
    expect(canUndoPriceBatch({ state: 'undoing', at }, later(PRICE_BATCH_STALLED_AFTER_MS))).toBe(false);
    expect(canUndoPriceBatch({ state: 'undone', at }, later(0))).toBe(false);
  });

  it('says how far a cut-off batch got; others by their state', () => {
    expect(
      priceBatchStateText({ state: 'applying', at, done: 133, count: 300 }, later(PRICE_BATCH_STALLED_AFTER_MS)),
    ).toBe('Interrumpido: 133 de 300 aplicados');
    expect(priceBatchStateText({ state: 'applying', at, done: 133, count: 300 }, later(1_000))).toBe('Aplicando…');
    expect(
      priceBatchStateText({ state: 'applied', at, done: 300, count: 300 }, later(PRICE_BATCH_STALLED_AFTER_MS)),
    ).toBe('Aplicado');
  });
});
