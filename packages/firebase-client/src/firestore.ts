import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  getFirestore,
  type Firestore,
} from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectFirestoreEmulatorOnce } from './emulator-target';
import { releaseStreamsWhileKept } from './page-kept';

/** The browser Firestore, connected to the emulator once when the configuration says so. */
export function getDb(): Firestore {
  const env = firebaseClientEnv();
  const db = connectFirestoreEmulatorOnce(getFirestore(getFirebaseApp(env)), env, connectFirestoreEmulator);
  if (typeof window !== 'undefined')
    releaseStreamsWhileKept(window, db, { disable: () => disableNetwork(db), enable: () => enableNetwork(db) });
  return db;
}
