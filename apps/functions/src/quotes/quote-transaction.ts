import { AppError, canSeeQuote } from '@voltia/domain';
import type { TQuoteActor } from '@voltia/domain';
import type {
  TSatKeysByProductId,
  TCartLine,
  TOrderDocument,
  TOrderHistoryEntry,
  TCatalogueLookup,
  TQuoteDesk,
  TQuoteDocument,
  TQuoteHistoryEntry,
  TQuoteMessage,
  TStaffMember,
  TStatsFact,
} from '@voltia/domain';
import type { TOutboxMail } from '../outbox/outbox-mail';

/**
 * What the quote routes read and write inside one transaction (Firestore in production, maps in
 * unit tests). Every read comes before the first write, as Firestore transactions require.
 */
export type TQuoteTransaction = {
  /** The stored quote, parsed with the domain's schema; undefined when there is none. */
  readonly getQuote: (quoteId: string) => Promise<TQuoteDocument | undefined>;
  /**
   * The cart sub-collection: how many lines it holds, those that parse as cart lines, and the ids
   * of those that do not.
   */
  readonly getLines: (quoteId: string) => Promise<{
    readonly count: number;
    readonly lines: readonly TCartLine[];
    readonly unreadableIds: readonly string[];
  }>;
  /** The catalogue's facts of each product (`products/{id}`), undefined for an id that names no product. */
  readonly getProducts: (productIds: readonly string[]) => Promise<TCatalogueLookup>;
  /**
   * The SAT keys each product is invoiced with now (productSatKeys of `products/{id}`), by product id;
   * an id that names no product is absent.
   */
  readonly getProductSatKeys: (productIds: readonly string[]) => Promise<TSatKeysByProductId>;
  /** The list price in cents of each product that has a price (`product-prices/{id}`); others are absent. */
  readonly getListPrices: (productIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** The cost in cents of each product that has a price (`product-prices/{id}`); others are absent. */
  readonly getCosts: (productIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** `profile-user/{uid}.full_name`, when the profile has one. */
  readonly getProfileFullName: (uid: string) => Promise<string | undefined>;
  /** The staff's desk for the quote, when it has one. */
  readonly getDesk: (quoteId: string) => Promise<TQuoteDesk | undefined>;
  /** A staff member the back-office knows. */
  readonly getStaffMember: (uid: string) => Promise<TStaffMember | undefined>;
  /** A counter's stored `next` value (unparsed: the domain decides what is valid). */
  readonly getCounter: (counterId: string) => Promise<unknown>;
  /** The stored order (`orders/{orderId}`), parsed with the domain's schema; undefined when there is none. */
  readonly getOrder: (orderId: string) => Promise<TOrderDocument | undefined>;
  /** `profile-user/{uid}/billing/fiscal` as stored (unparsed: the domain checks it), undefined when absent. */
  readonly getFiscalData: (uid: string) => Promise<unknown>;
  /** `profile-user/{uid}/delivery-sites/{siteId}` as stored (unparsed), undefined when absent or not an id. */
  readonly getDeliverySite: (uid: string, siteId: string) => Promise<unknown>;

  /** Writes the quote's fields (the domain's result); other fields of the document are kept. */
  readonly updateQuote: (quoteId: string, quote: TQuoteDocument) => void;
  /** Creates a quote that must not exist yet (a requote). */
  readonly createQuote: (quoteId: string, quote: TQuoteDocument) => void;
  /** Writes these lines over the cart's lines of the same product_id, whole. */
  readonly updateLines: (quoteId: string, lines: readonly TCartLine[]) => void;
  readonly setDesk: (quoteId: string, desk: TQuoteDesk) => void;
  readonly setCounter: (counterId: string, next: number) => void;
  /** Creates the order an accepted offer makes (`orders/{orderId}`); it must not exist yet. */
  readonly createOrder: (orderId: string, order: TOrderDocument) => void;
  /** Writes the order's fields (the domain's result of a move). */
  readonly updateOrder: (orderId: string, order: TOrderDocument) => void;
  /** Appends entries to an order's history (never overwrites one). */
  readonly appendOrderHistory: (orderId: string, entries: readonly TOrderHistoryEntry[]) => void;
  /** Appends history entries (never overwrites one). */
  readonly appendHistory: (quoteId: string, entries: readonly TQuoteHistoryEntry[]) => void;
  /** A new auto id (for a requote's quote or a message). */
  readonly newId: () => string;
  readonly addMessage: (quoteId: string, messageId: string, message: TQuoteMessage) => void;
  /** Queues an email in the outbox (its id is deterministic: queuing the same event twice keeps one). */
  readonly queueMail: (mail: TOutboxMail) => void;
  /**
   * Records the stats facts of the change (statsFactsForQuoteChange) as raw `stats-events`
   * documents, new auto ids, which the roll-up folds into the day of `at` (decision 008).
   */
  readonly recordStatsFacts: (facts: readonly TStatsFact[], at: Date) => void;
};

/** Runs `work` in one transaction: all its writes commit together or none does (it may run more than once). */
export type TRunQuoteTransaction = <T>(work: (tx: TQuoteTransaction) => Promise<T>) => Promise<T>;

/**
 * The quote as `actor` may know it, or the 404 refusal thrown out of the transaction: for an id that
 * names no quote and, exactly the same, for someone else's quote (canSeeQuote), before anything
 * about it (its status) is looked at. Only the log's detail tells them apart.
 */
export async function requireQuoteFor(
  tx: TQuoteTransaction,
  quoteId: string,
  actor: Pick<TQuoteActor, 'role' | 'uid'>,
): Promise<TQuoteDocument> {
  const quote = await tx.getQuote(quoteId);
  if (quote === undefined) throw new AppError('firestore/not-found', { detail: `quote ${quoteId}` });
  if (!canSeeQuote(quote, actor))
    throw new AppError('firestore/not-found', { detail: `quote ${quoteId} is not the caller's` });
  return quote;
}

/**
 * The order as `actor` may know it, or the 404 refusal thrown out of the transaction: for an id that
 * names no order and, exactly the same, for someone else's order (an order is its owner's and
 * staff's, as its quote is: canSeeQuote). Only the log's detail tells them apart.
 */
export async function requireOrderFor(
  tx: TQuoteTransaction,
  orderId: string,
  actor: Pick<TQuoteActor, 'role' | 'uid'>,
): Promise<TOrderDocument> {
  const order = await tx.getOrder(orderId);
  if (order === undefined) throw new AppError('firestore/not-found', { detail: `order ${orderId}` });
  if (!canSeeQuote(order, actor))
    throw new AppError('firestore/not-found', { detail: `order ${orderId} is not the caller's` });
  return order;
}
