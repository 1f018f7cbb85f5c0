import { describe, expect, it } from 'vitest';
import { allocateOrderNumber, formatOrderNumber, orderNumberCounterId, ZOrderNumber } from './order-number';
import { allocateQuoteNumber } from '../quote/quote-number';

describe('order numbers', () => {
  it('read PED-year-sequence with six digits, and parse as such', () => {
    expect(formatOrderNumber(2026, 42)).toBe('PED-2026-000042');
    expect(ZOrderNumber.safeParse('PED-2026-000042').success).toBe(true);
    expect(ZOrderNumber.safeParse('COT-2026-000042').success).toBe(false);
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
  });

  it("count on their own yearly counter, by the company's calendar year, from 1 when it is missing or corrupt", () => {
    expect(orderNumberCounterId(2026)).toBe('order-numbers-2026');
    // 1 January 2027 at 03:00 UTC is still 31 December 2026 in Mexico City.
    expect(allocateOrderNumber(7, new Date('2027-01-01T03:00:00Z'))).toEqual({ number: 'PED-2026-000007', next: 8 });
    expect(allocateOrderNumber('x', new Date('2027-01-02T12:00:00Z'))).toEqual({ number: 'PED-2027-000001', next: 2 });
    expect(allocateQuoteNumber(7, new Date('2027-01-01T03:00:00Z')).number).toBe('COT-2026-000007');
  });
});
