import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Dates in Spanish (spec 1): "22 de noviembre de 2026, 10:30". */
export function formatQuoteDate(date: Date | null): string {
  return date === null ? '—' : format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}
