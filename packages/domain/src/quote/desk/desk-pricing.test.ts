import { describe, expect, it } from 'vitest';
import { makeDesk, makeDeskLine } from '../../testing/factories';
import { buildOffer } from '../quote-offer';
import { listPriceCents, marginBpOf } from '../../pricing/price-list';
import { lineAmounts } from '../../money/quote-totals';
import {
  belowCostLines,
  costsOf,
  lineMargin,
  listPriceOps,
  listPricesOf,
  netUnitCents,
  quoteMargin,
} from './desk-pricing';
import type { TDeskListPrices } from './desk-pricing';

const prices: TDeskListPrices = new Map([
  ['p1', { cost_cents: 7_500, list_price_cents: listPriceCents(7_500, 2500) }],
  ['p2', { cost_cents: 1_000, list_price_cents: listPriceCents(1_000, 2000) }],
]);

describe('netUnitCents', () => {
  it('is the unit price after the discount, by the money rule; null without a price', () => {
    expect(netUnitCents({ unit_price_cents: 10_000, discount_bp: 2000 })).toBe(8_000);
    expect(netUnitCents({ unit_price_cents: 999, discount_bp: 1550 })).toBe(999 - 155);
    expect(netUnitCents({ unit_price_cents: null, discount_bp: 0 })).toBeNull();
  });
});

describe('lineMargin', () => {
  it('a line at its list price has the list margin; a discount eats into it', () => {
    expect(lineMargin({ unit_price_cents: 10_000, discount_bp: 0, quantity: 3 }, 7_500)).toEqual({
      kind: 'known',
      net_unit_cents: 10_000,
      cost_cents: 7_500,
      margin_bp: 2500,
      below_cost: false,
    });
    expect(lineMargin({ unit_price_cents: 10_000, discount_bp: 1000, quantity: 1 }, 7_500)).toMatchObject({
      net_unit_cents: 9_000,
      margin_bp: marginBpOf(9_000, 7_500),
      below_cost: false,
    });
  });

  it('flags a net unit price below cost with a negative margin; at cost is not below', () => {
    expect(lineMargin({ unit_price_cents: 10_000, discount_bp: 3000, quantity: 1 }, 7_500)).toMatchObject({
      net_unit_cents: 7_000,
      below_cost: true,
      margin_bp: -714,
    });
    expect(lineMargin({ unit_price_cents: 7_500, discount_bp: 0, quantity: 1 }, 7_500)).toMatchObject({
      below_cost: false,
      margin_bp: 0,
    });
  });

  it('says why a margin is unknown: no price yet, or no cost for the product', () => {
    expect(lineMargin({ unit_price_cents: null, discount_bp: 0, quantity: 1 }, 7_500)).toEqual({
      kind: 'unknown',
      reason: 'unpriced',
    });
    expect(lineMargin({ unit_price_cents: 100, discount_bp: 0, quantity: 1 }, undefined)).toEqual({
      kind: 'unknown',
      reason: 'no-cost',
    });
  });
});

describe('quoteMargin', () => {
  it('is the sum of the line nets against the sum of cost × quantity', () => {
    const lines = [
      makeDeskLine({ product_id: 'p1', unit_price_cents: 10_000, quantity: 3 }),
      makeDeskLine({ product_id: 'p2', unit_price_cents: 1_250, discount_bp: 1000, quantity: 7 }),
    ];
    const net = lines.reduce((sum, line) => sum + (lineAmounts(line)?.net_cents ?? 0), 0);
    const cost = 7_500 * 3 + 1_000 * 7;
    expect(quoteMargin(lines, prices)).toEqual({
      net_cents: net,
      cost_cents: cost,
      margin_bp: marginBpOf(net, cost),
      lines_without_cost: 0,
      unpriced_lines: 0,
      below_cost_lines: 0,
    });
  });

  it('leaves out (and counts) unpriced lines and lines whose product has no cost, and counts below-cost lines', () => {
    const lines = [
      makeDeskLine({ product_id: 'p1', unit_price_cents: 5_000, quantity: 2 }),
      makeDeskLine({ product_id: 'p2', unit_price_cents: null }),
      makeDeskLine({ product_id: 'p9', unit_price_cents: 4_000 }),
    ];
    expect(quoteMargin(lines, prices)).toEqual({
      net_cents: 10_000,
      cost_cents: 15_000,
      margin_bp: -5000,
      lines_without_cost: 1,
      unpriced_lines: 1,
      below_cost_lines: 1,
    });
  });

  it('has no margin when nothing can be counted', () => {
    expect(quoteMargin([], prices).margin_bp).toBeNull();
    expect(quoteMargin([makeDeskLine({ product_id: 'p9' })], prices)).toMatchObject({
      margin_bp: null,
      lines_without_cost: 1,
    });
  });
});

