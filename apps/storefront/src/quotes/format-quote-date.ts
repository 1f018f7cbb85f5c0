import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** Dates in Spanish (spec 1): "22 de noviembre de 2026, 10:30". */
export function formatQuoteDate(date: Date | null): string {
  return date === null ? '—' : format(date, "d 'de' MMMM 'de' yyyy, HH:mm", { locale: es });
}

/** A calendar day `YYYY-MM-DD` (a quote's validity day) in Spanish: "8 de diciembre de 2026". */
export function formatQuoteDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, date), "d 'de' MMMM 'de' yyyy", { locale: es });
}
