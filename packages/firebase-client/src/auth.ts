import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectOnce } from './emulator-target';

/** The Firebase Auth instance, connected to the Auth emulator once when the configuration says so. */
export function getFirebaseAuth(): Auth {
  const env = firebaseClientEnv();
  const auth = getAuth(getFirebaseApp(env));
  if (env.useEmulators) connectOnce(auth, () => connectAuthEmulator(auth, env.authEmulatorOrigin, { disableWarnings: true }));
  return auth;
}

/** Resolves once the persisted session (if any) has been restored. */
export async function authReady(): Promise<void> {
  await getFirebaseAuth().authStateReady();
}

/**
 * The current user's uid, signing a visitor in anonymously first (DESIGN 4): every cart has an
 * owner the rules can check.
 */
export async function ensureUserId(): Promise<string> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  return (auth.currentUser ?? (await signInAnonymously(auth)).user).uid;
}
