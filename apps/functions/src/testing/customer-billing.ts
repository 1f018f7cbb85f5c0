// A customer's fiscal data and delivery site in the emulator, for the tests that accept an offer. Not bundled.
import { FIRESTORE_COLLECTIONS, FISCAL_DATA_DOC_ID } from '@voltia/domain';
import type { TDeliverySite, TFiscalData } from '@voltia/domain';
import { makeDeliverySite, makeFiscalData, makeOrderAcceptance } from '@voltia/domain/testing';
import type { Firestore } from 'firebase-admin/firestore';

const C = FIRESTORE_COLLECTIONS;

/** The accept move the storefront sends: a purchase order, the site `obra-1`, paid by transfer. */
export const ACCEPT_MOVE = { type: 'accept', order: makeOrderAcceptance() } as const;

/** Stores `uid`'s fiscal data and the delivery site `obra-1` as the profile page saves them. */
export async function storeCustomerBilling(
  db: Firestore,
  uid: string,
  fiscal: Partial<TFiscalData> = {},
  site: Partial<TDeliverySite> = {},
): Promise<void> {
  const profile = db.collection(C.profiles).doc(uid);
  await profile
    .collection(C.billing)
    .doc(FISCAL_DATA_DOC_ID)
    .set({ ...makeFiscalData(fiscal), updated_at: new Date() });
  await profile
    .collection(C.deliverySites)
    .doc(makeOrderAcceptance().delivery_site_id)
    .set({ ...makeDeliverySite(site), updated_at: new Date() });
}