describe('belowCostLines', () => {
  it('names the priced lines whose net unit price is below their cost, with their margin', () => {
    const lines = [
      makeDeskLine({ product_id: 'a', sku: 'A-1', unit_price_cents: 12_050 }),
      makeDeskLine({ product_id: 'b', sku: 'B-1', unit_price_cents: 20_000, discount_bp: 5000 }),
      makeDeskLine({ product_id: 'c', sku: 'C-1', unit_price_cents: 10_000 }),
      makeDeskLine({ product_id: 'd', sku: 'D-1', unit_price_cents: null }),
      makeDeskLine({ product_id: 'e', sku: 'E-1', unit_price_cents: 1 }),
      makeDeskLine({ product_id: 'f', sku: 'F-1', unit_price_cents: 0 }),
    ];
    const costs = new Map([
      ['a', 12_277],
      ['b', 10_001],
      ['c', 10_000],
      ['d', 99_999],
      ['f', 500],
    ]);
    expect(belowCostLines(lines, costs)).toEqual([
      { product_id: 'a', sku: 'A-1', net_unit_cents: 12_050, cost_cents: 12_277, margin_bp: -188 },
      { product_id: 'b', sku: 'B-1', net_unit_cents: 10_000, cost_cents: 10_001, margin_bp: -1 },
      { product_id: 'f', sku: 'F-1', net_unit_cents: 0, cost_cents: 500, margin_bp: null },
    ]);
    expect(belowCostLines(lines, new Map())).toEqual([]);
  });

  it("reads the costs and the list prices of the desk's price map", () => {
    expect(costsOf(new Map([['a', { cost_cents: 7, list_price_cents: 9 }]]))).toEqual(new Map([['a', 7]]));
    expect(listPricesOf(new Map([['a', { cost_cents: 7, list_price_cents: 9 }]]))).toEqual(new Map([['a', 9]]));
  });
});

describe('listPriceOps ("Usar precios de lista")', () => {
  it('prices every unpriced line that has a list price, and leaves priced lines and lines without a price doc alone', () => {
    const lines = [
      makeDeskLine({ product_id: 'p1', unit_price_cents: null }),
      makeDeskLine({ product_id: 'p2', unit_price_cents: 500 }),
      makeDeskLine({ product_id: 'p9', unit_price_cents: null }),
    ];
    expect(listPriceOps(lines, prices)).toEqual([{ op: 'set_line', product_id: 'p1', unit_price_cents: 10_000 }]);
    expect(listPriceOps([], prices)).toEqual([]);
  });
});

describe('the customer never sees cost or margin', () => {
  it('the offer snapshot holds only the customer fields of a line, whatever the desk knows of costs', () => {
    const offer = buildOffer(
      makeDesk({
        discount_approval: {
          by: { uid: 'u', name: 'Ricardo' },
          discounts: [{ product_id: 'prod-100', sku: 'SKU-100', discount_bp: 2000 }],
        },
      }).lines,
      'Contado',
      1,
    );
    expect(offer.ok).toBe(true);
    if (!offer.ok) return;
    const text = JSON.stringify(offer.value);
    for (const word of ['cost', 'margin', 'list_price', 'approval', 'supplier']) expect(text).not.toContain(word);
    expect(Object.keys(offer.value.lines[0] ?? {}).sort()).toEqual(
      [
        'brand',
        'delivery_days',
        'discount_bp',
        'discount_cents',
        'gross_cents',
        'net_cents',
        'product_id',
        'quantity',
        'sku',
        'sku_description',
        'unit_price_cents',
      ].sort(),
    );
  });
});
