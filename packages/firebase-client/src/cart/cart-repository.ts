import {
  deleteDoc,
  doc,
  collection,
  runTransaction,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  AppError,
  ZCartLine,
  ZLineQuantity,
  mergeCartLine,
  newQuote,
  unwrapResult,
  validateQuoteAlias,
  type TCartLine,
  type TLineMerge,
  type TQuoteKind,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { listenQuoteAndLines } from './quote-lines-listener';

export interface TCartSnapshot {
  quoteId: string;
  alias: string;
  status: string;
  /** Lines sorted by description, for a stable display. */
  lines: TCartLine[];
  /** True while local writes are not yet confirmed by the server (latency compensation). */
  hasPendingWrites: boolean;
}

/**
 * The very first add: creates the quote with the domain's defaults and its first line in one batch
 * (two writes). The id is made on the client, so the caller can store it before the write lands.
 */
export async function createQuoteWithLine(
  db: Firestore,
  input: {
    ownerUid: string;
    kind: TQuoteKind;
    line: TCartLine;
    customerName?: string | null | undefined;
    alias?: string;
  },
): Promise<string> {
  const line = unwrapResult(mergeCartLine(undefined, input.line));
  const quote = unwrapResult(
    newQuote({
      ownerUid: input.ownerUid,
      now: new Date(),
      kind: input.kind,
      ...(input.customerName === undefined ? {} : { customerName: input.customerName }),
      ...(input.alias === undefined ? {} : { alias: input.alias }),
    }),
  );
  const ref = doc(collection(db, FIRESTORE_PATHS.quotes));
  const batch = writeBatch(db);
  batch.set(ref, {
    ...quote,
    // The rules require the server's clock for both.
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
  batch.set(doc(db, ...FIRESTORE_PATHS.cartLine(ref.id, line.product_id)), line);
  await batch.commit();
  return ref.id;
}

/**
 * Adds a line to an existing cart: one transaction that reads the line (if any), applies the
 * domain merge rule (the store's `typed` add unless told otherwise) and writes it back. One read and
 * one write; two tabs adding the same product at once cannot create two lines, because the line's id
 * is its product_id and the transaction retries on contention.
 */
export async function addLineToCart(
  db: Firestore,
  quoteId: string,
  incoming: TCartLine,
  merge: TLineMerge = 'typed',
): Promise<TCartLine> {
  const ref = doc(db, ...FIRESTORE_PATHS.cartLine(quoteId, incoming.product_id));
  return runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    const stored = current.exists() ? ZCartLine.safeParse(current.data()) : undefined;
    const merged = unwrapResult(mergeCartLine(stored?.success ? stored.data : undefined, incoming, merge));
    tx.set(ref, merged);
    return merged;
  });
}

/** Sets a line's quantity as typed in the cart (replaces, never adds). */
export async function setLineQuantity(
  db: Firestore,
  quoteId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  const parsed = ZLineQuantity.safeParse(quantity);
  if (!parsed.success) throw new AppError('cart/quantity-out-of-bounds', { detail: `quantity ${quantity}` });
  await updateDoc(doc(db, ...FIRESTORE_PATHS.cartLine(quoteId, productId)), { quantity: parsed.data });
}

export async function removeLine(db: Firestore, quoteId: string, productId: string): Promise<void> {
  await deleteDoc(doc(db, ...FIRESTORE_PATHS.cartLine(quoteId, productId)));
}

export async function renameCart(db: Firestore, quoteId: string, alias: string): Promise<void> {
  const valid = unwrapResult(validateQuoteAlias(alias));
  await updateDoc(doc(db, ...FIRESTORE_PATHS.quote(quoteId)), { alias: valid, updated_at: serverTimestamp() });
}

/**
 * Live cart: the quote document (alias, status) and its lines, delivered together. Returns the
 * unsubscribe function. Errors arrive as AppErrors with the catalogue's cart-read message.
 */
export function subscribeCart(
  db: Firestore,
  quoteId: string,
  onChange: (snapshot: TCartSnapshot) => void,
  onError: (error: AppError) => void,
): () => void {
  return listenQuoteAndLines(
    db,
    quoteId,
    (snap) => {
      if (!snap.exists()) return null;
      const data = snap.data() as { alias?: unknown; status?: unknown };
      return {
        alias: String(data.alias ?? ''),
        status: String(data.status ?? 'draft'),
        pending: snap.metadata.hasPendingWrites,
      };
    },
    (quote, lines) =>
      onChange({
        quoteId,
        alias: quote.alias,
        status: quote.status,
        lines: lines.list,
        hasPendingWrites: quote.pending || lines.pending,
      }),
    // Whatever the cause (denied, missing, offline), the person is told the cart could not be read.
    (error) => onError(new AppError('cart/read-failed', { cause: error })),
  );
}
