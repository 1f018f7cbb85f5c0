import type { TCatalogueMark } from '@voltia/catalogue-search';
import {
  CATALOGUE_CHANGED_AT_FIELD,
  CATALOGUE_STATE_DOC_ID,
  FIRESTORE_COLLECTIONS,
  ZCatalogueState,
} from '@voltia/domain';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';

const stateRef = (db: Firestore) => db.collection(FIRESTORE_COLLECTIONS.catalogueState).doc(CATALOGUE_STATE_DOC_ID);

/**
 * What a product write through the functions carries (and an unpublished product's retired page):
 * the commit's time, by which every catalogue held in memory reads what changed since it last looked.
 */
export function changeStamp(): Record<string, FieldValue> {
  return { [CATALOGUE_CHANGED_AT_FIELD]: FieldValue.serverTimestamp() };
}

/**
 * Moves `catalogue-state/current`'s version in `tx` and stamps it with the commit's time, with the
 * product writes of the same transaction: every storefront and catalogue function instance reads
 * those products, and only those, at its next check.
 */
export function markCatalogueChanged(db: Firestore, tx: Transaction, nowIso: string): void {
  tx.set(stateRef(db), { version: FieldValue.increment(1), updated_at: nowIso, ...changeStamp() }, { merge: true });
}

/** `catalogue-state/current` as a follower reads it: one document; zeros when there is none. */
export async function readCatalogueMark(db: Firestore): Promise<TCatalogueMark<Timestamp>> {
  const parsed = ZCatalogueState.safeParse((await stateRef(db).get()).data());
  if (!parsed.success) return { version: 0, epoch: 0, changedAt: null };
  const { version, epoch, changed_at: changedAt } = parsed.data;
  return { version, epoch, changedAt: changedAt instanceof Timestamp ? changedAt : null };
}
