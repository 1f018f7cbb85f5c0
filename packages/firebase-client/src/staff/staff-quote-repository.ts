import { collection, doc, onSnapshot, orderBy, query, type Firestore } from 'firebase/firestore';
import {
  AppError,
  FIRESTORE_COLLECTIONS,
  ZQuoteDesk,
  ZStaffMember,
  type TQuoteDesk,
  type TStaffMember,
} from '@voltia/domain';
import { withDates } from '../firestore-dates';

/** The staff's desk of a quote, live; null until staff open it (a quote requested before desks existed). */
export function subscribeQuoteDesk(
  db: Firestore,
  quoteId: string,
  onChange: (desk: TQuoteDesk | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    doc(db, FIRESTORE_COLLECTIONS.quoteDesks, quoteId),
    (snap) => {
      const data = snap.data({ serverTimestamps: 'estimate' });
      if (data === undefined) return onChange(null);
      const parsed = ZQuoteDesk.safeParse(withDates(data));
      if (parsed.success) onChange(parsed.data);
      else onError(new AppError('firestore/data-loss', { cause: parsed.error, detail: `desk ${quoteId}` }));
    },
    (error) => onError(new AppError('quotes/read-failed', { cause: error })),
  );
}

/** The staff members a quote can be assigned to, by name. */
export function subscribeStaffMembers(
  db: Firestore,
  onChange: (members: TStaffMember[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    query(collection(db, FIRESTORE_COLLECTIONS.staffMembers), orderBy('name')),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = ZStaffMember.safeParse(withDates(d.data()));
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    (error) => onError(new AppError('quotes/read-failed', { cause: error })),
  );
}
