import { describe, expect, it } from 'vitest';
import {
  allocateQuoteNumber,
  quotePdfFilename,
  formatQuoteNumber,
  quoteNumberCounterId,
  quoteNumberSequence,
  quoteNumberYear,
  ZQuoteNumber,
} from './quote-number';

describe('quote numbers', () => {
  it('formats the year and a six-digit sequence', () => {
    expect(formatQuoteNumber(2026, 123)).toBe('COT-2026-000123');
    expect(formatQuoteNumber(2026, 1_234_567)).toBe('COT-2026-1234567');
    expect(ZQuoteNumber.safeParse('COT-2026-000123').success).toBe(true);
    expect(ZQuoteNumber.safeParse('COT-2026-123').success).toBe(false);
  });

  it('refuses years and sequences that make no number', () => {
    expect(() => formatQuoteNumber(26, 1)).toThrow(RangeError);
    expect(() => formatQuoteNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatQuoteNumber(2026, 1.5)).toThrow(RangeError);
  });

  it('follows the Mexico City calendar: 23:30 on 31 December there is still that year', () => {
    expect(quoteNumberYear(new Date('2027-01-01T05:30:00Z'))).toBe(2026);
    expect(quoteNumberYear(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
  });

  it('allocates from the counter and advances it; a missing or corrupt counter starts at 1', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(allocateQuoteNumber(41, now)).toEqual({ number: 'COT-2026-000041', next: 42 });
    for (const stored of [undefined, null, 0, -3, 2.5, '7', Number.NaN]) {
      expect(allocateQuoteNumber(stored, now)).toEqual({ number: 'COT-2026-000001', next: 2 });
    }
    expect(quoteNumberCounterId(2026)).toBe('quote-numbers-2026');
  });

  it('reads the sequence back for search', () => {
    expect(quoteNumberSequence('COT-2026-000123')).toBe(123);
    expect(quoteNumberSequence('PED-2026-1')).toBeUndefined();
  });

  it('names the PDF after the quote number, or its id', () => {
    expect(quotePdfFilename('COT-2026-000001', 'q')).toBe('COT-2026-000001.pdf');
    expect(quotePdfFilename(null, 'q1')).toBe('cotizacion-q1.pdf');
  });
});
