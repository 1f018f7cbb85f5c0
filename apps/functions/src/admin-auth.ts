import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';

/**
 * The Admin SDK's Auth, initialised on first use (like adminFirestore). Under the emulators,
 * FIREBASE_AUTH_EMULATOR_HOST makes it talk to the Auth emulator.
 */
export function adminAuth(): Auth {
  const app = getApps()[0] ?? initializeApp();
  return getAuth(app);
}
