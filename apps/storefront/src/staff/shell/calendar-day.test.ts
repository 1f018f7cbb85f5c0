import { describe, expect, it } from 'vitest';
import { businessDayOf } from '@voltia/domain';
import { businessToday, CALENDAR_BOUNDS, dateToDay, dayToDate } from './calendar-day';

// 2026-03-11 03:00 UTC is still the 10th in Mexico City.
const lateEvening = new Date('2026-03-11T03:00:00.000Z');

describe('calendar dates', () => {
  it('round-trips a day through the calendar Date, at both ends of the picker range', () => {
    for (const day of ['2026-03-10', '1900-01-01', '2099-12-31', '2028-02-29'])
      expect(dateToDay(dayToDate(day))).toBe(day);
    expect(dateToDay(CALENDAR_BOUNDS.start)).toBe('1900-01-01');
    expect(dateToDay(CALENDAR_BOUNDS.end)).toBe('2099-12-31');
  });

  it('marks today by the company calendar', () => {
    expect(dateToDay(businessToday(lateEvening))).toBe(businessDayOf(lateEvening));
  });
});
