import { describe, expect, it } from 'vitest';
import { formatQuoteDate, formatQuoteDay } from './format-quote-date';

describe('formatQuoteDate', () => {
  it("writes dates in Spanish on the company's clock (Mexico City), whatever the zone it runs in", () => {
    expect(formatQuoteDate(new Date('2026-11-22T16:30:00Z'))).toBe('22 de noviembre de 2026, 10:30');
    expect(formatQuoteDate(new Date('2027-01-05T14:05:00Z'))).toBe('5 de enero de 2027, 08:05');
    // Past midnight UTC it is still the evening before in Mexico City.
    expect(formatQuoteDate(new Date('2026-12-06T05:59:59.999Z'))).toBe('5 de diciembre de 2026, 23:59');
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
