import { describe, expect, it } from 'vitest';
import { formatInboxDate } from './inbox-date';

describe('formatInboxDate', () => {
  it('writes the date short, in Spanish', () => {
    expect(formatInboxDate(new Date(2026, 10, 14, 9, 42))).toBe('14 nov 2026, 09:42');
    expect(formatInboxDate(new Date(2027, 0, 5, 18, 5))).toBe('5 ene 2027, 18:05');
  });

  it('shows a dash without a date', () => {
    expect(formatInboxDate(null)).toBe('—');
  });
});
