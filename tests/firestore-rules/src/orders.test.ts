import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  buildOrder,
  formatOrderNumber,
  unwrapResult,
  ZOrderAcceptance,
  ZOrderDocument,
  ZOrderHistoryEntry,
  type TDeliverySite,
  type TFiscalData,
  type TOrderDocument,
  type TOrderHistoryEntry,
} from '@voltia/domain';
import { makeSentQuote } from '@voltia/domain/testing';
import { actorsOf, everyone, OUTSIDERS, type TActorDb, type TActorOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

// Orders are created and moved by the functions (Admin SDK) alone: the owner and staff read them and
// their history, and no client writes any of it, staff included.

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('orders');
});
afterAll(async () => {
  await env.cleanup();
});

// customer-1 owns q-1 and q-3, customer-2 (OUTSIDERS' other customer) owns q-2. q-anon names an
// anonymous visitor's uid as its owner, which the functions never do: it shows that an anonymous
// session reads no order, even one under its own uid.
const OWNER = 'customer-1';
const OTHER = 'customer-2';
const ANON = 'anon-1';
const ORDERS: readonly (readonly [string, string])[] = [
  ['q-1', OWNER],
  ['q-2', OTHER],
  ['q-3', OWNER],
  ['q-anon', ANON],
];
// History ids are `{at-ms}-{nnn}`, so listing by id reads oldest first.
const AT = Date.now();
const CREATED_ENTRY = `${AT}-000`;
const PREPARING_ENTRY = `${AT}-001`;

/** The fiscal data the customer had when they accepted, as ZFiscalData stores it. */
const FISCAL: TFiscalData = {
  rfc: 'SAT970701NN3',
  razon_social: 'SERVICIO DE ADMINISTRACION TRIBUTARIA',
  regimen_fiscal: '601',
  uso_cfdi: 'G03',
  codigo_postal: '06300',
  invoice_email: 'facturas@constructora-norte.example',
};

/** The delivery site the customer chose, as ZDeliverySite stores it. */
const SITE: TDeliverySite = {
  name: 'Obra Monterrey Centro',
  street: 'Av. Constitución',
  exterior_number: '1500',
  interior_number: '',
  colonia: 'Centro',
  municipio: 'Monterrey',
  estado: 'NLE',
  codigo_postal: '64000',
  receiver_name: 'Jorge Treviño',
  receiver_phone: '+528112345678',
  hours: 'Lunes a viernes de 8:00 a 17:00',
  notes: '',
};

const ACCEPTANCE = ZOrderAcceptance.parse({
  purchase_order_number: 'OC-2291',
  delivery_site_id: 'site-1',
  metodo_pago: 'PUE',
  forma_pago: '03',
});

/** An order as the functions store it: the domain's buildOrder over a sent quote of `owner`. */
function orderDoc(quoteId: string, owner: string, sequence = 1): TOrderDocument {
  const quote = makeSentQuote({ owner, customer: { id: owner, nameOfClient: 'Jorge Treviño' } });
  return unwrapResult(
    buildOrder({
      quoteId,
      quote,
      acceptance: ACCEPTANCE,
      fiscal: FISCAL,
      site: SITE,
      satKeys: {},
      orderNumber: formatOrderNumber(2026, sequence),
      now: new Date(),
    }),
  );
}

/** The entry the acceptance writes: the order confirmed by its customer. */
function createdEntry(owner: string): TOrderHistoryEntry {
  return { at: new Date(), by: { uid: owner, name: 'Jorge Treviño' }, from: null, to: 'confirmed', note: null };
}

/** A staff move: the order taken into preparation. */
function preparingEntry(): TOrderHistoryEntry {
  return {
    at: new Date(),
    by: { uid: 'staff-1', name: 'Ventas Voltia' },
    from: 'confirmed',
    to: 'preparing',
    note: null,
  };
}

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [index, [orderId, owner]] of ORDERS.entries()) {
      await setDoc(doc(db, `orders/${orderId}`), orderDoc(orderId, owner, index + 1));
      await setDoc(doc(db, `orders/${orderId}/history/${CREATED_ENTRY}`), createdEntry(owner));
      await setDoc(doc(db, `orders/${orderId}/history/${PREPARING_ENTRY}`), preparingEntry());
    }
    // History left behind an order that is not there (or not yet): no order, no owner to read it.
    await setDoc(doc(db, `orders/q-ghost/history/${CREATED_ENTRY}`), createdEntry(OWNER));
  });
});

