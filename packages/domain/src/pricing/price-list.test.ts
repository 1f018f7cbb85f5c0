import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustCentsByBp,
  isBelowCost,
  listPriceCents,
  marginBpOf,
  MAX_MARGIN_BP,
  needsDiscountApproval,
  priceFigures,
  ZPriceAdjustmentBp,
  ZProductPrice,
} from './price-list';

describe('listPriceCents: cost ÷ (1 − margin), halves up', () => {
  it.each([
    [7500, 2500, 10_000],
    [10_000, 0, 10_000],
    [100, 3333, 150], // 149.99… → 150
    [1, 5000, 2],
    [999, 1000, 1110], // 1110.0
    [12_345, 2000, 15_431], // 15431.25 → 15431
    [3, 5000, 6],
    [1, 9000, 10],
  ])('%i ¢ at %i bp → %i ¢', (cost, margin, list) => {
    expect(listPriceCents(cost, margin)).toBe(list);
  });

  it('refuses a margin outside 0–90 % and fractional cents', () => {
    expect(() => listPriceCents(100, -1)).toThrow(RangeError);
    expect(() => listPriceCents(100, MAX_MARGIN_BP + 1)).toThrow(RangeError);
    expect(() => listPriceCents(10.5, 100)).toThrow(RangeError);
  });

  it('gives back the margin it was asked for, within the rounding of a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: MAX_MARGIN_BP }),
        (cost, margin) => {
          const list = listPriceCents(cost, margin);
          expect(list).toBeGreaterThanOrEqual(cost);
          // Half a cent on the list price moves the margin by at most 0.5 × 10 000 / list bp.
          const drift = Math.abs((marginBpOf(list, cost) ?? 0) - margin);
          expect(drift).toBeLessThanOrEqual(Math.ceil(5000 / list) + 1);
        },
      ),
    );
  });
});

describe('marginBpOf', () => {
  it('is the margin on the sale price, negative below cost, none without a sale', () => {
    expect(marginBpOf(10_000, 7500)).toBe(2500);
    expect(marginBpOf(10_000, 12_000)).toBe(-2000);
    expect(marginBpOf(3, 1)).toBe(6667); // 6666.67 → 6667
    expect(marginBpOf(3, 5)).toBe(-6667);
    expect(marginBpOf(0, 100)).toBeNull();
  });

  it('flags a price below cost only when it is below', () => {
    expect(isBelowCost(99, 100)).toBe(true);
    expect(isBelowCost(100, 100)).toBe(false);
  });
});

describe('adjustCentsByBp', () => {
  it('raises and lowers by a percentage with the money rounding', () => {
    expect(adjustCentsByBp(10_000, 500)).toBe(10_500);
    expect(adjustCentsByBp(10_000, -250)).toBe(9750);
    expect(adjustCentsByBp(15, 1000)).toBe(17); // 1.5 → 2
    expect(adjustCentsByBp(1, -5000)).toBe(1); // never below a cent
  });

  it('accepts −50 % to +100 % and refuses 0 %', () => {
    expect(ZPriceAdjustmentBp.safeParse(500).success).toBe(true);
    expect(ZPriceAdjustmentBp.safeParse(-5000).success).toBe(true);
    expect(ZPriceAdjustmentBp.safeParse(0).success).toBe(false);
    expect(ZPriceAdjustmentBp.safeParse(-5001).success).toBe(false);
    expect(ZPriceAdjustmentBp.safeParse(10_001).success).toBe(false);
  });
});

describe('ZProductPrice', () => {
  const base = {
    product_id: 'p-1',
    ...priceFigures('prov-a', 7500, 2500),
    supplier_costs: [
      { supplier_id: 'prov-a', cost_cents: 7500 },
      { supplier_id: 'prov-b', cost_cents: 8000 },
    ],
    updated_at: new Date('2026-11-23T12:00:00Z'),
    updated_by: { uid: 'u1', name: 'Mariana' },
  };

  it('accepts a price whose list follows from the chosen cost and margin', () => {
    expect(ZProductPrice.safeParse(base).success).toBe(true);
    expect(base.list_price_cents).toBe(10_000);
  });

  it.each([
    ['a typed list price', { list_price_cents: 9999 }],
    ['a cost that is not the chosen supplier’s', { cost_cents: 8000, list_price_cents: listPriceCents(8000, 2500) }],
    ['a supplier without a cost', { supplier_id: 'prov-z' }],
    [
      'a supplier twice',
      {
        supplier_costs: [
          { supplier_id: 'prov-a', cost_cents: 7500 },
          { supplier_id: 'prov-a', cost_cents: 7000 },
        ],
      },
    ],
  ])('refuses %s', (_label, change) => {
    expect(ZProductPrice.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('needsDiscountApproval', () => {
  it('asks for a second approval only above 15 %', () => {
    expect(needsDiscountApproval(1500)).toBe(false);
    expect(needsDiscountApproval(1501)).toBe(true);
    expect(needsDiscountApproval(0)).toBe(false);
  });
});
