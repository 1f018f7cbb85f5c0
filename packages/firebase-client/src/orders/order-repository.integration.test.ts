import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, terminate, type Firestore } from 'firebase/firestore';
import { buildOrder, unwrapResult, type AppError, type TOrderDocument, type TOrderHistoryEntry } from '@voltia/domain';
import {
  T0,
  daysAfter,
  makeProduct,
  makeDeliverySite,
  makeFiscalData,
  makeOrderAcceptance,
  makeSentQuote,
} from '@voltia/domain/testing';
import { commitAsAdmin, nextValue } from '../emulator-clients';
import { FIRESTORE_PATHS } from '../firestore-paths';
import {
  soldProductIds,
  subscribeCustomerOrders,
  subscribeOrder,
  type TNewest,
  type TOrderWithHistory,
  type TStoredOrder,
} from './index';

// The refused reads below are expected; the SDK would log them as errors.
setLogLevel('silent');

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

// Two customers in two browsers: each its own app, email account (the rules refuse anonymous
// users an order) and Firestore.
async function customer(name: string): Promise<{ app: FirebaseApp; db: Firestore; uid: string }> {
  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `orders-${name}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  const [host, port] = FIRESTORE_HOST.split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const email = `pedidos-${name}-${Date.now()}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'Prueba-2026!');
  return { app, db, uid: user.uid };
}

// ---- writes as the quotes function makes them: the Admin ("Bearer owner") past the rules ----

const historyPath = (orderId: string, entryId: string) => [...FIRESTORE_PATHS.orderHistory(orderId), entryId].join('/');
const orderPath = (orderId: string) => FIRESTORE_PATHS.order(orderId).join('/');
const productPath = (productId: string) => `${FIRESTORE_PATHS.products}/${productId}`;

/** An order and its history entries, written in one commit as the function writes them. */
async function storeOrder(
  orderId: string,
  order: TOrderDocument,
  entries: readonly (readonly [string, TOrderHistoryEntry])[],
): Promise<void> {
  await commitAsAdmin([
    { path: orderPath(orderId), data: order },
    ...entries.map(([entryId, entry]) => ({ path: historyPath(orderId, entryId), data: entry })),
  ]);
}

/** The order an accepted offer makes, by the domain's own rule, owned by `owner` and placed at `now`. */
function placedOrder(owner: string, orderNumber: string, now: Date, quoteId: string): TOrderDocument {
  const quote = makeSentQuote({ owner, customer: { id: owner, nameOfClient: 'Ana López' } });
  return unwrapResult(
    buildOrder({
      quoteId,
      quote,
      acceptance: makeOrderAcceptance(),
      fiscal: makeFiscalData(),
      site: makeDeliverySite(),
      satKeys: {},
      orderNumber,
      now,
    }),
  );
}

// ---- reading the subscriptions ----

/** The error a subscription fails with (any value it reports instead fails the test). */
function failure<T>(
  subscribe: (onChange: (value: T) => void, onError: (error: AppError) => void) => () => void,
): Promise<AppError> {
  return nextValue<T>(subscribe).then(
    () => {
      throw new Error('the subscription answered instead of failing');
    },
    (error: AppError) => error,
  );
}

const RUN = Math.random().toString(36).slice(2, 8);
const orderId = (short: string) => `orders-it-${RUN}-${short}`;

let alice: Awaited<ReturnType<typeof customer>>;
let bob: Awaited<ReturnType<typeof customer>>;
const stored: string[] = [];

beforeAll(async () => {
  alice = await customer('alice');
  bob = await customer('bob');
});

afterAll(async () => {
  for (const c of [alice, bob]) {
    await terminate(c.db);
    await deleteApp(c.app);
  }
  await commitAsAdmin(
    stored.flatMap((id) => [
      ...['000', '001'].map((entry) => ({ path: historyPath(id, entry), data: null })),
      { path: orderPath(id), data: null },
    ]),
  );
});

