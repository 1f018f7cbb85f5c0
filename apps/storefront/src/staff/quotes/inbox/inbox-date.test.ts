import { describe, expect, it } from 'vitest';
import { formatInboxDate } from './inbox-date';

describe('formatInboxDate', () => {
  it("writes the date short, in Spanish, on the company's clock (Mexico City)", () => {
    expect(formatInboxDate(new Date('2026-11-14T15:42:00Z'))).toBe('14 nov 2026, 09:42');
    expect(formatInboxDate(new Date('2027-01-06T00:05:00Z'))).toBe('5 ene 2027, 18:05');
  });

  it('shows a dash without a date', () => {
    expect(formatInboxDate(null)).toBe('—');
  });
});
