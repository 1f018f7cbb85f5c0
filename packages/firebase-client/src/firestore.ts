import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { splitHostPort } from './emulator-target';

// The emulator can be connected only once per instance, and before first use: remember which are.
const connected = new WeakSet<Firestore>();

/** The browser Firestore, connected to the emulator once when the configuration says so. */
export function getDb(): Firestore {
  const env = firebaseClientEnv();
  const db = getFirestore(getFirebaseApp(env));
  if (env.useEmulators && !connected.has(db)) {
    const { host, port } = splitHostPort(env.firestoreEmulatorHost);
    connectFirestoreEmulator(db, host, port);
    connected.add(db);
  }
  return db;
}
