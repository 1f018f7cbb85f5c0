import {
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  AppError,
  DELIVERY_SITES_LIMIT,
  ZDeliverySite,
  ZFiscalData,
  type TDeliverySite,
  type TFiscalData,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';

// A customer's invoice data (`profile-user/{uid}/billing/fiscal`) and delivery sites
// (`profile-user/{uid}/delivery-sites/{id}`): written by the customer, checked by the domain here
// and by the rules' shape on the server (an order re-checks them with the domain when it is created).

/** A saved delivery site with its id. */
export type TSavedDeliverySite = TDeliverySite & { readonly id: string };

/** The customer's invoice data, live; null until it is first saved. Stored data that no longer passes the domain's rules is reported, not shown as valid. */
export function subscribeFiscalData(
  db: Firestore,
  uid: string,
  onChange: (data: TFiscalData | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    doc(db, ...FIRESTORE_PATHS.fiscalData(uid)),
    (snap) => {
      const stored = snap.data();
      if (stored === undefined) return onChange(null);
      const { updated_at: _updatedAt, ...fields } = stored;
      const parsed = ZFiscalData.safeParse(fields);
      if (parsed.success) onChange(parsed.data);
      else onError(new AppError('fiscal/read-failed', { cause: parsed.error }));
    },
    (error) => onError(new AppError('fiscal/read-failed', { cause: error })),
  );
}

/** Saves the invoice data after the domain's checks (refused with `input/invalid` and the zod issues otherwise). */
export async function saveFiscalData(db: Firestore, uid: string, input: unknown): Promise<TFiscalData> {
  const parsed = ZFiscalData.safeParse(input);
  if (!parsed.success) throw new AppError('input/invalid', { cause: parsed.error });
  try {
    await setDoc(doc(db, ...FIRESTORE_PATHS.fiscalData(uid)), { ...parsed.data, updated_at: serverTimestamp() });
  } catch (error) {
    throw new AppError('fiscal/save-failed', { cause: error });
  }
  return parsed.data;
}

/** The customer's delivery sites by name, live (at most DELIVERY_SITES_LIMIT; unreadable ones are skipped). */
export function subscribeDeliverySites(
  db: Firestore,
  uid: string,
  onChange: (sites: readonly TSavedDeliverySite[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    query(collection(db, ...FIRESTORE_PATHS.deliverySites(uid)), orderBy('name'), limit(DELIVERY_SITES_LIMIT)),
    (snap) =>
      onChange(
        snap.docs.flatMap((site) => {
          const parsed = ZDeliverySite.safeParse(site.data());
          return parsed.success ? [{ ...parsed.data, id: site.id }] : [];
        }),
      ),
    (error) => onError(new AppError('site/read-failed', { cause: error })),
  );
}

/** Adds a delivery site (`siteId` null) or replaces one's fields, after the domain's checks. */
export async function saveDeliverySite(
  db: Firestore,
  uid: string,
  siteId: string | null,
  input: unknown,
): Promise<TSavedDeliverySite> {
  const parsed = ZDeliverySite.safeParse(input);
  if (!parsed.success) throw new AppError('input/invalid', { cause: parsed.error });
  try {
    if (siteId === null) {
      const created = doc(collection(db, ...FIRESTORE_PATHS.deliverySites(uid)));
      await setDoc(created, { ...parsed.data, created_at: serverTimestamp(), updated_at: serverTimestamp() });
      return { ...parsed.data, id: created.id };
    }
    await updateDoc(doc(db, ...FIRESTORE_PATHS.deliverySite(uid, siteId)), {
      ...parsed.data,
      updated_at: serverTimestamp(),
    });
    return { ...parsed.data, id: siteId };
  } catch (error) {
    throw new AppError('site/save-failed', { cause: error });
  }
}

/** Deletes a delivery site. */
export async function deleteDeliverySite(db: Firestore, uid: string, siteId: string): Promise<void> {
  try {
    await deleteDoc(doc(db, ...FIRESTORE_PATHS.deliverySite(uid, siteId)));
  } catch (error) {
    throw new AppError('site/delete-failed', { cause: error });
  }
}
