import { BUSINESS_UTC_OFFSET_MINUTES } from './business-time-zone';

// Business dates (a quote's validity, its request and send days, its history, a customer's
// confirmation) are read on the company's calendar, America/Mexico_City, on every screen, email and
// PDF, whatever the zone of the browser or server that formats them. The wall clock
// comes from the same fixed offset that defines the company day for businessDayOf and
// validUntilFromDay, so a stored validity always reads as the day it was picked for; the names are
// date-fns `es`'s, written here so no ICU build can change them.

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How a calendar day reads: "8 de diciembre de 2026", "martes, 8 de diciembre de 2026", "8 dic 2026", "2026-12-08". */
export type TBusinessDayStyle = 'day' | 'weekday-day' | 'short-day' | 'iso-day';
/** How an instant reads with its time: "8 de diciembre de 2026, 10:30", "8 dic 2026, 10:30", "2026-12-08 10:30". */
export type TBusinessDateStyle = TBusinessDayStyle | 'date-time' | 'short-date-time' | 'iso-date-time';

type TWallClock = { year: number; month: number; day: number; weekday: number; hours: number; minutes: number };

function wallClockOfInstant(instant: Date): TWallClock {
  const shifted = new Date(instant.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

function wallClockOfDay(day: string): TWallClock {
  const match = CALENDAR_DAY.exec(day);
  if (match === null) throw new RangeError(`Not a calendar day YYYY-MM-DD: ${day}`);
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(2000, month - 1, date));
  // Date.UTC reads years below 100 as 19xx.
  utc.setUTCFullYear(year);
  return { year, month: month - 1, day: date, weekday: utc.getUTCDay(), hours: 0, minutes: 0 };
}

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A business date in Spanish on the company's calendar. An instant (a `Date`) reads as the company's
 * wall clock; a calendar day `YYYY-MM-DD` (a validity day, a stats day) reads as that same day.
 */
export function formatBusinessDate(value: string, style: TBusinessDayStyle): string;
export function formatBusinessDate(value: Date, style: TBusinessDateStyle): string;
export function formatBusinessDate(value: Date | string, style: TBusinessDateStyle): string {
  const clock = typeof value === 'string' ? wallClockOfDay(value) : wallClockOfInstant(value);
  const time = `${two(clock.hours)}:${two(clock.minutes)}`;
  const iso = `${String(clock.year).padStart(4, '0')}-${two(clock.month + 1)}-${two(clock.day)}`;
  const long = `${clock.day} de ${MONTHS[clock.month]} de ${clock.year}`;
  const short = `${clock.day} ${SHORT_MONTHS[clock.month]} ${clock.year}`;
  switch (style) {
    case 'day':
      return long;
    case 'weekday-day':
      return `${WEEKDAYS[clock.weekday]}, ${long}`;
    case 'short-day':
      return short;
    case 'iso-day':
      return iso;
    case 'date-time':
      return `${long}, ${time}`;
    case 'short-date-time':
      return `${short}, ${time}`;
    case 'iso-date-time':
      return `${iso} ${time}`;
  }
}
