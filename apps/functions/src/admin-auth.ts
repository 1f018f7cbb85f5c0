import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { callerFromIdToken, type TIdTokenCaller } from './http/id-token-caller';

/**
 * The Admin SDK's Auth, initialised on first use (like adminFirestore). Under the emulators,
 * FIREBASE_AUTH_EMULATOR_HOST makes it talk to the Auth emulator.
 */
export function adminAuth(): Auth {
  const app = getApps()[0] ?? initializeApp();
  return getAuth(app);
}

/**
 * Verifies a Firebase ID token and who it names. It also checks that the account's sessions were
 * not revoked and that the account is not disabled (one Auth lookup per call). A revoked session
 * or a disabled account is refused at once, rather than when its token expires (up to an hour).
 */
export async function verifyCaller(token: string): Promise<TIdTokenCaller> {
  return callerFromIdToken(await adminAuth().verifyIdToken(token, true));
}
