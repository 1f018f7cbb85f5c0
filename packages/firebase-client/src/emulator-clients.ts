import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, terminate, type Firestore } from 'firebase/firestore';
import type { AppError } from '@voltia/domain';
import { getFirebaseAuth } from './auth';

// For the repositories' integration tests, against the real emulators: browsers signed in as
// staff or as a customer, and documents written as the functions write them (the Admin, "Bearer
// owner", past the rules). Not bundled (tests only).

export const EMULATOR_PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PASSWORD = 'Prueba-2026!';

export type TEmulatorClient = { readonly app: FirebaseApp; readonly db: Firestore };

/**
 * A signed-in browser: its own app, email account and Firestore. Staff have a verified address at the
 * company domain (the rules' gate): the Auth emulator marks it verified, and signing in again gives
 * an ID token that says so. `name` keeps apps and addresses of one run apart.
 */
export async function signedInClient(name: string, staff: boolean): Promise<TEmulatorClient> {
  const unique = `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const app = initializeApp({ projectId: EMULATOR_PROJECT, apiKey: 'demo-api-key' }, unique);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const email = `${unique}@${staff ? 'voltia.example' : 'example.com'}`;
  const { user } = await createUserWithEmailAndPassword(auth, email, PASSWORD);
  if (staff) {
    const res = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/projects/${EMULATOR_PROJECT}/accounts:update`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({ localId: user.uid, emailVerified: true }),
      },
    );
    if (!res.ok) throw new Error(`Auth emulator answered ${res.status} verifying ${email}`);
    await signOut(auth);
    await signInWithEmailAndPassword(auth, email, PASSWORD);
  }
  return { app, db };
}

/** Closes the clients' Firestore and apps. */
export async function closeClients(clients: readonly (TEmulatorClient | undefined)[]): Promise<void> {
  for (const client of clients) {
    if (client === undefined) continue;
    await terminate(client.db);
    await deleteApp(client.app);
  }
}

type TValue =
  | { nullValue: null }
  | { stringValue: string }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { bytesValue: string }
  | { arrayValue: { values: TValue[] } }
  | { mapValue: { fields: Record<string, TValue> } };

/** A value as the Firestore REST API writes it. */
function encode(value: unknown): TValue {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof Uint8Array) return { bytesValue: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object') return { mapValue: { fields: fieldsOf(value as Record<string, unknown>) } };
  return { stringValue: String(value) };
}

const fieldsOf = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

/** Writes (a document's whole data) and deletes (null) in one commit, as the Admin: past the rules. */
export async function commitAsAdmin(
  writes: readonly { readonly path: string; readonly data: Record<string, unknown> | null }[],
): Promise<void> {
  const name = (path: string) => `projects/${EMULATOR_PROJECT}/databases/(default)/documents/${path}`;
  const res = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${EMULATOR_PROJECT}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: writes.map(({ path, data }) =>
          data === null ? { delete: name(path) } : { update: { name: name(path), fields: fieldsOf(data) } },
        ),
      }),
    },
  );
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} to a commit: ${await res.text()}`);
}

/**
 * Moves `catalogue-state/current`'s epoch (and version), as the demo seed does, after a test wrote or
 * deleted products past the catalogue function: what holds the catalogue reads it whole next time.
 */
export async function announceCatalogueRewrite(): Promise<void> {
  const name = `projects/${EMULATOR_PROJECT}/databases/(default)/documents/catalogue-state/current`;
  const increment = (fieldPath: string) => ({ fieldPath, increment: { integerValue: '1' } });
  const res = await fetch(
    `http://${FIRESTORE_HOST}/v1/projects/${EMULATOR_PROJECT}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          {
            update: { name, fields: {} },
            updateMask: { fieldPaths: [] },
            updateTransforms: [increment('version'), increment('epoch')],
          },
        ],
      }),
    },
  );
  if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} to a commit: ${await res.text()}`);
}

/**
 * The first value a live subscription reports that `accept` takes (Firestore answers
 * asynchronously), or its refusal; the subscription stops either way.
 */
export function nextValue<T>(
  subscribe: (onChange: (value: T) => void, onError: (error: AppError) => void) => () => void,
  accept: (value: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = subscribe(
      (value) => {
        if (!accept(value)) return;
        stop();
        resolve(value);
      },
      (error) => {
        stop();
        reject(error);
      },
    );
  });
}

/** Signs a new email customer (`<prefix>-<time>@example.com`) into the app the package itself uses; returns the uid. */
export async function signUpAppCustomer(prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  return (await createUserWithEmailAndPassword(getFirebaseAuth(), email, PASSWORD)).user.uid;
}

/** Signs the app's customer out (after signUpAppCustomer). */
export const signOutAppCustomer = (): Promise<void> => signOut(getFirebaseAuth());
