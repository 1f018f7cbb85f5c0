import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UNIT_PRICE_CENTS } from './money';
import { lineAmounts, quoteTotals, quoteTotalsRows, ZQuoteTotals } from './quote-totals';
import type { TTotalsLineInput } from './quote-totals';

const line = (unit_price_cents: number | null, quantity = 1, discount_bp = 0): TTotalsLineInput => ({
  unit_price_cents,
  quantity,
  discount_bp,
});

describe('lineAmounts', () => {
  it('gross is price × quantity; the discount is rounded half up to the cent', () => {
    expect(lineAmounts(line(12_345, 3))).toEqual({ gross_cents: 37_035, discount_cents: 0, net_cents: 37_035 });
    // 37 035 × 12.5 % = 4 629.375 → 4 629
    expect(lineAmounts(line(12_345, 3, 1250))).toEqual({
      gross_cents: 37_035,
      discount_cents: 4629,
      net_cents: 32_406,
    });
    // 5 × 10 % = 0.5 → 1
    expect(lineAmounts(line(5, 1, 1000))).toEqual({ gross_cents: 5, discount_cents: 1, net_cents: 4 });
    expect(lineAmounts(line(999, 2, 10_000))).toEqual({ gross_cents: 1998, discount_cents: 1998, net_cents: 0 });
  });

  it('is null while the line has no price', () => {
    expect(lineAmounts(line(null, 4, 500))).toBeNull();
  });
});

describe('quoteTotals', () => {
  it('a worked example: IVA once, on the discounted subtotal', () => {
    const totals = quoteTotals([line(12_345, 3, 1250), line(89_900, 1), line(333, 7, 333)]);
    // gross: 37 035 + 89 900 + 2 331 = 129 266; discounts: 4 629 + 0 + 77.6223 → 78 = 4 707
    expect(totals).toEqual({
      currency: 'MXN',
      iva_rate_bp: 1600,
      subtotal_cents: 129_266,
      discount_cents: 4707,
      taxable_cents: 124_559,
      iva_cents: 19_929, // 19 929.44
      total_cents: 144_488,
      unpriced_lines: 0,
    });
    expect(ZQuoteTotals.parse(totals)).toEqual(totals);
  });

  it('counts unpriced lines and leaves them out of the figures', () => {
    expect(quoteTotals([line(1000, 2), line(null, 5)])).toMatchObject({
      subtotal_cents: 2000,
      total_cents: 2320,
      unpriced_lines: 1,
    });
  });

  it('an empty quote totals zero', () => {
    expect(quoteTotals([])).toMatchObject({ subtotal_cents: 0, iva_cents: 0, total_cents: 0, unpriced_lines: 0 });
  });

  const arbLine = fc.record({
    unit_price_cents: fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 1, max: MAX_UNIT_PRICE_CENTS }) },
      { weight: 1, arbitrary: fc.constant(null) },
    ),
    quantity: fc.integer({ min: 1, max: 9999 }),
    discount_bp: fc.integer({ min: 0, max: 10_000 }),
  });
  const arbLines = fc.array(arbLine, { maxLength: 200 });

  it('properties: the figures add up, stay whole, non-negative and exact', () => {
    fc.assert(
      fc.property(arbLines, (lines) => {
        const t = quoteTotals(lines);
        const priced = lines.flatMap((l) => lineAmounts(l) ?? []);
        expect(t.subtotal_cents).toBe(priced.reduce((sum, a) => sum + a.gross_cents, 0));
        expect(t.discount_cents).toBe(priced.reduce((sum, a) => sum + a.discount_cents, 0));
        expect(t.taxable_cents).toBe(t.subtotal_cents - t.discount_cents);
        expect(t.total_cents).toBe(t.taxable_cents + t.iva_cents);
        expect(t.unpriced_lines).toBe(lines.length - priced.length);
        expect(t.discount_cents).toBeLessThanOrEqual(t.subtotal_cents);
        // IVA is within half a cent of 16 % of the taxable amount.
        expect(Math.abs(t.iva_cents * 100 - t.taxable_cents * 16)).toBeLessThanOrEqual(50);
        for (const value of [t.subtotal_cents, t.discount_cents, t.iva_cents, t.total_cents]) {
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(ZQuoteTotals.safeParse(t).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('properties: the order of the lines does not matter, and splitting a quantity never changes the gross', () => {
    fc.assert(
      fc.property(arbLines, fc.integer({ min: 0, max: 1000 }), (lines, seed) => {
        const shuffled = [...lines].sort((a, b) => ((a.quantity * 31 + seed) % 97) - ((b.quantity * 31 + seed) % 97));
        expect(quoteTotals(shuffled)).toEqual(quoteTotals(lines));
        const undiscounted = lines.map((l) => ({ ...l, discount_bp: 0 }));
        const split = undiscounted.flatMap((l) =>
          l.quantity > 1
            ? [
                { ...l, quantity: 1 },
                { ...l, quantity: l.quantity - 1 },
              ]
            : [l],
        );
        expect(quoteTotals(split).subtotal_cents).toBe(quoteTotals(undiscounted).subtotal_cents);
      }),
      { numRuns: 200 },
    );
  });

  it('properties: a larger discount never raises the total', () => {
    fc.assert(
      fc.property(arbLine, fc.integer({ min: 0, max: 10_000 }), (l, extra) => {
        const more = { ...l, discount_bp: Math.min(10_000, l.discount_bp + extra) };
        expect(quoteTotals([more]).total_cents).toBeLessThanOrEqual(quoteTotals([l]).total_cents);
      }),
    );
  });
});

describe('quoteTotalsRows', () => {
  it('reads top to bottom as the arithmetic: subtotal, discount taken off, subtotal with discount, IVA, total', () => {
    const rows = quoteTotalsRows(quoteTotals([line(12_345, 3, 1250), line(89_900, 1), line(333, 7, 333)]));
    expect(rows.map((row) => [row.label, row.amount])).toEqual([
      ['Subtotal', '$1,292.66'],
      ['Descuento', '−$47.07'],
      ['Subtotal con descuento', '$1,245.59'],
      ['IVA 16 %', '$199.29'],
      ['Total', '$1,444.88'],
    ]);
  });

  it('prints no minus sign before a zero discount', () => {
    const discount = quoteTotalsRows(quoteTotals([line(10_000, 2)])).find((row) => row.key === 'discount');
    expect(discount?.amount).toBe('$0.00');
  });
});
