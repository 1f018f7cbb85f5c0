import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBasisPoints,
  bpToInput,
  centsToInput,
  formatMoney,
  formatPercentBp,
  MAX_UNIT_PRICE_CENTS,
  parseMoneyInput,
  parsePercentInput,
  roundHalfUpDiv,
} from './money';

describe('roundHalfUpDiv: the one rounding rule', () => {
  it.each([
    [0n, 1n, 0n],
    [4n, 10n, 0n],
    [5n, 10n, 1n],
    [15n, 10n, 2n],
    [149n, 100n, 1n],
    [150n, 100n, 2n],
    [12345n, 1n, 12345n],
  ])('%i / %i → %i', (n, d, expected) => {
    expect(roundHalfUpDiv(n, d)).toBe(expected);
  });

  it('refuses a negative numerator or a non-positive denominator', () => {
    expect(() => roundHalfUpDiv(-1n, 2n)).toThrow(RangeError);
    expect(() => roundHalfUpDiv(1n, 0n)).toThrow(RangeError);
  });

  it('is never more than half a cent away from the exact quotient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 6n }), (n, d) => {
        const r = roundHalfUpDiv(n, d);
        // |r - n/d| <= 1/2  ⇔  |2rd - 2n| <= d, and exact halves go up.
        const diff = 2n * r * d - 2n * n;
        expect(diff <= d && diff > -d).toBe(true);
      }),
    );
  });
});

describe('applyBasisPoints', () => {
  it('takes a percentage of cents with the money rounding', () => {
    expect(applyBasisPoints(10_000, 1600)).toBe(1600);
    expect(applyBasisPoints(333, 1600)).toBe(53); // 53.28
    expect(applyBasisPoints(25, 1000)).toBe(3); // 2.5 → 3
    expect(applyBasisPoints(0, 1600)).toBe(0);
  });

  it('stays exact far beyond 2^53 intermediate products', () => {
    expect(applyBasisPoints(9_999_000_000_000, 9999)).toBe(9_998_000_100_000);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100_000_000_000, '$1,000,000,000.00'],
    [-250, '-$2.50'],
  ])('%i ¢ → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('formatPercentBp and the input helpers', () => {
  it('formats basis points as a short percentage', () => {
    expect(formatPercentBp(1600)).toBe('16 %');
    expect(formatPercentBp(1250)).toBe('12.5 %');
    expect(formatPercentBp(1)).toBe('0.01 %');
    expect(formatPercentBp(0)).toBe('0 %');
  });

  it('shows stored values the way the fields take them back', () => {
    expect(centsToInput(123456)).toBe('1234.56');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(null)).toBe('');
    expect(bpToInput(1250)).toBe('12.5');
    expect(bpToInput(0)).toBe('0');
  });

  it('round-trips any price and discount through its input text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_UNIT_PRICE_CENTS }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, bp) => {
          expect(parseMoneyInput(centsToInput(cents))).toEqual({ ok: true, value: cents });
          expect(parsePercentInput(bpToInput(bp))).toEqual({ ok: true, value: bp });
        },
      ),
    );
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['1234.5', 123450],
    ['1,234.50', 123450],
    ['$ 1,234.50', 123450],
    ['$1234', 123400],
    ['0.01', 1],
    ['12.', 1200],
    ['  99.9 MXN ', 9990],
    ['10,000,000', 1_000_000_000],
  ])('%s → %i ¢', (text, cents) => {
    expect(parseMoneyInput(text)).toEqual({ ok: true, value: cents });
  });

  it.each([['abc'], [''], ['12,5'], ['1.234'], ['1,23.00'], ['-5'], ['1e3'], ['12.345']])(
    'refuses %s as a malformed price',
    (text) => {
      const result = parseMoneyInput(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('money/invalid-price');
    },
  );

  it.each([['0'], ['0.00'], ['10,000,000.01']])('refuses %s as out of range', (text) => {
    const result = parseMoneyInput(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('money/price-out-of-range');
  });
});

describe('parsePercentInput', () => {
  it.each([
    ['12.5', 1250],
    ['12.5 %', 1250],
    ['0', 0],
    ['', 0],
    ['100', 10_000],
    ['0.01', 1],
  ])('%s → %i bp', (text, bp) => {
    expect(parsePercentInput(text)).toEqual({ ok: true, value: bp });
  });

  it.each([['100.01'], ['-1'], ['abc'], ['1.234'], ['1000']])('refuses %s', (text) => {
    const result = parsePercentInput(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('money/invalid-percent');
  });
});
