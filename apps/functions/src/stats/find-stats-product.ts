import { FIRESTORE_COLLECTIONS, statsProductFactsFrom, type TStatsProductFacts } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { isPlainDocId } from './stats-doc-ids';

/**
 * The catalogue facts of `products/{productId}` that a stats event is checked against, or undefined
 * when there is no such product (or its document is not a product).
 */
export async function findStatsProduct(db: Firestore, productId: string): Promise<TStatsProductFacts | undefined> {
  // An id Firestore cannot name as one document ("a/b", ".", "__x__") is no product's id.
  if (!isPlainDocId(productId)) return undefined;
  const snapshot = await db.collection(FIRESTORE_COLLECTIONS.products).doc(productId).get();
  return statsProductFactsFrom(snapshot.data());
}
