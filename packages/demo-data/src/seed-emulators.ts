import {
  CATALOGUE_STATE_DOC_ID,
  FIRESTORE_COLLECTIONS,
  priceListKeys,
  FISCAL_DATA_DOC_ID,
  ZDeliverySite,
  ZFiscalData,
  orderMovesFrom,
  ORDER_MOVES,
  skuDocId,
  type TProduct,
  ZBrand,
  ZCartLine,
  ZCategory,
  ZOrderDocument,
  ZOrderHistoryEntry,
  ZProduct,
  ZQuoteDesk,
  ZQuoteDocument,
  ZQuoteHistoryEntry,
  ZQuoteMessage,
  ZStaffMember,
  ZSupplier,
  ZUserProfile,
  STATS_COLLECTIONS,
  ZStatsDayRollup,
  quoteInvariantViolations,
  withOrderSearchKeys,
  withSearchKeys,
} from '@voltia/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { DEMO_BRANDS } from './brands';
import { DEMO_BILLING } from './demo-billing';
import { DEMO_CATEGORIES } from './categories';
import { buildDemoPriceList } from './demo-product-prices';
import { buildDemoQuotes, type TDemoQuote, type TDemoQuoteCounter } from './demo-quotes';
import { buildDemoStatsDays } from './demo-stats';
import { DEMO_USERS, type TDemoUser } from './demo-users';
import { DEMO_PRODUCTS } from './products';
import { writeCatalogueSnapshot } from './seed-catalogue-snapshot';
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
  /** Customers' invoice data (`profile-user/{uid}/billing/fiscal`) written. */
  fiscalData: number;
  /** Customers' delivery sites written. */
  deliverySites: number;
  /** `staff-members` documents written: every demo staff member. */
  staffMembers: number;
  /** Demo `quote-detail` documents written (each with its `cart` lines). */
  quotes: number;
  /** Of those, the ones past draft: what the sales inbox lists. */
  inboxQuotes: number;
  /** `quote-desk` documents written: one per quote past draft. */
  desks: number;
  /** `quote-detail/{id}/history` entries written. */
  historyEntries: number;
  /** `quote-detail/{id}/messages` written. */
  messages: number;
  /** `orders/{quoteId}` documents written: one per accepted demo quote, each with its history. */
  orders: number;
  /** `orders/{quoteId}/history` entries written: each order's creation and staff's moves. */
  orderHistoryEntries: number;
  /** `product-prices` documents (one per product) and `price-history` entries written. */
  prices: number;
  priceHistory: number;
  /** `stats-days` documents written: the generated weeks of stats up to yesterday (demo-stats.ts). */
  statsDays: number;
}

export interface SeedOptions {
  /** Must start with `demo-`: such projects only ever exist in the emulators. */
  projectId: string;
  /** The instant the demo quotes are dated from; defaults to demoSeedInstant(new Date()). */
  now?: Date;
}

const HOUR_MS = 3_600_000;

/**
 * The instant a seed dates the demo quotes from: the current time rounded down to the hour, so every
 * seed within the same hour writes the same data and the dates read as office times.
 */
export function demoSeedInstant(date: Date): Date {
  return new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
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
  /** The whole document; null deletes it. */
  data: DocumentData | null;
}

export async function commitInBatches(db: Firestore, writes: readonly TWrite[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_SIZE)) {
      // A full `set` (no merge) replaces the document, so a second run leaves exactly the same data.
      if (write.data === null) batch.delete(write.ref);
      else batch.set(write.ref, write.data);
    }
    await batch.commit();
  }
}

/** Dates as Firestore stores them (Timestamps); other values as they are. */
export function withTimestamps(data: object): DocumentData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? Timestamp.fromDate(value) : value]),
  );
}

/**
 * The id of a seeded history entry or message: the quotes function's scheme (the instant's
 * milliseconds, zero-padded, then the order within one write), so seeded and later entries sort
 * together by time; the `seed` tail keeps them apart from the function's random tails.
 */
export function seedEntryId(at: Date, index: number): string {
  return `${String(at.getTime()).padStart(15, '0')}-${String(index).padStart(3, '0')}-seed`;
}

/**
 * The quote back to its demo state, in one batch: the document replaced whole (with the inbox's
 * search keys), and its lines, desk, history and messages exactly the demo's, and so its order
 * (`orders/{id}`, with its history) for an accepted one. Whatever a demo session added (lines,
 * history entries, messages, the desk of a list it submitted, the order of an offer it accepted,
 * an order's later moves) is deleted.
 */
