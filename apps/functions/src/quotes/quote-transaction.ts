import { AppError } from '@voltia/domain';
import type { TCartLine, TProduct, TQuoteDesk, TQuoteDocument, TQuoteHistoryEntry, TQuoteMessage, TStaffMember } from '@voltia/domain';
import type { TOutboxMail } from '../outbox/outbox-mail';

/**
 * What the quote routes read and write inside one transaction (Firestore in production, maps in
 * unit tests). Every read comes before the first write, as Firestore transactions require.
 */
export type TQuoteTransaction = {
  /** The stored quote, parsed with the domain's schema; undefined when there is none. */
  readonly getQuote: (quoteId: string) => Promise<TQuoteDocument | undefined>;
  /** The cart sub-collection: how many lines it holds, and those that parse as cart lines. */
  readonly getLines: (quoteId: string) => Promise<{ readonly count: number; readonly lines: readonly TCartLine[] }>;
  /** `profile-user/{uid}.full_name`, when the profile has one. */
  readonly getProfileFullName: (uid: string) => Promise<string | undefined>;
  /** The staff's desk for the quote, when it has one. */
  readonly getDesk: (quoteId: string) => Promise<TQuoteDesk | undefined>;
  /** A staff member the back-office knows. */
  readonly getStaffMember: (uid: string) => Promise<TStaffMember | undefined>;
  /** Catalogue products by id (missing ones are left out). */
  readonly getProducts: (productIds: readonly string[]) => Promise<ReadonlyMap<string, TProduct>>;
  /** A counter's stored `next` value (unparsed: the domain decides what is valid). */
  readonly getCounter: (counterId: string) => Promise<unknown>;

  /** Writes the quote's fields (the domain's result); other fields of the document are kept. */
  readonly updateQuote: (quoteId: string, quote: TQuoteDocument) => void;
  /** Creates a quote that must not exist yet (a requote). */
  readonly createQuote: (quoteId: string, quote: TQuoteDocument) => void;
  /** Replaces the quote's cart lines with exactly these. */
  readonly replaceLines: (quoteId: string, lines: readonly TCartLine[], previous: readonly string[]) => void;
  readonly setDesk: (quoteId: string, desk: TQuoteDesk) => void;
  readonly setCounter: (counterId: string, next: number) => void;
  /** Appends history entries (never overwrites one). */
  readonly appendHistory: (quoteId: string, entries: readonly TQuoteHistoryEntry[]) => void;
  /** A new auto id (for a requote's quote or a message). */
  readonly newId: () => string;
  readonly addMessage: (quoteId: string, messageId: string, message: TQuoteMessage) => void;
  /** Queues an email in the outbox (its id is deterministic: queuing the same event twice keeps one). */
  readonly queueMail: (mail: TOutboxMail) => void;
};

/** Runs `work` in one transaction: all its writes commit together or none does (it may run more than once). */
export type TRunQuoteTransaction = <T>(work: (tx: TQuoteTransaction) => Promise<T>) => Promise<T>;

/** The quote, or a 404 refusal thrown out of the transaction. */
export async function requireQuote(tx: TQuoteTransaction, quoteId: string): Promise<TQuoteDocument> {
  const quote = await tx.getQuote(quoteId);
  if (quote === undefined) throw new AppError('firestore/not-found', { detail: `quote ${quoteId}` });
  return quote;
}
