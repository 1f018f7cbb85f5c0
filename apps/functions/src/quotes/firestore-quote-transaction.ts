import { FIRESTORE_COLLECTIONS, productFactsFrom, ZCartLine } from '@voltia/domain';
import type { TProductFacts } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { isPlainDocId } from '../stats/stats-doc-ids';
import { quoteFromFirestore, quoteToFirestore } from './quote-firestore-data';
import type { TRunQuoteTransaction } from './quote-transaction';

/** The quote routes' transaction on the Admin SDK's Firestore (security rules do not apply here: the routes are the rules). */
export function firestoreQuoteTransaction(db: Firestore): TRunQuoteTransaction {
  const quoteRef = (quoteId: string) => db.collection(FIRESTORE_COLLECTIONS.quotes).doc(quoteId);
  const lineRef = (quoteId: string, productId: string) => quoteRef(quoteId).collection(FIRESTORE_COLLECTIONS.cartLines).doc(productId);
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
          const parsed = snapshot.docs.map((doc) => ({ id: doc.id, line: ZCartLine.safeParse(doc.data()) }));
          return {
            count: snapshot.size,
            lines: parsed.flatMap(({ line }) => (line.success ? [line.data] : [])),
            unreadableIds: parsed.flatMap(({ id, line }) => (line.success ? [] : [id])),
          };
        },
        getProducts: async (productIds) => {
          // An id Firestore cannot name as one document ("a/b", "__x__") is no product's id.
          const ids = [...new Set(productIds)].filter(isPlainDocId);
          const snapshots = ids.length === 0 ? [] : await tx.getAll(...ids.map((id) => db.collection(FIRESTORE_COLLECTIONS.products).doc(id)));
          return new Map<string, TProductFacts | undefined>(snapshots.map((snapshot) => [snapshot.id, productFactsFrom(snapshot.data())]));
        },
        getProfileFullName: async (uid) => {
          const fullName: unknown = (await tx.get(db.collection(FIRESTORE_COLLECTIONS.profiles).doc(uid))).get('full_name');
          return typeof fullName === 'string' ? fullName : undefined;
        },
        updateQuote: (quoteId, quote) => {
          tx.update(quoteRef(quoteId), quoteToFirestore(quote));
        },
        updateLines: (quoteId, lines) => {
          for (const line of lines) tx.set(lineRef(quoteId, line.product_id), line);
        },
      }),
    );
}
