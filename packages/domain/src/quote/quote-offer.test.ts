import { describe, expect, it } from 'vitest';
import { makeDeskLine } from '../testing/factories';
import { buildOffer, ZQuoteOffer } from './quote-offer';

describe('buildOffer', () => {
  it('snapshots the priced lines with their amounts and the totals', () => {
    const result = buildOffer(
      [makeDeskLine({ unit_price_cents: 10_000, quantity: 3, discount_bp: 1000, delivery_days: 0 })],
      '  Contado ',
      2,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      version: 2,
      terms: 'Contado',
      lines: [
        {
          sku: 'SKU-prod-100',
          product_id: 'prod-100',
          sku_description: 'Contactor tripolar 25 A bobina 220 V AC',
          brand: 'Siemens',
          quantity: 3,
          unit_price_cents: 10_000,
          discount_bp: 1000,
          delivery_days: 0,
          gross_cents: 30_000,
          discount_cents: 3000,
          net_cents: 27_000,
        },
      ],
      totals: {
        currency: 'MXN',
        iva_rate_bp: 1600,
        subtotal_cents: 30_000,
        discount_cents: 3000,
        taxable_cents: 27_000,
        iva_cents: 4320,
        total_cents: 31_320,
        unpriced_lines: 0,
      },
    });
    expect(ZQuoteOffer.parse(result.value)).toEqual(result.value);
  });

  it('refuses no lines, and names every unpriced line by SKU', () => {
    const empty = buildOffer([], '', 1);
    expect(!empty.ok && empty.error.code).toBe('quote/empty');
    const unpriced = buildOffer(
      [
        makeDeskLine({ sku: 'A', unit_price_cents: null }),
        makeDeskLine({ product_id: 'x', sku: 'B' }),
        makeDeskLine({ product_id: 'y', sku: 'C', unit_price_cents: null }),
      ],
      '',
      1,
    );
    expect(!unpriced.ok && unpriced.error.code).toBe('quote/unpriced-lines');
    expect(!unpriced.ok && unpriced.error.detail).toBe('A, C');
  });

  it('refuses a line the offer schema cannot hold', () => {
    const bad = buildOffer([makeDeskLine({ unit_price_cents: -1 })], '', 1);
    expect(!bad.ok && bad.error.code).toBe('input/invalid');
  });
});
