import {
  allocateOrderNumber,
  allocateQuoteNumber,
  orderNumberCounterId,
  quoteNumberCounterId,
  quoteNumberYear,
} from '@voltia/domain';
import type { TQuoteTransaction } from './quote-transaction';

type TReservedNumber = { number: string; commit: () => void };

/**
 * Reads a yearly counter (a read: before the transaction's first write) and returns the number to
 * give and the write that advances the counter. Both happen in the caller's transaction, so two
 * requests can never get the same number.
 */
async function reserveYearlyNumber(
  tx: TQuoteTransaction,
  counterId: string,
  allocate: (storedNext: unknown, now: Date) => { number: string; next: number },
  now: Date,
): Promise<TReservedNumber> {
  const { number, next } = allocate(await tx.getCounter(counterId), now);
  return { number, commit: () => tx.setCounter(counterId, next) };
}

/** A quote's number (COT-…) on the year's quote counter. */
export function reserveQuoteNumber(tx: TQuoteTransaction, now: Date): Promise<TReservedNumber> {
  return reserveYearlyNumber(tx, quoteNumberCounterId(quoteNumberYear(now)), allocateQuoteNumber, now);
}

/** An order's number (PED-…) on its own yearly counter. */
export function reserveOrderNumber(tx: TQuoteTransaction, now: Date): Promise<TReservedNumber> {
  return reserveYearlyNumber(tx, orderNumberCounterId(quoteNumberYear(now)), allocateOrderNumber, now);
}
