import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { getFirebaseApp } from './app';
import { firebaseClientEnv } from './env';
import { connectFirestoreEmulatorOnce } from './emulator-target';

/**
 * Firestore for server rendering: the Lite SDK (REST, no realtime, no persistence) keeps server
 * components light. Reads run with no signed-in user, so they see only what the rules make public.
 */
export function getServerDb(): Firestore {
  const env = firebaseClientEnv();
  return connectFirestoreEmulatorOnce(getFirestore(getFirebaseApp(env)), env, connectFirestoreEmulator);
}
