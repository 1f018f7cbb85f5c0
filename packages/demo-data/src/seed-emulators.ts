import { FIRESTORE_COLLECTIONS, ZBrand, ZCartLine, ZCategory, ZProduct, ZQuoteDocument, ZSupplier, ZUserProfile } from '@voltia/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type DocumentData, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { buildDemoQuotes, type TDemoQuote } from './demo-quotes';
import { DEMO_USERS, type TDemoUser } from './demo-users';
import { DEMO_PRODUCTS } from './products';
import { DEMO_SUPPLIERS } from './suppliers';

export interface SeedSummary {
  projectId: string;
  categories: number;
  brands: number;
  products: number;
  suppliers: number;
  /** Auth users created or updated. */
  users: number;
  /** `profile-user` documents written. */
  profiles: number;
  /** The demo customer's `quote-detail` documents written (each with its `cart` lines). */
  quotes: number;
}

export interface SeedOptions {
  /** Must start with `demo-`: such projects only ever exist in the emulators. */
  projectId: string;
}

/** Firestore allows 500 writes per batch; stay well under it. */
const BATCH_SIZE = 400;

// Any environment-like record (Next.js narrows ProcessEnv, so a structural type would not match it).
type TEmulatorEnv = Readonly<Record<string, string | undefined>>;

/**
 * Throws unless the target is certainly the local emulators: a `demo-` project id and both
 * emulator hosts set. firebase-admin reads those variables itself; without them it would try
 * to reach the real Google endpoints.
 */
export function assertEmulatorTarget(projectId: string, env: TEmulatorEnv): void {
  if (!/^demo-[a-z0-9-]+$/.test(projectId)) {
    throw new Error(
      `seedEmulators refuses project "${projectId}": only demo projects (id starting with "demo-") can be seeded, ` +
        'so the demo data and passwords can never reach a real Firebase project.',
    );
  }
  const missing = (['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'] as const).filter(
    (name) => (env[name] ?? '').trim() === '',
  );
  if (missing.length > 0) {
    throw new Error(
      `seedEmulators refuses to run: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Start the Firebase emulators and point the seed at them (for example FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 ' +
        'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099).',
    );
  }
}

interface TWrite {
  ref: DocumentReference;
  data: DocumentData;
}

async function commitInBatches(db: Firestore, writes: readonly TWrite[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) {
      // A full `set` (no merge) replaces the document, so a second run leaves exactly the same data.
      batch.set(write.ref, write.data);
    }
    await batch.commit();
  }
}

/** Dates as Firestore stores them (Timestamps); other values as they are. */
function withTimestamps(data: object): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]));
}

/** The quote back to its demo state: the document replaced whole, its lines exactly the demo's. */
async function replaceDemoQuote(db: Firestore, demo: TDemoQuote): Promise<void> {
  const ref = db.collection(FIRESTORE_COLLECTIONS.quotes).doc(demo.id);
  const existing = await ref.collection(FIRESTORE_COLLECTIONS.cartLines).listDocuments();
  const keep = new Set(demo.lines.map((line) => line.product_id));
  await commitInBatches(db, [
    { ref, data: withTimestamps(demo.quote) },
    ...demo.lines.map((line) => ({ ref: ref.collection(FIRESTORE_COLLECTIONS.cartLines).doc(line.product_id), data: line })),
  ]);
  const extra = existing.filter((line) => !keep.has(line.id));
  if (extra.length > 0) {
    const batch = db.batch();
    for (const line of extra) batch.delete(line);
    await batch.commit();
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** Creates the Auth user with its fixed uid, or brings an existing one back to the demo state. */
async function upsertDemoUser(auth: Auth, user: TDemoUser): Promise<void> {
  const properties = {
    email: user.email,
    password: user.password,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    disabled: false,
  };
  try {
    await auth.createUser({ uid: user.uid, ...properties });
    return;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/uid-already-exists') {
      await auth.updateUser(user.uid, properties);
      return;
    }
    if (code !== 'auth/email-already-exists') throw error;
  }
  // The email belongs to another uid (someone registered it by hand in the emulator). The demo
  // accounts need their fixed uid, and this only ever runs against a demo project, so replace it.
  const existing = await auth.getUserByEmail(user.email);
  if (existing.uid === user.uid) {
    await auth.updateUser(user.uid, properties);
    return;
  }
  await auth.deleteUser(existing.uid);
  await auth.createUser({ uid: user.uid, ...properties });
}

let appCounter = 0;

/**
 * Writes the demo catalogue, suppliers, demo accounts and the demo customer's quotes into the
 * Firebase emulators.
 * Idempotent: documents are replaced whole and Auth users are created or updated.
 */
export async function seedEmulators(options: SeedOptions): Promise<SeedSummary> {
  const { projectId } = options;
  assertEmulatorTarget(projectId, process.env);

  // Validate everything before the first write, so a bad record never leaves a half-seeded project.
  const categories = DEMO_CATEGORIES.map((category) => ZCategory.parse(category));
  const brands = DEMO_BRANDS.map((brand) => ZBrand.parse(brand));
  const products = DEMO_PRODUCTS.map((product) => ZProduct.parse(product));
  const suppliers = DEMO_SUPPLIERS.map((supplier) => ZSupplier.parse(supplier));
  const profiles = DEMO_USERS.map((user) =>
    ZUserProfile.parse({ ...user.profile, created_at: new Date(user.profile.created_at) }),
  );
  const quotes = buildDemoQuotes().map((demo) => ({ ...demo, quote: ZQuoteDocument.parse(demo.quote), lines: demo.lines.map((line) => ZCartLine.parse(line)) }));

  appCounter += 1;
  const app: App = initializeApp({ projectId }, `voltia-demo-seed-${appCounter}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);

    await commitInBatches(db, [
      ...categories.map((category) => ({ ref: db.collection(FIRESTORE_COLLECTIONS.categories).doc(category.id), data: category })),
      ...brands.map((brand) => ({ ref: db.collection(FIRESTORE_COLLECTIONS.brands).doc(brand.id), data: brand })),
      ...products.map((product) => ({ ref: db.collection(FIRESTORE_COLLECTIONS.products).doc(product.product_id), data: product })),
      ...suppliers.map((supplier) => ({ ref: db.collection(FIRESTORE_COLLECTIONS.suppliers).doc(supplier.id), data: supplier })),
    ]);

    for (const user of DEMO_USERS) {
      await upsertDemoUser(auth, user);
    }

    await commitInBatches(
      db,
      profiles.map((profile) => ({
        ref: db.collection(FIRESTORE_COLLECTIONS.profiles).doc(profile.user_id),
        data: withTimestamps(profile),
      })),
    );

    for (const demo of quotes) await replaceDemoQuote(db, demo);

    return {
      projectId,
      categories: categories.length,
      brands: brands.length,
      products: products.length,
      suppliers: suppliers.length,
      users: DEMO_USERS.length,
      profiles: profiles.length,
      quotes: quotes.length,
    };
  } finally {
    await deleteApp(app);
  }
}
