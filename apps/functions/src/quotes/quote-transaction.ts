import { AppError } from '@voltia/domain';
import type { TCartLine, TQuoteDocument } from '@voltia/domain';

/**
 * What the quote routes read and write inside one transaction (Firestore in production, a map in
 * unit tests). Every read comes before the write, as Firestore transactions require.
 */
export type TQuoteTransaction = {
  /** The stored quote, parsed with the domain's schema; undefined when there is none. */
  readonly getQuote: (quoteId: string) => Promise<TQuoteDocument | undefined>;
  /** The cart sub-collection: how many lines it holds, and those that parse as cart lines. */
  readonly getLines: (quoteId: string) => Promise<{ readonly count: number; readonly lines: readonly TCartLine[] }>;
  /** `profile-user/{uid}.full_name`, when the profile has one. */
  readonly getProfileFullName: (uid: string) => Promise<string | undefined>;
  /** Writes the quote's fields (the domain's result); other fields of the document are kept. */
  readonly updateQuote: (quoteId: string, quote: TQuoteDocument) => void;
};

/** Runs `work` in one transaction: all its writes commit together or none does (it may run more than once). */
export type TRunQuoteTransaction = <T>(work: (tx: TQuoteTransaction) => Promise<T>) => Promise<T>;

/** The quote, or a 404 refusal thrown out of the transaction. */
export async function requireQuote(tx: TQuoteTransaction, quoteId: string): Promise<TQuoteDocument> {
  const quote = await tx.getQuote(quoteId);
  if (quote === undefined) throw new AppError('firestore/not-found', { detail: `quote ${quoteId}` });
  return quote;
}
