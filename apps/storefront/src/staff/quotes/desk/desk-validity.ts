import { format } from 'date-fns';
import {
  businessDayOf,
  DATE_PICKER_RANGE,
  formatBusinessDate,
  validityDaysLeft,
  validUntilFromDay,
} from '@voltia/domain';

// The validity day as the desk handles it: a company calendar day 'YYYY-MM-DD' (Mexico City), shown
// in Spanish, picked on a calendar that works with local Dates.

/** Whole days from today (company calendar) to the validity day: 0 today, negative once past. */
export function daysUntilValidity(day: string, now: Date): number {
  return validityDaysLeft(validUntilFromDay(day), now);
}

/** An offer can be sent only with a validity day after today. */
export function isValidityAhead(day: string | null, now: Date): boolean {
  return day !== null && daysUntilValidity(day, now) >= 1;
}

/** "Vence en 15 días", "Vence mañana", "Vence hoy", "Venció hace 2 días". */
export function validityCountdown(day: string, now: Date): string {
  const days = daysUntilValidity(day, now);
  if (days > 1) return `Vence en ${days} días`;
  if (days === 1) return 'Vence mañana';
  if (days === 0) return 'Vence hoy';
  return days === -1 ? 'Venció ayer' : `Venció hace ${-days} días`;
}

/** The calendar's Date (local midnight) for a day. */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const local = new Date(year, month - 1, date);
  // Years below 100 would otherwise land in the 1900s.
  local.setFullYear(year);
  return local;
}

/** The day a calendar Date stands for. */
export function dateToDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** "miércoles, 9 de diciembre de 2026". */
export function formatValidityDay(day: string): string {
  return formatBusinessDate(day, 'weekday-day');
}

/** Today in the company's calendar, as the calendar's Date. */
export function businessToday(now: Date): Date {
  return dayToDate(businessDayOf(now));
}

/** The months the calendar may show (1900-01-01 to 2099-12-31). */
export const CALENDAR_BOUNDS = {
  start: dayToDate(DATE_PICKER_RANGE.min),
  end: dayToDate(DATE_PICKER_RANGE.max),
} as const;
