import { describe, expect, it } from 'vitest';
import { AppError, type TDeskListPrices } from '@voltia/domain';
import {
  APPROVAL_THRESHOLD_TEXT,
  belowCostLineText,
  lineMarginText,
  listPriceHint,
  NO_LIST_PRICE_TEXT,
  quoteMarginSummary,
} from './desk-margins';

const prices: TDeskListPrices = new Map([['p1', { cost_cents: 7_500, list_price_cents: 10_000 }]]);

describe('desk margins text', () => {
  it('names a below-cost line by SKU with its margin and a true minus sign', () => {
    expect(belowCostLineText({ sku: 'QO330', margin_bp: -188 })).toBe('SKU QO330: margen −1.88 %');
    expect(belowCostLineText({ sku: 'QO330', margin_bp: null })).toBe('SKU QO330: margen —');
  });

  it('the price field suggests the list price, or says there is none; nothing while loading or failed', () => {
    expect(listPriceHint({ status: 'ready', value: prices }, 'p1')).toBe('Lista: $100.00');
    expect(listPriceHint({ status: 'ready', value: prices }, 'p9')).toBe(NO_LIST_PRICE_TEXT);
    expect(listPriceHint({ status: 'loading' }, 'p1')).toBeNull();
    expect(listPriceHint({ status: 'error', error: new AppError('desk/prices-read-failed') }, 'p1')).toBeNull();
  });

  it('a line margin: percent (a minus sign when below cost), a dash without price, "Sin costo" without cost', () => {
    expect(
      lineMarginText({ kind: 'known', net_unit_cents: 10_000, cost_cents: 7_500, margin_bp: 2500, below_cost: false }),
    ).toBe('25 %');
    expect(
      lineMarginText({ kind: 'known', net_unit_cents: 7_000, cost_cents: 7_500, margin_bp: -714, below_cost: true }),
    ).toBe('−7.14 %');
    expect(lineMarginText({ kind: 'unknown', reason: 'unpriced' })).toBe('—');
    expect(lineMarginText({ kind: 'unknown', reason: 'no-cost' })).toBe('Sin costo');
  });

  it('the quote margin with what it leaves out', () => {
    expect(
      quoteMarginSummary({
        net_cents: 10_000,
        cost_cents: 15_000,
        margin_bp: -5000,
        lines_without_cost: 1,
        unpriced_lines: 2,
        below_cost_lines: 1,
      }),
    ).toEqual({
      margin: '−50 %',
      notes: [
        '1 producto por debajo del costo.',
        '1 producto sin costo registrado no cuenta en el margen.',
        '2 productos sin precio no cuentan todavía.',
      ],
    });
    expect(
      quoteMarginSummary({
        net_cents: 0,
        cost_cents: 0,
        margin_bp: null,
        lines_without_cost: 0,
        unpriced_lines: 0,
        below_cost_lines: 0,
      }),
    ).toEqual({ margin: '—', notes: [] });
    expect(APPROVAL_THRESHOLD_TEXT).toBe('Descuentos mayores que 15 %');
  });
});
