import { z } from 'zod';
import { allocateYearlyNumber, formatYearlyNumber } from '../quote/quote-number';

// An order's human number, e.g. PED-2026-000042: the company's calendar year it was confirmed and a
// sequence of its own (not the quotes'), allocated in the transaction that accepts the offer.

export const ORDER_NUMBER_PREFIX = 'PED';

export const ZOrderNumber = z.string().regex(/^PED-\d{4}-\d{6,}$/, { error: 'not an order number' });
export type TOrderNumber = z.infer<typeof ZOrderNumber>;

export function formatOrderNumber(year: number, sequence: number): string {
  return formatYearlyNumber(ORDER_NUMBER_PREFIX, year, sequence);
}

/** The counter document of a year: `counters/{orderNumberCounterId(year)}` holds `{ next }`. */
export function orderNumberCounterId(year: number): string {
  return `order-numbers-${year}`;
}

/** The order number to give now, and the counter's next value. */
export function allocateOrderNumber(storedNext: unknown, now: Date): { number: string; next: number } {
  return allocateYearlyNumber(ORDER_NUMBER_PREFIX, storedNext, now);
}