const ids = (snapshot: { docs: { id: string }[] }) => snapshot.docs.map((d) => d.id);
const orderOf = (db: TActorDb, orderId = 'q-1') => doc(db, `orders/${orderId}`);
const ordersOf = (db: TActorDb) => collection(db, 'orders');
const ownedBy = (db: TActorDb, uid: string) => query(ordersOf(db), where('owner', '==', uid));

/** The order as stored, read past the rules. */
async function storedOrder(orderId = 'q-1') {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await getDoc(doc(ctx.firestore(), `orders/${orderId}`))).data();
  });
  return data;
}

describe('the documents these tests store are what the domain stores', () => {
  it('ZOrderDocument and ZOrderHistoryEntry keep them as they are', () => {
    const order = orderDoc('q-1', OWNER);
    expect(ZOrderDocument.parse(order)).toEqual(order);
    expect(order.owner).toBe(OWNER);
    expect(order.status).toBe('confirmed');
    expect(ZOrderHistoryEntry.parse(createdEntry(OWNER))).toBeTruthy();
    expect(ZOrderHistoryEntry.parse(preparingEntry())).toBeTruthy();
  });
});

describe('reading orders: orders/{orderId}', () => {
  it('the owner reads their order by id', async () => {
    const read = await assertSucceeds(getDoc(orderOf(as().customer(OWNER))));
    expect(read.data()?.owner).toBe(OWNER);
    expect(read.data()?.order_number).toBe(formatOrderNumber(2026, 1));
  });

  it('the owner lists their orders with a query filtered on their uid, and only theirs come back', async () => {
    const db = as().customer(OWNER);
    expect(ids(await assertSucceeds(getDocs(ownedBy(db, OWNER))))).toEqual(['q-1', 'q-3']);
  });

  it('the owner lists their orders newest first, still filtered on their uid', async () => {
    const db = as().customer(OWNER);
    const newestFirst = query(ordersOf(db), where('owner', '==', OWNER), orderBy('created_at', 'desc'));
    expect((await assertSucceeds(getDocs(newestFirst))).size).toBe(2);
  });

  it("attack: a customer reads another customer's order by id", async () => {
    await assertFails(getDoc(orderOf(as().customer(OWNER), 'q-2')));
    await assertFails(getDoc(orderOf(as().customer(OTHER), 'q-1')));
  });

  it('attack: a customer lists every order with no filter, or filtered on anything but their uid', async () => {
    const db = as().customer(OWNER);
    await assertFails(getDocs(ordersOf(db)));
    await assertFails(getDocs(query(ordersOf(db), orderBy('created_at', 'desc'))));
    await assertFails(getDocs(query(ordersOf(db), where('status', '==', 'confirmed'))));
    await assertFails(getDocs(query(ordersOf(db), where('quote_id', '==', 'q-1'))));
  });

  it("attack: a customer lists with a query filtered on someone else's uid", async () => {
    await assertFails(getDocs(ownedBy(as().customer(OWNER), OTHER)));
    await assertFails(getDocs(ownedBy(as().customer(OTHER), OWNER)));
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} reads or lists customer-1's orders`, async () => {
      const db = actor(env);
      await assertFails(getDoc(orderOf(db)));
      await assertFails(getDoc(orderOf(db, 'q-3')));
      await assertFails(getDocs(ownedBy(db, OWNER)));
      await assertFails(getDocs(ordersOf(db)));
    });
  }

  it('attack: a visitor who is not signed in reads an order by id', async () => {
    await assertFails(getDoc(orderOf(as().visitor(), 'q-2')));
  });

  it('attack: an anonymous visitor reads no order, not even one under their own uid', async () => {
    const db = as().anonymous(ANON);
    await assertFails(getDoc(orderOf(db, 'q-anon')));
    await assertFails(getDocs(ownedBy(db, ANON)));
    await assertFails(getDoc(orderOf(db)));
    // The same uid signed in with an account reads it: the refusal is the anonymity's.
    await assertSucceeds(getDoc(orderOf(as().customer(ANON), 'q-anon')));
  });

  it('staff read any order by id', async () => {
    const db = as().staff();
    for (const [orderId, owner] of ORDERS) {
      expect((await assertSucceeds(getDoc(orderOf(db, orderId)))).data()?.owner).toBe(owner);
    }
  });

  it('staff list every order, with or without a filter', async () => {
    const db = as().staff();
    expect(ids(await assertSucceeds(getDocs(ordersOf(db))))).toEqual(['q-1', 'q-2', 'q-3', 'q-anon']);
    expect(ids(await assertSucceeds(getDocs(ownedBy(db, OTHER))))).toEqual(['q-2']);
    const confirmed = query(ordersOf(db), where('status', '==', 'confirmed'), orderBy('created_at', 'desc'));
    expect((await assertSucceeds(getDocs(confirmed))).size).toBe(ORDERS.length);
  });
});

