import { format } from 'date-fns/format';
import { es } from 'date-fns/locale/es';

/** A calendar day `YYYY-MM-DD` as Spanish text: "8 de diciembre de 2026". */
export function formatLongDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, date), "d 'de' MMMM 'de' yyyy", { locale: es });
}
