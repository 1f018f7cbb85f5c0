import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';

const connected = new WeakSet<Auth>();

/** The Firebase Auth instance, connected to the Auth emulator once when the configuration says so. */
export function getFirebaseAuth(): Auth {
  const env = firebaseClientEnv();
  const auth = getAuth(getFirebaseApp(env));
  if (env.useEmulators && !connected.has(auth)) {
    connectAuthEmulator(auth, env.authEmulatorOrigin, { disableWarnings: true });
    connected.add(auth);
  }
  return auth;
}
