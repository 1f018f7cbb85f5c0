import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectOnce, splitHostPort } from './emulator-target';

/** The browser Firestore, connected to the emulator once when the configuration says so. */
export function getDb(): Firestore {
  const env = firebaseClientEnv();
  const db = getFirestore(getFirebaseApp(env));
  if (env.useEmulators) {
    connectOnce(db, () => {
      const { host, port } = splitHostPort(env.firestoreEmulatorHost);
      connectFirestoreEmulator(db, host, port);
    });
  }
  return db;
}
