import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { FIRESTORE_PATHS } from '../firestore-paths';

/**
 * The newest `count` of a customer's quotes, most recently changed first, or of their drafts only
 * (quotes not yet asked for: their lists and carts). The query names the owner, which is what the
 * rules require of a list query; firestore.indexes.json serves both.
 */
export function ownerQuotesQuery(db: Firestore, ownerUid: string, count: number, draftsOnly: boolean): Query {
  return query(
    collection(db, FIRESTORE_PATHS.quotes),
    where('owner', '==', ownerUid),
    ...(draftsOnly ? [where('status', '==', 'draft')] : []),
    orderBy('updated_at', 'desc'),
    limit(count),
  );
}