async function replaceDemoQuote(db: Firestore, demo: TDemoQuote): Promise<void> {
  const C = FIRESTORE_COLLECTIONS;
  const ref = db.collection(C.quotes).doc(demo.id);
  const desk = db.collection(C.quoteDesks).doc(demo.id);
  const order = db.collection(C.orders).doc(demo.id);
  const writes: TWrite[] = [
    { ref, data: withTimestamps(withSearchKeys(demo.quote)) },
    ...demo.lines.map((line) => ({ ref: ref.collection(C.cartLines).doc(line.product_id), data: line })),
    ...demo.history.map((entry, index) => ({
      ref: ref.collection(C.quoteHistory).doc(seedEntryId(entry.at, index)),
      data: withTimestamps(entry),
    })),
    ...demo.messages.map((message, index) => ({
      ref: ref.collection(C.quoteMessages).doc(seedEntryId(message.at, index)),
      data: withTimestamps(message),
    })),
    { ref: desk, data: demo.desk === null ? null : withTimestamps(demo.desk) },
    // The order's dates are all top-level (created_at, updated_at), as the function writes them, and
    // it carries the staff order list's search keys as every order write does.
    { ref: order, data: demo.order === null ? null : withTimestamps(withOrderSearchKeys(demo.order.order)) },
    ...(demo.order?.history ?? []).map((entry, index) => ({
      ref: order.collection(C.quoteHistory).doc(seedEntryId(entry.at, index)),
      data: withTimestamps(entry),
    })),
  ];
  const keep = new Set(writes.map((write) => write.ref.path));
  const existing = await Promise.all([
    ...[C.cartLines, C.quoteHistory, C.quoteMessages].map((name) => ref.collection(name).listDocuments()),
    order.collection(C.quoteHistory).listDocuments(),
  ]);
  const extra = existing.flat().filter((doc) => !keep.has(doc.path));
  await commitInBatches(db, [...writes, ...extra.map((doc) => ({ ref: doc, data: null }))]);
}

/**
 * Sets each year's quote and order counters to one past the demo's last number, never lower than
 * they are: after a session's own requests and accepts, the numbers the function already gave stay
 * unique.
 */
async function advanceQuoteCounters(db: Firestore, counters: readonly TDemoQuoteCounter[]): Promise<void> {
  for (const counter of counters) {
    const ref = db.collection(FIRESTORE_COLLECTIONS.counters).doc(counter.id);
    await db.runTransaction(async (tx) => {
      const stored: unknown = (await tx.get(ref)).get('next');
      const ahead = typeof stored === 'number' && Number.isSafeInteger(stored) && stored > counter.next;
      tx.set(ref, { next: ahead ? stored : counter.next });
    });
  }
}

/**
 * A demo quote as the schemas read it, checked before the first write: the quote's invariants, and
 * an order for an accepted quote only. Throws on anything the product could not have stored.
 */
export function parseDemoQuote(demo: TDemoQuote): TDemoQuote {
  const quote = ZQuoteDocument.parse(demo.quote);
  const violations = quoteInvariantViolations(quote);
  if (violations.length > 0)
    throw new Error(`demo quote ${demo.id} breaks the quote invariants: ${violations.join('; ')}`);
  // One accepted offer makes one order, and only an accepted offer does.
  if ((quote.status === 'accepted') !== (demo.order !== null))
    throw new Error(`demo quote ${demo.id} is ${quote.status} ${demo.order === null ? 'without' : 'with'} an order`);
  return {
    id: demo.id,
    quote,
    lines: demo.lines.map((line) => ZCartLine.parse(line)),
    desk: demo.desk === null ? null : ZQuoteDesk.parse(demo.desk),
    history: demo.history.map((entry) => ZQuoteHistoryEntry.parse(entry)),
    messages: demo.messages.map((message) => ZQuoteMessage.parse(message)),
    order: demo.order === null ? null : parseDemoOrder(demo.id, demo.order),
  };
}

/**
 * The order of an accepted demo quote as the schemas read it. Throws on an order that is not its
 * quote's, or whose history does not start with its creation, takes a step the lifecycle does not
 * have, goes back in time or ends anywhere but the order's status.
 */
