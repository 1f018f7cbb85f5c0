import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { splitHostPort } from './emulator-target';

const connected = new WeakSet<Firestore>();

/**
 * Firestore for server rendering: the Lite SDK (REST, no realtime, no persistence) keeps server
 * components light. Reads run with no signed-in user, so they see only what the rules make public.
 */
export function getServerDb(): Firestore {
  const env = firebaseClientEnv();
  const db = getFirestore(getFirebaseApp(env));
  if (env.useEmulators && !connected.has(db)) {
    const { host, port } = splitHostPort(env.firestoreEmulatorHost);
    connectFirestoreEmulator(db, host, port);
    connected.add(db);
  }
  return db;
}
