import { format } from 'date-fns';
import { businessDayOf, DATE_PICKER_RANGE } from '@voltia/domain';

// The back-office calendars (the desk's validity, the metrics' period) work with local Dates; the
// days they stand for are 'YYYY-MM-DD', and they show the months of the product's date range.

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

/** Today in the company's calendar, as the calendar's Date. */
export function businessToday(now: Date): Date {
  return dayToDate(businessDayOf(now));
}

/** The months the calendar may show (1900-01-01 to 2099-12-31). */
export const CALENDAR_BOUNDS = {
  start: dayToDate(DATE_PICKER_RANGE.min),
  end: dayToDate(DATE_PICKER_RANGE.max),
} as const;