function parseDemoOrder(quoteId: string, demo: NonNullable<TDemoQuote['order']>): NonNullable<TDemoQuote['order']> {
  const order = ZOrderDocument.parse(demo.order);
  if (order.quote_id !== quoteId) throw new Error(`demo order ${quoteId} names quote ${order.quote_id}`);
  const history = demo.history.map((entry) => ZOrderHistoryEntry.parse(entry));
  if (history[0]?.from !== null || history[0].to !== 'confirmed')
    throw new Error(`demo order ${quoteId} does not start with its creation`);
  for (const [index, entry] of history.entries()) {
    const previous = history[index - 1];
    if (previous === undefined) continue;
    const allowed = orderMovesFrom(previous.to).some((move) => ORDER_MOVES[move].to === entry.to);
    if (entry.from !== previous.to || !allowed || entry.at.getTime() < previous.at.getTime())
      throw new Error(`demo order ${quoteId}: history entry ${index} (${entry.from} → ${entry.to}) does not follow`);
  }
  if (history.at(-1)!.to !== order.status)
    throw new Error(`demo order ${quoteId} is ${order.status} but its history ends ${history.at(-1)!.to}`);
  return { order, history };
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

/**
 * The demo price list (demo-product-prices.ts): every demo product's price replaced whole, and the
 * price history and bulk batches exactly the demo's (what a demo session added is deleted, so the
 * history matches the prices again; prices of products a session created are kept).
 */
async function replaceDemoPriceList(db: Firestore, products: readonly TProduct[], now: Date): Promise<void> {
  const C = FIRESTORE_COLLECTIONS;
  const list = buildDemoPriceList(products, now);
  const writes: TWrite[] = [
    ...list.prices.map((price) => ({
      ref: db.collection(C.productPrices).doc(price.product_id),
      data: withTimestamps(price),
    })),
    ...list.history.map(({ id, ...entry }) => ({
      ref: db.collection(C.priceHistory).doc(id),
      data: withTimestamps(entry),
    })),
    ...list.batches.map((batch) => ({ ref: db.collection(C.priceBatches).doc(batch.id), data: withTimestamps(batch) })),
    ...list.batchItems.map(({ batch_id: batchId, ...item }) => ({
      ref: db.collection(C.priceBatches).doc(batchId).collection('items').doc(item.product_id),
      data: withTimestamps(item),
    })),
  ];
  const keep = new Set(writes.map((write) => write.ref.path));
  const batches = await db.collection(C.priceBatches).listDocuments();
  const existing = [
    ...(await db.collection(C.priceHistory).listDocuments()),
    ...batches,
    ...(await Promise.all(batches.map((batch) => batch.collection('items').listDocuments()))).flat(),
  ];
  await commitInBatches(db, [
    ...writes,
    ...existing.filter((doc) => !keep.has(doc.path)).map((doc) => ({ ref: doc, data: null })),
  ]);
}

let appCounter = 0;

/** What the catalogue function keeps beside each product: its SKU key and, when unpublished, its retired page. */
function catalogueIndexDocs(db: Firestore, products: readonly TProduct[]): TWrite[] {
  return products.flatMap((product) => [
    {
      ref: db.collection(FIRESTORE_COLLECTIONS.productSkus).doc(skuDocId(product.sku)),
      data: { product_id: product.product_id, sku: product.sku },
    },
    {
      ref: db.collection(FIRESTORE_COLLECTIONS.retiredProducts).doc(product.product_id),
      data: product.published ? null : { sku: product.sku, description: product.description, brand: product.brand },
    },
  ]);
}

/**
 * Writes the demo catalogue, suppliers, demo accounts, staff members, the sales inbox (every
 * demo quote with its lines, desk, history and messages, the orders of the accepted ones with their
 * histories, and the quote- and order-number counters) and six weeks of stats days into the
 * Firebase emulators.
 * Idempotent and resetting: documents are replaced whole, what a demo session added to a demo
 * quote is deleted, and Auth users are created or updated.
 */
export async function seedEmulators(options: SeedOptions): Promise<SeedSummary> {
  const { projectId } = options;
  assertEmulatorTarget(projectId, process.env);
  const now = options.now ?? demoSeedInstant(new Date());

  // Validate everything before the first write, so a bad record never leaves a half-seeded project.
  const categories = DEMO_CATEGORIES.map((category) => ZCategory.parse(category));
  const brands = DEMO_BRANDS.map((brand) => ZBrand.parse(brand));
  const products = DEMO_PRODUCTS.map((product) => ZProduct.parse(product));
  const suppliers = DEMO_SUPPLIERS.map((supplier) => ZSupplier.parse(supplier));
  const profiles = DEMO_USERS.map((user) =>
    ZUserProfile.parse({ ...user.profile, created_at: new Date(user.profile.created_at) }),
  );
  const billing = DEMO_BILLING.map((demo) => ({
    uid: demo.uid,
    fiscal: ZFiscalData.parse(demo.fiscal),
    sites: demo.sites.map(({ id, ...site }) => ({ id, site: ZDeliverySite.parse(site) })),
  }));
  const staffMembers = DEMO_USERS.filter((user) => user.role === 'staff').map((user) =>
    ZStaffMember.parse({ uid: user.uid, name: user.profile.full_name, email: user.email, updated_at: now }),
  );
  const demoQuotes = buildDemoQuotes(now);
  const quotes = demoQuotes.quotes.map(parseDemoQuote);
  const counters = demoQuotes.counters.map((counter) => {
    if (!Number.isSafeInteger(counter.next) || counter.next < 1)
      throw new Error(`bad number counter ${counter.id}: ${counter.next}`);
    return counter;
  });
  const statsDays = buildDemoStatsDays(now, products).map((day) => ZStatsDayRollup.parse(day));
  const pricedIds = new Set(buildDemoPriceList(products, now).prices.map((price) => price.product_id));

  appCounter += 1;
  const app: App = initializeApp({ projectId }, `voltia-demo-seed-${appCounter}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);

    await commitInBatches(db, [
      ...categories.map((category) => ({
        ref: db.collection(FIRESTORE_COLLECTIONS.categories).doc(category.id),
        data: category,
      })),
      ...brands.map((brand) => ({ ref: db.collection(FIRESTORE_COLLECTIONS.brands).doc(brand.id), data: brand })),
      ...products.map((product) => ({
        ref: db.collection(FIRESTORE_COLLECTIONS.products).doc(product.product_id),
        // With the fields /precios queries: the demo price list prices every demo product.
        data: { ...product, ...priceListKeys(product, pricedIds.has(product.product_id)) },
      })),
      ...suppliers.map((supplier) => ({
        ref: db.collection(FIRESTORE_COLLECTIONS.suppliers).doc(supplier.id),
        data: supplier,
      })),
      ...catalogueIndexDocs(db, products),
    ]);
    // A new epoch (the seed writes past the catalogue function, and replaces what was there), so a
    // running storefront or catalogue function reads the catalogue whole again.
    await db
      .collection(FIRESTORE_COLLECTIONS.catalogueState)
      .doc(CATALOGUE_STATE_DOC_ID)
      .set(
        { version: FieldValue.increment(1), epoch: FieldValue.increment(1), updated_at: now.toISOString() },
        { merge: true },
      );
    await writeCatalogueSnapshot(db);

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

    // Replaced whole, each site under its stable id (created_at is the seed's instant).
    await commitInBatches(
      db,
      billing.flatMap(({ uid, fiscal, sites }) => {
        const profile = db.collection(FIRESTORE_COLLECTIONS.profiles).doc(uid);
        return [
          {
            ref: profile.collection(FIRESTORE_COLLECTIONS.billing).doc(FISCAL_DATA_DOC_ID),
            data: withTimestamps({ ...fiscal, updated_at: now }),
          },
          ...sites.map(({ id, site }) => ({
            ref: profile.collection(FIRESTORE_COLLECTIONS.deliverySites).doc(id),
            data: withTimestamps({ ...site, created_at: now, updated_at: now }),
          })),
        ];
      }),
    );

    await commitInBatches(
      db,
      staffMembers.map((member) => ({
        ref: db.collection(FIRESTORE_COLLECTIONS.staffMembers).doc(member.uid),
        data: withTimestamps(member),
      })),
    );

    for (const demo of quotes) await replaceDemoQuote(db, demo);
    await advanceQuoteCounters(db, counters);
    await replaceDemoPriceList(db, products, now);
    // Past days only (today belongs to real events and the roll-up), each replaced whole.
    await commitInBatches(
      db,
      statsDays.map((day) => ({
        ref: db.collection(STATS_COLLECTIONS.days).doc(day.day),
        data: withTimestamps({ ...day, updated_at: now }),
      })),
    );

    return {
      projectId,
      categories: categories.length,
      brands: brands.length,
      products: products.length,
      suppliers: suppliers.length,
      users: DEMO_USERS.length,
      profiles: profiles.length,
      fiscalData: billing.length,
      deliverySites: billing.reduce((count, demo) => count + demo.sites.length, 0),
      staffMembers: staffMembers.length,
      quotes: quotes.length,
      inboxQuotes: quotes.filter((demo) => demo.quote.status !== 'draft').length,
      desks: quotes.filter((demo) => demo.desk !== null).length,
      historyEntries: quotes.reduce((sum, demo) => sum + demo.history.length, 0),
      messages: quotes.reduce((sum, demo) => sum + demo.messages.length, 0),
      orders: quotes.filter((demo) => demo.order !== null).length,
      orderHistoryEntries: quotes.reduce((sum, demo) => sum + (demo.order?.history.length ?? 0), 0),
      prices: products.length,
      priceHistory: buildDemoPriceList(products, now).history.length,
      statsDays: statsDays.length,
    };
  } finally {
    await deleteApp(app);
  }
}