describe('writing orders: only the functions do', () => {
  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} creates, rewrites, updates or deletes an order`, async () => {
      const db = actor(env);
      await assertFails(setDoc(orderOf(db, 'q-new'), orderDoc('q-new', OWNER, 9)));
      await assertFails(addDoc(ordersOf(db), orderDoc('q-added', OWNER, 9)));
      await assertFails(setDoc(orderOf(db), orderDoc('q-1', OWNER, 1)));
      await assertFails(setDoc(orderOf(db), { status: 'delivered' }, { merge: true }));
      await assertFails(updateDoc(orderOf(db), { status: 'preparing', updated_at: serverTimestamp() }));
      await assertFails(deleteDoc(orderOf(db)));
      await assertFails(updateDoc(orderOf(db, 'q-2'), { status: 'cancelled', cancellation_reason: 'Sin stock' }));
      await assertFails(deleteDoc(orderOf(db, 'q-2')));
    });
  }

  const selfOwned: readonly (readonly [string, TActorOf, string])[] = [
    ['the owner', (e) => actorsOf(e).customer(OWNER), OWNER],
    ['another customer', (e) => actorsOf(e).customer(OTHER), OTHER],
    ['a new customer with no order yet', (e) => actorsOf(e).customer('customer-3'), 'customer-3'],
    ['an anonymous visitor', (e) => actorsOf(e).anonymous(ANON), ANON],
    ['verified staff', (e) => actorsOf(e).staff('staff-1'), 'staff-1'],
  ];
  for (const [who, actor, uid] of selfOwned) {
    it(`attack: ${who} creates an order with their own uid as its owner`, async () => {
      const db = actor(env);
      await assertFails(setDoc(orderOf(db, 'q-mine'), orderDoc('q-mine', uid, 9)));
      await assertFails(addDoc(ordersOf(db), orderDoc('q-mine', uid, 9)));
    });
  }

  it('attack: the owner creates an order under the id of a quote of theirs that has none', async () => {
    await assertFails(setDoc(orderOf(as().customer(OWNER), 'q-accepted-by-me'), orderDoc('q-accepted-by-me', OWNER)));
  });

  const ownerChanges: [string, Record<string, unknown>][] = [
    ['moves its status on to delivered', { status: 'delivered' }],
    ['cancels it', { status: 'cancelled', cancellation_reason: 'Ya no lo necesito' }],
    [
      'moves its status back to confirmed with a fresh updated_at',
      { status: 'confirmed', updated_at: serverTimestamp() },
    ],
    [
      'lowers its totals',
      {
        totals: {
          currency: 'MXN',
          iva_rate_bp: 1600,
          subtotal_cents: 100,
          discount_cents: 0,
          taxable_cents: 100,
          iva_cents: 16,
          total_cents: 116,
          unpriced_lines: 0,
        },
      },
    ],
    ['sets its total to zero', { 'totals.total_cents': 0 }],
    ['changes a line', { lines: [] }],
    ['gives it to another customer', { owner: OTHER }],
    ['changes its fiscal data', { 'fiscal.rfc': 'XAXX010101000' }],
    ['changes its delivery site', { 'delivery_site.street': 'Otra calle' }],
    ['renumbers it', { order_number: formatOrderNumber(2026, 999) }],
    ['sets its tracking number', { carrier: 'Estafeta', tracking_number: '123456' }],
    ['removes its status', { status: deleteField() }],
    ['adds a field outside the schema', { paid: true }],
    ['touches only updated_at', { updated_at: serverTimestamp() }],
  ];
  for (const [attack, change] of ownerChanges) {
    it(`attack: the owner ${attack}`, async () => {
      await assertFails(updateDoc(orderOf(as().customer(OWNER)), change));
    });
  }

  it('attack: staff move an order along its lifecycle or change its totals directly', async () => {
    const db = as().staff();
    await assertFails(updateDoc(orderOf(db), { status: 'preparing', updated_at: serverTimestamp() }));
    await assertFails(updateDoc(orderOf(db), { status: 'shipped', carrier: 'Estafeta', tracking_number: '1' }));
    await assertFails(updateDoc(orderOf(db), { 'totals.total_cents': 0 }));
  });

  it('after every refused write the order is as the functions stored it', async () => {
    const before = await storedOrder();
    const db = as().customer(OWNER);
    await assertFails(updateDoc(orderOf(db), { status: 'delivered', 'totals.total_cents': 0 }));
    await assertFails(setDoc(orderOf(db), { ...orderDoc('q-1', OWNER), status: 'delivered' }));
    await assertFails(deleteDoc(orderOf(db)));
    const after = await storedOrder();
    expect(after).toEqual(before);
    expect(after?.status).toBe('confirmed');
  });
});

describe('order history: orders/{orderId}/history/{entryId}', () => {
  const historyOf = (orderId = 'q-1') => `orders/${orderId}/history`;
  const entryOf = (db: TActorDb, orderId = 'q-1', entryId = CREATED_ENTRY) =>
    doc(db, `${historyOf(orderId)}/${entryId}`);

  it('the owner reads every entry of their own order, by id and by listing', async () => {
    const db = as().customer(OWNER);
    expect((await assertSucceeds(getDoc(entryOf(db)))).data()?.to).toBe('confirmed');
    expect((await assertSucceeds(getDoc(entryOf(db, 'q-1', PREPARING_ENTRY)))).data()?.to).toBe('preparing');
    expect(ids(await assertSucceeds(getDocs(collection(db, historyOf()))))).toEqual([CREATED_ENTRY, PREPARING_ENTRY]);
    expect((await assertSucceeds(getDocs(collection(db, historyOf('q-3'))))).size).toBe(2);
  });

  it("attack: a customer reads the history of another customer's order", async () => {
    const db = as().customer(OWNER);
    await assertFails(getDoc(entryOf(db, 'q-2')));
    await assertFails(getDocs(collection(db, historyOf('q-2'))));
    await assertFails(getDocs(query(collection(db, historyOf('q-2')), orderBy('at'))));
  });

  for (const [who, actor] of OUTSIDERS) {
    it(`attack: ${who} reads the history of customer-1's order`, async () => {
      const db = actor(env);
      await assertFails(getDoc(entryOf(db)));
      await assertFails(getDoc(entryOf(db, 'q-1', PREPARING_ENTRY)));
      await assertFails(getDocs(collection(db, historyOf())));
    });
  }

  it('attack: an anonymous visitor reads the history of an order under their own uid', async () => {
    const db = as().anonymous(ANON);
    await assertFails(getDoc(entryOf(db, 'q-anon')));
    await assertFails(getDocs(collection(db, historyOf('q-anon'))));
    await assertSucceeds(getDocs(collection(as().customer(ANON), historyOf('q-anon'))));
  });

  it('attack: a customer reads history whose order is not there', async () => {
    const db = as().customer(OWNER);
    await assertFails(getDoc(entryOf(db, 'q-ghost')));
    await assertFails(getDocs(collection(db, historyOf('q-ghost'))));
  });

  it("attack: a customer reads other orders' history through a collection-group query", async () => {
    await assertFails(getDocs(collectionGroup(as().customer(OWNER), 'history')));
  });

  it('staff read every entry of every order, by id and by listing', async () => {
    const db = as().staff();
    for (const [orderId] of ORDERS) {
      await assertSucceeds(getDoc(entryOf(db, orderId)));
      await assertSucceeds(getDoc(entryOf(db, orderId, PREPARING_ENTRY)));
      expect(ids(await assertSucceeds(getDocs(collection(db, historyOf(orderId)))))).toEqual([
        CREATED_ENTRY,
        PREPARING_ENTRY,
      ]);
    }
    await assertSucceeds(getDoc(entryOf(db, 'q-ghost')));
  });

  for (const [who, actor] of everyone(OWNER)) {
    it(`attack: ${who} adds, rewrites or deletes an entry (append-only, the functions write it)`, async () => {
      const db = actor(env);
      const forged: TOrderHistoryEntry = {
        at: new Date(),
        by: { uid: OWNER, name: 'Jorge Treviño' },
        from: 'preparing',
        to: 'delivered',
        note: null,
      };
      await assertFails(setDoc(entryOf(db, 'q-1', `${AT + 1}-000`), forged));
      await assertFails(addDoc(collection(db, historyOf()), forged));
      await assertFails(setDoc(entryOf(db, 'q-2', `${AT + 1}-000`), forged));
      await assertFails(updateDoc(entryOf(db), { note: 'Entregado en obra' }));
      await assertFails(updateDoc(entryOf(db, 'q-1', PREPARING_ENTRY), { to: 'cancelled' }));
      await assertFails(setDoc(entryOf(db), createdEntry(OTHER)));
      await assertFails(deleteDoc(entryOf(db, 'q-1', PREPARING_ENTRY)));
      await assertFails(deleteDoc(entryOf(db, 'q-2')));
    });
  }
});
