import { FieldValue } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

export const PROFILE_COLLECTION = 'profile-user';

/**
 * Sets `email_verified_at` (server time) on `profile-user/{uid}`, only if the profile exists: a
 * confirmation never creates a half profile (the storefront creates it with the schema's fields).
 * Resolves false when there was no profile. The first confirmation's time is kept.
 */
export async function recordEmailVerified(db: Firestore, uid: string): Promise<boolean> {
  const ref = db.collection(PROFILE_COLLECTION).doc(uid);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    if (snapshot.get('email_verified_at') == null) tx.update(ref, { email_verified_at: FieldValue.serverTimestamp() });
    return true;
  });
}
