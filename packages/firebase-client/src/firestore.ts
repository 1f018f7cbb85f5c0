import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectFirestoreEmulatorOnce } from './emulator-target';

/** The browser Firestore, connected to the emulator once when the configuration says so. */
export function getDb(): Firestore {
  const env = firebaseClientEnv();
  return connectFirestoreEmulatorOnce(getFirestore(getFirebaseApp(env)), env, connectFirestoreEmulator);
}
