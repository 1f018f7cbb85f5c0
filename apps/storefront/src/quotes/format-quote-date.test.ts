import { describe, expect, it } from 'vitest';
import { formatQuoteDate, formatQuoteDay } from './format-quote-date';

describe('formatQuoteDate', () => {
  it('writes dates in Spanish', () => {
    expect(formatQuoteDate(new Date(2026, 10, 22, 10, 30))).toBe('22 de noviembre de 2026, 10:30');
    expect(formatQuoteDate(new Date(2027, 0, 5, 8, 5))).toBe('5 de enero de 2027, 08:05');
  });

  it('shows a dash when there is no date', () => {
    expect(formatQuoteDate(null)).toBe('—');
  });
});

describe('formatQuoteDay', () => {
  it('writes a calendar day in Spanish, whatever the time zone', () => {
    expect(formatQuoteDay('2026-12-08')).toBe('8 de diciembre de 2026');
    expect(formatQuoteDay('2027-01-31')).toBe('31 de enero de 2027');
  });
});
