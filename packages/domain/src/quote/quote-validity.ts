import { z } from 'zod';
import { isWithinDatePickerRange } from '../constants/ui-constants';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../dates/business-time-zone';

// A quote's validity is picked as a calendar day and holds until the end of that day in the
// company's time zone (dates/business-time-zone.ts).
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** How long an offer holds unless staff pick another day (today + 15 days). */
export const DEFAULT_VALIDITY_DAYS = 15;

/** A calendar day `YYYY-MM-DD` within the date picker's range (1900-01-01 to 2099-12-31). */
export const ZCalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Escribe la fecha como AAAA-MM-DD.' })
  .refine((day) => isWithinDatePickerRange(day), {
    error: 'La fecha debe estar entre el 1 de enero de 1900 y el 31 de diciembre de 2099.',
  });
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

/** The company's calendar day of an instant. */
export function businessDayOf(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The last millisecond of `day` in the company's time zone: the offer holds through that day. */
export function validUntilFromDay(day: string): Date {
  const startUtc = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(startUtc + DAY_MS - 1 - OFFSET_MS);
}

/** The calendar day a stored validity instant stands for. */
export function dayOfValidUntil(validUntil: Date): string {
  return businessDayOf(validUntil);
}

/** The validity the desk proposes for a new offer: today + DEFAULT_VALIDITY_DAYS. */
export function defaultValidityDay(now: Date): string {
  return businessDayOf(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS));
}

/**
 * Whole calendar days from today to the validity day (0 on its last day); negative once it has
 * passed. What "vence en 3 días" says to a customer.
 */
export function validityDaysLeft(validUntil: Date, now: Date): number {
  const today = Date.parse(`${businessDayOf(now)}T00:00:00.000Z`);
  const last = Date.parse(`${dayOfValidUntil(validUntil)}T00:00:00.000Z`);
  return Math.round((last - today) / DAY_MS);
}