describe('the customer orders repository, against the emulators and the rules', () => {
  it('the owner reads their order and its history, and a later status move arrives live', async () => {
    const id = orderId('vivo');
    stored.push(id);
    const order = placedOrder(alice.uid, 'PED-2025-000101', T0, id);
    const created: TOrderHistoryEntry = {
      at: T0,
      by: { uid: alice.uid, name: 'Ana López' },
      from: null,
      to: 'confirmed',
      note: null,
    };
    await storeOrder(id, order, [['000', created]]);

    const updates: TOrderWithHistory[] = [];
    // The first snapshot comes when the emulator answers, which a busy machine may take seconds to do.
    let resolveFirst: () => void = () => undefined;
    const firstArrived = new Promise<void>((resolve) => (resolveFirst = resolve));
    let resolveMoved: (value: TOrderWithHistory) => void = () => undefined;
    const moved = new Promise<TOrderWithHistory>((resolve) => (resolveMoved = resolve));
    let failed: AppError | undefined;
    const stop = subscribeOrder(
      alice.db,
      id,
      (value) => {
        updates.push(value);
        resolveFirst();
        if (value.order.status === 'preparing' && value.history.length === 2) resolveMoved(value);
      },
      (error) => {
        failed = error;
        resolveFirst();
      },
    );
    try {
      await firstArrived;
      expect(failed).toBeUndefined();
      const first = updates[0]!;
      expect(first.order).toEqual({ ...order, id });
      expect(first.history).toEqual([created]);

      const staffMove: TOrderHistoryEntry = {
        at: daysAfter(1),
        by: { uid: 'staff-orders-it', name: 'Valeria Ventas' },
        from: 'confirmed',
        to: 'preparing',
        note: null,
      };
      await storeOrder(id, { ...order, status: 'preparing', updated_at: daysAfter(1) }, [['001', staffMove]]);
      const after = await moved;
      expect(after.order).toMatchObject({
        status: 'preparing',
        updated_at: daysAfter(1),
        order_number: 'PED-2025-000101',
      });
      // Oldest first.
      expect(after.history).toEqual([created, staffMove]);
      expect(failed).toBeUndefined();
    } finally {
      stop();
    }
  });

  it("lists only the customer's own orders, newest first", async () => {
    const older = orderId('antiguo');
    const newer = orderId('nuevo');
    const bobs = orderId('ajeno');
    stored.push(older, newer, bobs);
    await storeOrder(older, placedOrder(alice.uid, 'PED-2025-000102', daysAfter(2), older), []);
    await storeOrder(newer, placedOrder(alice.uid, 'PED-2025-000103', daysAfter(3), newer), []);
    await storeOrder(bobs, placedOrder(bob.uid, 'PED-2025-000104', daysAfter(4), bobs), []);

    const list = await nextValue<TNewest<TStoredOrder>>(
      (on, fail) => subscribeCustomerOrders(alice.db, alice.uid, on, fail),
      (orders) => orders.items.some((order) => order.id === newer),
    );
    expect(list.items.map((order) => order.id)).toEqual([newer, older, orderId('vivo')]);
    expect(list.items.every((order) => order.owner === alice.uid)).toBe(true);
    expect(list.more).toBe(false);

    const bobsList = await nextValue<TNewest<TStoredOrder>>((on, fail) =>
      subscribeCustomerOrders(bob.db, bob.uid, on, fail),
    );
    expect(bobsList.items.map((order) => order.order_number)).toEqual(['PED-2025-000104']);
  });

  it('shows the newest few and says older ones remain ("Ver más" asks for more)', async () => {
    const two = await nextValue<TNewest<TStoredOrder>>(
      (on, fail) => subscribeCustomerOrders(alice.db, alice.uid, on, fail, 2),
      (orders) => orders.items.length === 2,
    );
    expect(two.items.map((order) => order.id)).toEqual([orderId('nuevo'), orderId('antiguo')]);
    expect(two.more).toBe(true);
    const three = await nextValue<TNewest<TStoredOrder>>(
      (on, fail) => subscribeCustomerOrders(alice.db, alice.uid, on, fail, 3),
      (orders) => orders.items.length === 3,
    );
    expect(three.more).toBe(false);
  });

  it("asking for someone else's list is refused, as a read failure", async () => {
    const error = await failure((on, fail) => subscribeCustomerOrders(bob.db, alice.uid, on, fail));
    expect(error.code).toBe('order/read-failed');
  });

  it('"Volver a pedir" tells published products from unpublished and missing ones, as the rules let a customer see them', async () => {
    const sold = makeProduct({ product_id: orderId('vendido'), published: true });
    const retired = makeProduct({ product_id: orderId('retirado'), published: false });
    await commitAsAdmin([sold, retired].map((product) => ({ path: productPath(product.product_id), data: product })));
    try {
      const ids = await soldProductIds(alice.db, [sold.product_id, retired.product_id, orderId('no-existe')]);
      expect([...ids]).toEqual([sold.product_id]);
    } finally {
      await commitAsAdmin([sold, retired].map((product) => ({ path: productPath(product.product_id), data: null })));
    }
  });

  it("another customer's order and one that does not exist are both not found", async () => {
    const id = orderId('vivo');
    const foreign = await failure((on, fail) => subscribeOrder(bob.db, id, on, fail));
    expect(foreign.code).toBe('order/not-found');
    const missing = await failure((on, fail) => subscribeOrder(alice.db, orderId('no-existe'), on, fail));
    expect(missing.code).toBe('order/not-found');
    expect(missing.userMessage).toBe(foreign.userMessage);
  });
});
