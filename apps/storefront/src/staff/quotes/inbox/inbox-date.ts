import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** A request date as the inbox lists it, short enough for a table cell: "14 nov 2026, 09:42". */
export function formatInboxDate(date: Date | null): string {
  return date === null ? '—' : format(date, 'd MMM yyyy, HH:mm', { locale: es });
}
