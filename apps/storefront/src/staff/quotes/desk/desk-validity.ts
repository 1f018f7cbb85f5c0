import { formatBusinessDate, validityDaysLeft, validUntilFromDay } from '@voltia/domain';

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

/** "miércoles, 9 de diciembre de 2026". */
export function formatValidityDay(day: string): string {
  return formatBusinessDate(day, 'weekday-day');
}
