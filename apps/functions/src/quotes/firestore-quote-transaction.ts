import { FIRESTORE_COLLECTIONS, ZCartLine } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { quoteFromFirestore, quoteToFirestore } from './quote-firestore-data';
import type { TRunQuoteTransaction } from './quote-transaction';

/** The quote routes' transaction on the Admin SDK's Firestore (security rules do not apply here: the routes are the rules). */
export function firestoreQuoteTransaction(db: Firestore): TRunQuoteTransaction {
  const quoteRef = (quoteId: string) => db.collection(FIRESTORE_COLLECTIONS.quotes).doc(quoteId);
  return (work) =>
    db.runTransaction((tx) =>
      work({
        getQuote: async (quoteId) => {
          const snapshot = await tx.get(quoteRef(quoteId));
          const data = snapshot.data();
          return data === undefined ? undefined : quoteFromFirestore(data);
        },
        getLines: async (quoteId) => {
          const snapshot = await tx.get(quoteRef(quoteId).collection(FIRESTORE_COLLECTIONS.cartLines));
          const lines = snapshot.docs.flatMap((doc) => {
            const line = ZCartLine.safeParse(doc.data());
            return line.success ? [line.data] : [];
          });
          return { count: snapshot.size, lines };
        },
        getProfileFullName: async (uid) => {
          const fullName: unknown = (await tx.get(db.collection(FIRESTORE_COLLECTIONS.profiles).doc(uid))).get('full_name');
          return typeof fullName === 'string' ? fullName : undefined;
        },
        updateQuote: (quoteId, quote) => {
          tx.update(quoteRef(quoteId), quoteToFirestore(quote));
        },
      }),
    );
}
