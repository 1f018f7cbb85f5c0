import { describe, expect, it } from 'vitest';
import { getErrorEntry } from '@voltia/domain';
import { makeDeskLine } from '@voltia/domain/testing';
import { lineFieldInput, lineFieldOp, lineFieldValue, parseLineField } from './desk-line-fields';

describe('parseLineField', () => {
  it.each([
    ['1234.5', 123_450],
    ['1,234.50', 123_450],
    ['$1,234.50', 123_450],
    [' 99 ', 9_900],
    ['', null],
  ])('reads the price %j', (raw, cents) => {
    expect(parseLineField('unit_price_cents', raw)).toEqual({ ok: true, value: cents });
  });

  it('refuses a malformed or zero price with the catalogue message', () => {
    const malformed = parseLineField('unit_price_cents', '12,5');
    expect(!malformed.ok && malformed.error.userMessage).toBe(getErrorEntry('money/invalid-price').message);
    const zero = parseLineField('unit_price_cents', '0');
    expect(!zero.ok && zero.error.code).toBe('money/price-out-of-range');
  });

  it('reads a discount in percent, empty as none', () => {
    expect(parseLineField('discount_bp', '12.5')).toEqual({ ok: true, value: 1250 });
    expect(parseLineField('discount_bp', '')).toEqual({ ok: true, value: 0 });
    const over = parseLineField('discount_bp', '101');
    expect(!over.ok && over.error.code).toBe('money/invalid-percent');
  });

  it.each([
    ['0', 0],
    ['365', 365],
    ['', null],
  ])('reads delivery days %j', (raw, days) => {
    expect(parseLineField('delivery_days', raw)).toEqual({ ok: true, value: days });
  });

  it.each(['366', '-1', '2.5', '1e2', 'tres'])('refuses delivery days %j', (raw) => {
    const result = parseLineField('delivery_days', raw);
    expect(!result.ok && result.error.code).toBe('desk/invalid-delivery');
  });

  it('reads a quantity from 1 to 9999 and refuses the rest', () => {
    expect(parseLineField('quantity', '12')).toEqual({ ok: true, value: 12 });
    for (const raw of ['0', '10000', '', '1.5']) {
      const result = parseLineField('quantity', raw);
      expect(!result.ok && result.error.code).toBe('cart/quantity-out-of-bounds');
    }
  });
});

describe('lineFieldInput', () => {
  it('shows each value as the plain figure typed back', () => {
    expect(lineFieldInput('unit_price_cents', 123_450)).toBe('1234.50');
    expect(lineFieldInput('unit_price_cents', null)).toBe('');
    expect(lineFieldInput('discount_bp', 1250)).toBe('12.5');
    expect(lineFieldInput('delivery_days', 0)).toBe('0');
    expect(lineFieldInput('delivery_days', null)).toBe('');
    expect(lineFieldInput('quantity', 4)).toBe('4');
  });

  it('round-trips through parseLineField', () => {
    const line = makeDeskLine({ unit_price_cents: 98_765, discount_bp: 725, delivery_days: 12, quantity: 30 });
    for (const field of ['unit_price_cents', 'discount_bp', 'delivery_days', 'quantity'] as const) {
      expect(parseLineField(field, lineFieldInput(field, lineFieldValue(line, field)))).toEqual({
        ok: true,
        value: lineFieldValue(line, field),
      });
    }
  });
});

describe('lineFieldOp', () => {
  it('sets one field of one line', () => {
    expect(lineFieldOp('prod-1', 'unit_price_cents', 500)).toEqual({
      op: 'set_line',
      product_id: 'prod-1',
      unit_price_cents: 500,
    });
    expect(lineFieldOp('prod-1', 'delivery_days', null)).toEqual({
      op: 'set_line',
      product_id: 'prod-1',
      delivery_days: null,
    });
  });

  it('never empties a quantity or a discount', () => {
    expect(() => lineFieldOp('prod-1', 'quantity', null)).toThrow(RangeError);
  });
});
