import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectOnce } from './emulator-target';

/** The Firebase Auth instance, connected to the Auth emulator once when the configuration says so. */
export function getFirebaseAuth(): Auth {
  const env = firebaseClientEnv();
  const auth = getAuth(getFirebaseApp(env));
  if (env.useEmulators) {
    connectOnce(auth, () => {
      connectAuthEmulator(auth, env.authEmulatorOrigin, { disableWarnings: true });
      // The emulator accepts any reCAPTCHA token; this makes the SDK use its offline mock widget,
      // which solves itself, instead of loading Google's script (no internet here).
      auth.settings.appVerificationDisabledForTesting = true;
    });
  }
  return auth;
}

/** Resolves once the persisted session (if any) has been restored. */
export async function authReady(): Promise<void> {
  await getFirebaseAuth().authStateReady();
}

export type TCartOwner = {
  readonly uid: string;
  /** The signed-in customer's name for a new quote's nameOfClient; undefined for an anonymous visitor. */
  readonly customerName: string | null | undefined;
};

/**
 * Who owns a quote created now: the signed-in customer, or a visitor signed in anonymously first
 * (DESIGN 4), so every cart has an owner the rules can check.
 */
export async function ensureCartOwner(): Promise<TCartOwner> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser ?? (await signInAnonymously(auth)).user;
  return { uid: user.uid, customerName: user.isAnonymous ? undefined : user.displayName };
}
