import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  signInAnonymously,
  type Auth,
} from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectOnce } from './emulator-target';

/**
 * In a browser, Auth with the persistence getAuth() would choose but **without** the pop-up
 * resolver: getAuth() would load Google's pop-up helper script (apis.google.com) on every page that
 * touches Auth. The resolver is passed to the Google pop-up calls alone (account/auth-service.ts),
 * so the script loads only when a person chooses Google. Outside a browser (tests, the server),
 * getAuth() keeps its in-memory default.
 */
function createAuth(app: FirebaseApp): Auth {
  if (typeof window === 'undefined') return getAuth(app);
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch (error) {
    // A module reloaded in development finds the app's Auth already made: that one is ours too.
    if ((error as { code?: unknown }).code === 'auth/already-initialized') return getAuth(app);
    throw error;
  }
}

const instances = new WeakMap<FirebaseApp, Auth>();

/** The Firebase Auth instance, connected to the Auth emulator once when the configuration says so. */
export function getFirebaseAuth(): Auth {
  const env = firebaseClientEnv();
  const app = getFirebaseApp(env);
  let auth = instances.get(app);
  if (!auth) {
    auth = createAuth(app);
    instances.set(app, auth);
  }
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
 * Who owns a quote created now: the signed-in customer, or a visitor signed in anonymously first,
 * so every cart has an owner the rules can check.
 */
export async function ensureCartOwner(): Promise<TCartOwner> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser ?? (await signInAnonymously(auth)).user;
  return { uid: user.uid, customerName: user.isAnonymous ? undefined : user.displayName };
}
