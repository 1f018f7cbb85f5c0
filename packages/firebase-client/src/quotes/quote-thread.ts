import { collection, onSnapshot, orderBy, query, where, type Firestore } from 'firebase/firestore';
import {
  AppError,
  FIRESTORE_COLLECTIONS,
  ZQuoteHistoryEntry,
  ZQuoteMessage,
  compareHistoryEntries,
  type TQuoteHistoryEntry,
  type TQuoteMessage,
} from '@voltia/domain';
import { withDates } from '../firestore-dates';

const { quotes, quoteHistory, quoteMessages } = FIRESTORE_COLLECTIONS;

export type TStoredMessage = TQuoteMessage & { readonly id: string };

/** Who reads a history: the customer sees the moves and requotes; staff see every entry. */
export type THistoryAudience = 'customer' | 'staff';

/**
 * The quote's history, live, oldest first. A customer's query asks only for the entries meant for
 * them (`visibility == 'customer'`), which is what the rules allow a customer to list.
 */
export function subscribeQuoteHistory(
  db: Firestore,
  quoteId: string,
  audience: THistoryAudience,
  onChange: (entries: TQuoteHistoryEntry[]) => void,
  onError: (error: AppError) => void,
): () => void {
  const ref = collection(db, quotes, quoteId, quoteHistory);
  const q =
    audience === 'customer'
      ? query(ref, where('visibility', '==', 'customer'), orderBy('at'))
      : query(ref, orderBy('at'));
  return onSnapshot(
    q,
    (snap) =>
      onChange(
        snap.docs
          .flatMap((d) => {
            const parsed = ZQuoteHistoryEntry.safeParse(withDates(d.data({ serverTimestamps: 'estimate' })));
            return parsed.success ? [parsed.data] : [];
          })
          .sort(compareHistoryEntries),
      ),
    (error) => onError(new AppError('quotes/read-failed', { cause: error })),
  );
}

/** The quote's thread, live, oldest first. */
export function subscribeQuoteMessages(
  db: Firestore,
  quoteId: string,
  onChange: (messages: TStoredMessage[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    query(collection(db, quotes, quoteId, quoteMessages), orderBy('at')),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = ZQuoteMessage.safeParse(withDates(d.data({ serverTimestamps: 'estimate' })));
          return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
        }),
      ),
    (error) => onError(new AppError('quotes/read-failed', { cause: error })),
  );
}
