import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * The Admin SDK's Firestore, initialised on first use rather than at import, so unit tests and
 * functions that never touch Firestore pay nothing. The runtime (or the emulator, through
 * FIRESTORE_EMULATOR_HOST) supplies project and credentials.
 */
export function adminFirestore(): Firestore {
  const app = getApps()[0] ?? initializeApp();
  return getFirestore(app);
}
