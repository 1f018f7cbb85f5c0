import { formatBusinessDate } from '@voltia/domain';

/** A request date as the inbox lists it, on the company's clock, short enough for a table cell: "14 nov 2026, 09:42". */
export function formatInboxDate(date: Date | null): string {
  return date === null ? '—' : formatBusinessDate(date, 'short-date-time');
}
