import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../firestore/run-transaction';

/** What recording a confirmation did: the first one, a repeat (time kept), or nothing for lack of a profile. */
export type TEmailVerifiedRecord = 'first' | 'again' | 'no-profile';

/**
 * Sets `email_verified_at` (server time) on `profile-user/{uid}`, only if the profile exists: a
 * confirmation never creates a half profile (the storefront creates it with the schema's fields).
 * The first confirmation's time is kept; the transaction makes exactly one caller see 'first'.
 */
export async function recordEmailVerified(db: Firestore, uid: string): Promise<TEmailVerifiedRecord> {
  const ref = db.collection(FIRESTORE_COLLECTIONS.profiles).doc(uid);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return 'no-profile';
    if (snapshot.get('email_verified_at') != null) return 'again';
    tx.update(ref, { email_verified_at: FieldValue.serverTimestamp() });
    return 'first';
  });
}
