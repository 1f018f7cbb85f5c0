import { AppError } from '@voltia/domain';
import type { TCartLine, TCatalogueLookup, TQuoteDocument } from '@voltia/domain';

/**
 * What the quote routes read and write inside one transaction (Firestore in production, a map in
 * unit tests). Every read comes before the write, as Firestore transactions require.
 */
export type TQuoteTransaction = {
  /** The stored quote, parsed with the domain's schema; undefined when there is none. */
  readonly getQuote: (quoteId: string) => Promise<TQuoteDocument | undefined>;
  /**
   * The cart sub-collection: how many lines it holds, those that parse as cart lines, and the ids
   * of those that do not.
   */
  readonly getLines: (quoteId: string) => Promise<{ readonly count: number; readonly lines: readonly TCartLine[]; readonly unreadableIds: readonly string[] }>;
  /** The catalogue's facts of each product (`products/{id}`), undefined for an id that names no product. */
  readonly getProducts: (productIds: readonly string[]) => Promise<TCatalogueLookup>;
  /** `profile-user/{uid}.full_name`, when the profile has one. */
  readonly getProfileFullName: (uid: string) => Promise<string | undefined>;
  /** Writes the quote's fields (the domain's result); other fields of the document are kept. */
  readonly updateQuote: (quoteId: string, quote: TQuoteDocument) => void;
  /** Writes these lines over the cart's lines of the same product_id, whole. */
  readonly updateLines: (quoteId: string, lines: readonly TCartLine[]) => void;
};

/** Runs `work` in one transaction: all its writes commit together or none does (it may run more than once). */
export type TRunQuoteTransaction = <T>(work: (tx: TQuoteTransaction) => Promise<T>) => Promise<T>;

/** The quote, or a 404 refusal thrown out of the transaction. */
export async function requireQuote(tx: TQuoteTransaction, quoteId: string): Promise<TQuoteDocument> {
  const quote = await tx.getQuote(quoteId);
  if (quote === undefined) throw new AppError('firestore/not-found', { detail: `quote ${quoteId}` });
  return quote;
}
