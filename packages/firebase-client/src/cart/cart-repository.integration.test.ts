import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import type { AppError, TCartLine } from '@voltia/domain';
import { makeCartLine, makeProduct } from '@voltia/domain/testing';
import {
  addLineToCart,
  createQuoteWithLine,
  removeLine,
  renameCart,
  setLineQuantity,
  subscribeCart,
  type TCartSnapshot,
} from './index';

setLogLevel('silent');

// Two independent clients (two browsers): each its own app, anonymous user and Firestore.
async function client(name: string): Promise<{ app: FirebaseApp; db: Firestore; uid: string }> {
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-voltia', apiKey: 'demo-api-key' }, name);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const { user } = await signInAnonymously(auth);
  return { app, db, uid: user.uid };
}

// Products of this run only: the emulators' project also holds the demo catalogue.
const RUN = Math.random().toString(36).slice(2, 8);
const PRODUCT_IDS = Array.from({ length: 9 }, (_, i) => `p-${i}`);
const productId = (short: string) => `cart-it-${RUN}-${short}`;

// Distinct descriptions: a cart sorts its lines by description.
const line = (short: string, quantity: number): TCartLine =>
  makeCartLine({ product_id: productId(short), quantity, sku_description: `Producto ${short}` });

/**
 * Puts (or, with `remove`, deletes) this run's published products in the Firestore emulator as an
 * administrator ("Bearer owner" passes the rules, as the catalogue function's Admin SDK does): a
 * line the client writes must copy a published product (firestore.rules).
 */
async function catalogue(remove = false): Promise<void> {
  const base = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-voltia'}/databases/(default)/documents/products`;
  await Promise.all(
    PRODUCT_IDS.map(async (short) => {
      const { sku, sku_description, brand } = line(short, 1);
      const product = makeProduct({ product_id: productId(short), sku, description: sku_description, brand });
      const fields = {
        product_id: { stringValue: product.product_id },
        sku: { stringValue: product.sku },
        description: { stringValue: product.description },
        brand: { stringValue: product.brand },
        brand_id: { stringValue: product.brand_id },
        category_id: { stringValue: product.category_id },
        unit: { stringValue: product.unit },
        attributes: { arrayValue: {} },
        supplier_ids: { arrayValue: {} },
        images: { arrayValue: {} },
        published: { booleanValue: true },
      };
      const res = await fetch(`${base}/${productId(short)}`, {
        method: remove ? 'DELETE' : 'PATCH',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        ...(remove ? {} : { body: JSON.stringify({ fields }) }),
      });
      if (!res.ok) throw new Error(`Firestore emulator answered ${res.status} for product ${short}`);
    }),
  );
}

function nextSnapshot(
  db: Firestore,
  quoteId: string,
  predicate: (s: TCartSnapshot) => boolean,
): Promise<TCartSnapshot> {
  return new Promise((resolve, reject) => {
    const stop = subscribeCart(
      db,
      quoteId,
      (s) => {
        if (!predicate(s)) return;
        stop();
        resolve(s);
      },
      reject,
    );
  });
}

let alice: Awaited<ReturnType<typeof client>>;
let bob: Awaited<ReturnType<typeof client>>;

beforeAll(async () => {
  await catalogue();
  alice = await client('alice');
  bob = await client('bob');
});
afterAll(async () => {
  for (const c of [alice, bob]) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
  await catalogue(true);
});

describe('cart repository against the emulators', () => {
  it('creates the quote with its first line, then merges adds by the domain rule', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-1', 1) });
    expect(await addLineToCart(alice.db, quoteId, line('p-1', 1))).toMatchObject({ quantity: 2 });
    expect(await addLineToCart(alice.db, quoteId, line('p-1', 5))).toMatchObject({ quantity: 5 });
    // Transactions write on the server: the listener may first replay the local cache.
    const snap = await nextSnapshot(alice.db, quoteId, (s) => s.lines[0]?.quantity === 5);
    expect(snap.alias).toBe('Cotización Nueva');
    expect(snap.status).toBe('draft');
    expect(snap.lines).toEqual([line('p-1', 5)]);
    // Units put back into the cart ("Volver a pedir") add to the line, whatever their number.
    expect(await addLineToCart(alice.db, quoteId, line('p-1', 4), 'sum')).toMatchObject({ quantity: 9 });
    const summed = await nextSnapshot(alice.db, quoteId, (s) => s.lines[0]?.quantity === 9);
    expect(summed.lines).toEqual([line('p-1', 9)]);
  });

  it('a buy-now quote gets its own alias', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'buy-now', line: line('p-2', 3) });
    const snap = await nextSnapshot(alice.db, quoteId, () => true);
    expect(snap.alias).toBe('Compra Ya');
    expect(snap.lines).toEqual([line('p-2', 3)]);
  });

  it('two clients adding the same product at once leave one line with both adds', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-0', 1) });
    // A second app signed in as the same person is a second tab; here: two transactions racing.
    await Promise.all([
      addLineToCart(alice.db, quoteId, line('p-3', 1)),
      addLineToCart(alice.db, quoteId, line('p-3', 1)),
      addLineToCart(alice.db, quoteId, line('p-3', 1)),
    ]);
    const snap = await nextSnapshot(alice.db, quoteId, (s) =>
      s.lines.some((l) => l.product_id === productId('p-3') && l.quantity === 3),
    );
    expect(snap.lines.filter((l) => l.product_id === productId('p-3'))).toEqual([line('p-3', 3)]);
    expect(snap.lines).toHaveLength(2);
  });

  it('edits quantity, removes a line and renames the cart, live', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-4', 1) });
    await addLineToCart(alice.db, quoteId, line('p-5', 2));
    await setLineQuantity(alice.db, quoteId, productId('p-4'), 7);
    await removeLine(alice.db, quoteId, productId('p-5'));
    await renameCart(alice.db, quoteId, '  Obra Monterrey  ');
    const snap = await nextSnapshot(alice.db, quoteId, (s) => !s.hasPendingWrites && s.alias === 'Obra Monterrey');
    expect(snap.lines).toEqual([line('p-4', 7)]);
  });

  it('refuses quantities outside the bounds before writing', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-6', 1) });
    await expect(setLineQuantity(alice.db, quoteId, productId('p-6'), 0)).rejects.toMatchObject({
      code: 'cart/quantity-out-of-bounds',
    });
    await expect(addLineToCart(alice.db, quoteId, line('p-6', 10_000))).rejects.toMatchObject({
      code: 'cart/quantity-out-of-bounds',
    });
  });

  it('refuses a line that is not a catalogue product as the catalogue has it', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-8', 1) });
    await expect(
      addLineToCart(alice.db, quoteId, { ...line('p-1', 1), sku_description: 'Transformador 500 kVA de regalo' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      addLineToCart(alice.db, quoteId, makeCartLine({ product_id: productId('inventado') })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      createQuoteWithLine(alice.db, {
        ownerUid: alice.uid,
        kind: 'cart',
        line: { ...line('p-2', 1), sku: 'GRATIS-1' },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('another visitor can neither read nor write the cart, even knowing its id', async () => {
    const quoteId = await createQuoteWithLine(alice.db, { ownerUid: alice.uid, kind: 'cart', line: line('p-7', 1) });
    const error = await nextSnapshot(bob.db, quoteId, () => true).then(
      () => null,
      (e: AppError) => e,
    );
    expect(error?.code).toBe('cart/read-failed');
    expect(error?.userMessage).toBe('Error al obtener los productos del carrito actual.');
    await expect(addLineToCart(bob.db, quoteId, line('p-8', 1))).rejects.toBeTruthy();
  });
});
