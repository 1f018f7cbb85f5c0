import { allocateQuoteNumber, quoteNumberCounterId, quoteNumberYear } from '@voltia/domain';
import type { TQuoteTransaction } from './quote-transaction';

/**
 * Reads the year's quote counter (a read: before the transaction's first write) and returns the
 * number to give and the write that advances the counter. Both happen in the caller's
 * transaction, so two requests can never get the same number.
 */
export async function reserveQuoteNumber(
  tx: TQuoteTransaction,
  now: Date,
): Promise<{ number: string; commit: () => void }> {
  const counterId = quoteNumberCounterId(quoteNumberYear(now));
  const { number, next } = allocateQuoteNumber(await tx.getCounter(counterId), now);
  return { number, commit: () => tx.setCounter(counterId, next) };
}
