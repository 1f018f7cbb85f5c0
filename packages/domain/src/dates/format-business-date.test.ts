import { describe, expect, it } from 'vitest';
import { dayOfValidUntil, validUntilFromDay } from '../quote/quote-validity';
import { BUSINESS_TIME_ZONE } from './business-time-zone';
import { formatBusinessDate } from './format-business-date';

describe('formatBusinessDate', () => {
  it('reads a validity near midnight UTC as its Mexico City day', () => {
    // The last millisecond of 5 December in Mexico City is 6 December, 05:59:59.999 UTC.
    const validUntil = validUntilFromDay('2026-12-05');
    expect(validUntil.toISOString()).toBe('2026-12-06T05:59:59.999Z');
    expect(formatBusinessDate(validUntil, 'day')).toBe('5 de diciembre de 2026');
    expect(formatBusinessDate(validUntil, 'date-time')).toBe('5 de diciembre de 2026, 23:59');
    expect(formatBusinessDate(dayOfValidUntil(validUntil), 'day')).toBe('5 de diciembre de 2026');
  });

  it('turns the day at 06:00 UTC, not at UTC midnight', () => {
    expect(formatBusinessDate(new Date('2026-11-24T05:59:00Z'), 'short-date-time')).toBe('23 nov 2026, 23:59');
    expect(formatBusinessDate(new Date('2026-11-24T06:00:00Z'), 'short-date-time')).toBe('24 nov 2026, 00:00');
    expect(formatBusinessDate(new Date('2027-01-01T03:00:00Z'), 'iso-date-time')).toBe('2026-12-31 21:00');
  });

  it('writes every style in Spanish', () => {
    const instant = new Date('2026-11-22T16:30:00Z');
    expect(formatBusinessDate(instant, 'day')).toBe('22 de noviembre de 2026');
    expect(formatBusinessDate(instant, 'weekday-day')).toBe('domingo, 22 de noviembre de 2026');
    expect(formatBusinessDate(instant, 'short-day')).toBe('22 nov 2026');
    expect(formatBusinessDate(instant, 'iso-day')).toBe('2026-11-22');
    expect(formatBusinessDate(instant, 'date-time')).toBe('22 de noviembre de 2026, 10:30');
    expect(formatBusinessDate(new Date('2027-01-05T14:05:00Z'), 'short-date-time')).toBe('5 ene 2027, 08:05');
  });

  it('reads a calendar day as that day', () => {
    expect(formatBusinessDate('2026-12-09', 'weekday-day')).toBe('miércoles, 9 de diciembre de 2026');
    expect(formatBusinessDate('2026-09-01', 'short-day')).toBe('1 sep 2026');
    expect(formatBusinessDate('2027-01-31', 'day')).toBe('31 de enero de 2027');
    expect(formatBusinessDate('0099-03-01', 'iso-day')).toBe('0099-03-01');
    expect(() => formatBusinessDate('5/12/2026', 'day')).toThrow(RangeError);
  });

  it('agrees with the tz database for America/Mexico_City since it dropped daylight saving time', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const tz = (instant: Date) => {
      const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    };
    // Every 24 h 13 min from November 2022 to the end of 2030: every hour of the day, every season.
    for (
      let time = Date.parse('2022-11-01T00:00:00Z');
      time < Date.parse('2031-01-01T00:00:00Z');
      time += 1_453 * 60_000
    ) {
      const instant = new Date(time);
      expect(formatBusinessDate(instant, 'iso-date-time')).toBe(tz(instant));
    }
  });
});
