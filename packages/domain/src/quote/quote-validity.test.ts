import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  dayOfValidUntil,
  defaultValidityDay,
  validityDaysLeft,
  validUntilFromDay,
  ZCalendarDay,
} from './quote-validity';

describe('quote validity days (Mexico City, UTC−6)', () => {
  it('a validity day holds until its last millisecond there', () => {
    expect(validUntilFromDay('2026-12-08').toISOString()).toBe('2026-12-09T05:59:59.999Z');
    expect(dayOfValidUntil(validUntilFromDay('2026-12-08'))).toBe('2026-12-08');
  });

  it('the business day of an instant', () => {
    expect(businessDayOf(new Date('2026-11-24T05:59:00Z'))).toBe('2026-11-23');
    expect(businessDayOf(new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });

  it('defaults to today + 15 days', () => {
    expect(defaultValidityDay(new Date('2026-11-23T18:00:00Z'))).toBe('2026-12-08');
  });

  it('counts the days left, 0 on the last day, negative after', () => {
    const until = validUntilFromDay('2026-12-08');
    expect(validityDaysLeft(until, new Date('2026-11-23T18:00:00Z'))).toBe(15);
    expect(validityDaysLeft(until, new Date('2026-12-08T23:00:00Z'))).toBe(0);
    expect(validityDaysLeft(until, new Date('2026-12-10T18:00:00Z'))).toBe(-2);
  });

  it('ZCalendarDay takes real days within the picker range only', () => {
    expect(ZCalendarDay.safeParse('2026-12-08').success).toBe(true);
    for (const bad of ['2026-02-30', '1899-12-31', '2100-01-01', '08/12/2026', '']) {
      expect(ZCalendarDay.safeParse(bad).success).toBe(false);
    }
  });
});
