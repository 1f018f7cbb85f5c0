import { z } from 'zod';
import { businessDayOf } from './quote-validity';

// A quote's human number, e.g. COT-2026-000123: the year it was requested and a sequence that
// starts again every year. Allocated once, in the submit transaction, from a counter document.

export const QUOTE_NUMBER_PREFIX = 'COT';

export const ZQuoteNumber = z.string().regex(/^COT-\d{4}-\d{6,}$/, { error: 'not a quote number' });
export type TQuoteNumber = z.infer<typeof ZQuoteNumber>;

/** The company's calendar year of an instant (numbers follow the Mexico City calendar). */
export function quoteNumberYear(now: Date): number {
  return Number(businessDayOf(now).slice(0, 4));
}

/** A yearly document number, `PREFIX-YYYY-000123` (quotes COT, orders PED). */
export function formatYearlyNumber(prefix: string, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999 || !Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`no ${prefix} number for year ${year}, sequence ${sequence}`);
  }
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export function formatQuoteNumber(year: number, sequence: number): string {
  return formatYearlyNumber(QUOTE_NUMBER_PREFIX, year, sequence);
}

/**
 * The yearly number to give now and its counter's next value. A missing or corrupt counter starts
 * at 1: numbers never repeat as long as the counter is only ever advanced by this function.
 */
export function allocateYearlyNumber(prefix: string, storedNext: unknown, now: Date): { number: string; next: number } {
  const next = typeof storedNext === 'number' && Number.isSafeInteger(storedNext) && storedNext >= 1 ? storedNext : 1;
  return { number: formatYearlyNumber(prefix, quoteNumberYear(now), next), next: next + 1 };
}

/** The counter document of a year: `counters/{quoteNumberCounterId(year)}` holds `{ next }`. */
export function quoteNumberCounterId(year: number): string {
  return `quote-numbers-${year}`;
}

/** The quote number to give now, and the counter's next value (allocateYearlyNumber). */
export function allocateQuoteNumber(storedNext: unknown, now: Date): { number: string; next: number } {
  return allocateYearlyNumber(QUOTE_NUMBER_PREFIX, storedNext, now);
}

/** The sequence of a quote number without its zeros ("COT-2026-000123" → 123), for search. */
export function quoteNumberSequence(number: string): number | undefined {
  const match = /^COT-\d{4}-(\d+)$/.exec(number);
  return match === null ? undefined : Number(match[1]);
}

/** The quote PDF's file name, wherever it is served or saved: its number (COT-2026-000123.pdf), else its id. */
export function quotePdfFilename(quoteNumber: string | null, quoteId: string): string {
  return `${quoteNumber ?? `cotizacion-${quoteId}`}.pdf`;
}
