import { FIRESTORE_COLLECTIONS, FISCAL_DATA_DOC_ID, type TDeliverySite, type TFiscalData } from '@voltia/domain';
import { makeDeliverySite, makeFiscalData, makeOrderAcceptance } from '@voltia/domain/testing';
import { commitEmulatorWrites } from './emulator-data';

// A journey customer's fiscal data and delivery sites, written as the profile page saves them (past
// the rules, so a journey about accepting an offer need not walk the profile first).

const { profiles, billing, deliverySites } = FIRESTORE_COLLECTIONS;

/** Stores `uid`'s fiscal data (Constructora Norte's unless told otherwise). */
export async function storeFiscalData(uid: string, overrides: Partial<TFiscalData> = {}): Promise<TFiscalData> {
  const fiscal = makeFiscalData(overrides);
  const now = new Date();
  await commitEmulatorWrites({
    set: [{ path: `${profiles}/${uid}/${billing}/${FISCAL_DATA_DOC_ID}`, data: { ...fiscal, updated_at: now } }],
  });
  return fiscal;
}

/** Stores a delivery site of `uid` under the id an accept names by default (`makeOrderAcceptance`). */
export async function storeDeliverySite(
  uid: string,
  overrides: Partial<TDeliverySite> = {},
  siteId: string = makeOrderAcceptance().delivery_site_id,
): Promise<TDeliverySite> {
  const site = makeDeliverySite(overrides);
  const now = new Date();
  await commitEmulatorWrites({
    set: [
      { path: `${profiles}/${uid}/${deliverySites}/${siteId}`, data: { ...site, created_at: now, updated_at: now } },
    ],
  });
  return site;
}
