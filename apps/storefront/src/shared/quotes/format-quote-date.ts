import { formatBusinessDate } from '@voltia/domain/client';

// Quote dates are business dates: the company's calendar (Mexico City) whatever the browser's zone
// (docs/decisions/013-business-dates.md).

/** A quote's moment in Spanish, on the company's clock: "22 de noviembre de 2026, 10:30". */
export function formatQuoteDate(date: Date | null): string {
  return date === null ? '—' : formatBusinessDate(date, 'date-time');
}

/** A calendar day `YYYY-MM-DD` (a quote's validity day) in Spanish: "8 de diciembre de 2026". */
export function formatQuoteDay(day: string): string {
  return formatBusinessDate(day, 'day');
}
