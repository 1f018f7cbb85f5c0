import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  CUSTOMER_LIST_STEP,
  AppError,
  ZOrderDocument,
  ZOrderHistoryEntry,
  compareHistoryEntries,
  toAppError,
  type TOrderDocument,
  type TOrderHistoryEntry,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { withDates } from '../firestore-dates';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import { newestOf, type TNewest } from '../newest-window';

export type TStoredOrder = TOrderDocument & { readonly id: string };

/** An order and its history (oldest first): the customer's order page. */
export type TOrderWithHistory = { readonly order: TStoredOrder; readonly history: readonly TOrderHistoryEntry[] };

function parseOrder(id: string, data: Record<string, unknown>): TStoredOrder | null {
  const parsed = ZOrderDocument.safeParse(withDates(data));
  return parsed.success ? { ...parsed.data, id } : null;
}

function parseHistoryEntry(data: Record<string, unknown>): TOrderHistoryEntry[] {
  const parsed = ZOrderHistoryEntry.safeParse(withDates(data));
  return parsed.success ? [parsed.data] : [];
}

/**
 * The customer's orders, live, newest first ("Mis pedidos"): the newest `shown`, and whether older
 * ones remain. The query names the owner, which is what the rules require of a list query. An order
 * that does not parse is left out.
 */
export function subscribeCustomerOrders(
  db: Firestore,
  ownerUid: string,
  onChange: (orders: TNewest<TStoredOrder>) => void,
  onError: (error: AppError) => void,
  shown: number = CUSTOMER_LIST_STEP,
): () => void {
  const q = query(
    collection(db, FIRESTORE_PATHS.orders),
    where('owner', '==', ownerUid),
    orderBy('created_at', 'desc'),
    limit(shown + 1),
  );
  return onServerFirstSnapshot(
    q,
    (snap) => onChange(newestOf(snap, shown, parseOrder)),
    (error) => onError(new AppError('order/read-failed', { cause: error })),
  );
}

/**
 * One order and its history, live (one listener each), delivered together once both have answered.
 * The rules refuse someone else's order exactly as one that does not exist (they read the stored
 * owner), so both fail as `order/not-found`: an id cannot be probed. After the first failure nothing
 * more is delivered.
 */
export function subscribeOrder(
  db: Firestore,
  orderId: string,
  onChange: (value: TOrderWithHistory) => void,
  onError: (error: AppError) => void,
): () => void {
  let order: TStoredOrder | undefined;
  let history: readonly TOrderHistoryEntry[] | undefined;
  let failed = false;
  const fail = (error: unknown, missing = false) => {
    if (failed) return;
    failed = true;
    const notFound = missing || toAppError(error).code === 'firestore/permission-denied';
    onError(new AppError(notFound ? 'order/not-found' : 'order/read-failed', { cause: error }));
  };
  const emit = () => {
    if (!failed && order !== undefined && history !== undefined) onChange({ order, history });
  };

  const stopOrder = onSnapshot(
    doc(db, ...FIRESTORE_PATHS.order(orderId)),
    { includeMetadataChanges: true },
    (snap: DocumentSnapshot) => {
      // A cache that does not hold the order says nothing yet: the server's answer (or the page's
      // bounded wait) decides whether it exists.
      if (!snap.exists() && snap.metadata.fromCache) return;
      const data = snap.data({ serverTimestamps: 'estimate' });
      const read = data === undefined ? null : parseOrder(snap.id, data);
      if (read === null) return fail(new Error(`order ${orderId} missing or malformed`), true);
      order = read;
      emit();
    },
    (error) => fail(error),
  );
  const stopHistory = onServerFirstSnapshot(
    query(collection(db, ...FIRESTORE_PATHS.orderHistory(orderId)), orderBy('at')),
    (snap) => {
      history = snap.docs
        .flatMap((d) => parseHistoryEntry(d.data({ serverTimestamps: 'estimate' })))
        .sort(compareHistoryEntries);
      emit();
    },
    (error) => fail(error),
  );
  return () => {
    stopOrder();
    stopHistory();
  };
}

/**
 * Which of these products the store still sells ("Volver a pedir"): a product that no longer exists,
 * or that is unpublished (the rules refuse it to a customer), is not. A read that fails otherwise
 * rejects with `order/reorder-failed`, so nothing is added on a guess.
 */
export async function soldProductIds(db: Firestore, productIds: readonly string[]): Promise<Set<string>> {
  const sold = await Promise.all(
    [...new Set(productIds)].map(async (productId) => {
      try {
        const snapshot = await getDoc(doc(db, FIRESTORE_PATHS.products, productId));
        return snapshot.exists() && snapshot.get('published') === true ? [productId] : [];
      } catch (error) {
        if (toAppError(error).code === 'firestore/permission-denied') return [];
        throw new AppError('order/reorder-failed', { cause: error });
      }
    }),
  );
  return new Set(sold.flat());
}
