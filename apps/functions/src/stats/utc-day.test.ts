import { describe, expect, it } from 'vitest';
import { utcDay } from './utc-day';

describe('utcDay', () => {
  it('is the UTC date, whatever the local time zone says', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(utcDay(new Date('2026-03-01T20:30:00-05:00'))).toBe('2026-03-02');
  });
});
