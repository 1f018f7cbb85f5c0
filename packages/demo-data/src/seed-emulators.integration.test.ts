import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  catalogueSnapshotBucketId,
  parseCatalogueSnapshotJson,
  STATS_COLLECTIONS,
  skuDocId,
  ZCatalogueSnapshotMeta,
  ZOrderDocument,
  ZOrderHistoryEntry,
  ZProduct,
  ZQuoteDesk,
  ZQuoteDocument,
  ZQuoteHistoryEntry,
  ZStaffMember,
  ZStatsDayRollup,
  orderSearchKeys,
  quoteSearchKeys,
} from '@voltia/domain';
import { buildDemoStatsDays, demoStatsDayKeys } from './demo-stats';
import { DEMO_BILLING } from './demo-billing';
import { DEMO_PRODUCTS, DEMO_SUPPLIERS, DEMO_USERS, buildDemoQuotes } from './index';
import { demoSeedInstant, seedEmulators } from './seed-emulators';

// The emulators' own project: the Auth emulator's password sign-in (keyed by API key, not by
// project) only sees that project's users. Seeding is idempotent, so other suites are not disturbed.
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
let app: App;

beforeAll(() => {
  app = initializeApp({ projectId }, 'seed-integration-test');
});
afterAll(async () => {
  await deleteApp(app);
});

async function signInWithPassword(email: string, password: string) {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return { status: res.status, body: (await res.json()) as { localId?: string } };
}

/** A stored document's top-level Timestamps as Dates, as the domain's schemas read them. */
function withDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
  );
}

describe('seedEmulators against the real emulators', () => {
  it('loads the catalogue, suppliers, users and profiles, and is idempotent', async () => {
    const first = await seedEmulators({ projectId });
    const epoch = async () => (await getFirestore(app).doc('catalogue-state/current').get()).get('epoch') as number;
    const epochAfterFirst = await epoch();
    const second = await seedEmulators({ projectId });
    // Each seed is a write past the catalogue function: a new epoch, so what holds the catalogue reads it whole.
    expect(await epoch()).toBe(epochAfterFirst + 1);
    expect(second).toEqual(first);
    expect(first.products).toBe(DEMO_PRODUCTS.length);

    // Other suites share these emulators and add products and suppliers of their own: the seed is
    // checked by the demo's own documents, not by how many the collections hold.
    const db = getFirestore(app);
    const products = await db.getAll(...DEMO_PRODUCTS.map((product) => db.doc(`products/${product.product_id}`)));
    expect(products.map((doc) => doc.get('sku'))).toEqual(DEMO_PRODUCTS.map((product) => product.sku));
    // The catalogue function's SKU index and retired pages, and its version, come with the products.
    const skus = await db.getAll(...DEMO_PRODUCTS.map((product) => db.doc(`product-skus/${skuDocId(product.sku)}`)));
    expect(skus.map((doc) => doc.get('product_id'))).toEqual(DEMO_PRODUCTS.map((product) => product.product_id));
    const retired = await db.getAll(
      ...DEMO_PRODUCTS.map((product) => db.doc(`retired-products/${product.product_id}`)),
    );
    expect(retired.map((doc) => doc.exists)).toEqual(DEMO_PRODUCTS.map((product) => !product.published));
    expect((await db.doc('catalogue-state/current').get()).get('version')).toBeGreaterThan(0);
    const suppliers = await db.getAll(...DEMO_SUPPLIERS.map((supplier) => db.doc(`suppliers/${supplier.id}`)));
    expect(suppliers.map((doc) => doc.get('tax_id'))).toEqual(DEMO_SUPPLIERS.map((supplier) => supplier.tax_id));

    const sample = DEMO_PRODUCTS[0]!;
    const stored = await db.doc(`products/${sample.product_id}`).get();
    expect(stored.data()).toMatchObject({ sku: sample.sku, description: sample.description });

    // The snapshot a storefront's cold start reads: of this epoch, every published product (the
    // demo's and any another suite published), read back as the rules let the public read them.
    const meta = ZCatalogueSnapshotMeta.parse((await db.doc('catalogue-snapshot/meta').get()).data());
    expect(meta.epoch).toBe(await epoch());
    const buckets = await db.getAll(
      ...Array.from({ length: meta.buckets }, (_, n) => db.doc(`catalogue-snapshot/${catalogueSnapshotBucketId(n)}`)),
    );
    const held = buckets.flatMap(
      (doc) => parseCatalogueSnapshotJson(gunzipSync(doc.get('products_gz') as Buffer).toString('utf8')) ?? [],
    );
    const published = await db.collection('products').where('published', '==', true).select().get();
    expect(held.map((product) => product.product_id).sort()).toEqual(published.docs.map((doc) => doc.id).sort());
    expect(meta.products).toBe(held.length);
    const demoSample = DEMO_PRODUCTS.find((product) => product.published)!;
    expect(held.find((product) => product.product_id === demoSample.product_id)).toEqual(ZProduct.parse(demoSample));
  });

  it('creates demo users who can sign in with their documented passwords', async () => {
    for (const user of DEMO_USERS) {
      const { status, body } = await signInWithPassword(user.email, user.password);
      expect(status).toBe(200);
      expect(body.localId).toBe(user.uid);
      const profile = await getFirestore(app).doc(`profile-user/${user.uid}`).get();
      expect(profile.get('email')).toBe(user.email);
    }
  });

  it("loads the demo customers' invoice data and delivery sites under their profiles", async () => {
    const summary = await seedEmulators({ projectId });
    expect(summary).toMatchObject({ fiscalData: DEMO_BILLING.length });
    const db = getFirestore(app);
    for (const demo of DEMO_BILLING) {
      const fiscal = await db.doc(`profile-user/${demo.uid}/billing/fiscal`).get();
      expect(fiscal.get('rfc')).toBe(demo.fiscal.rfc);
      const sites = await db.getAll(
        ...demo.sites.map((site) => db.doc(`profile-user/${demo.uid}/delivery-sites/${site.id}`)),
      );
      expect(sites.map((site) => site.get('name'))).toEqual(demo.sites.map((site) => site.name));
    }
  });

  it('loads the sales inbox: every demo quote with its desk, history and messages, the staff members and the counter', async () => {
    const db = getFirestore(app);
    const now = demoSeedInstant(new Date());
    const { quotes, counters } = buildDemoQuotes(now);
    // A fresh project's counters (other suites may have submitted and accepted quotes on these emulators).
    await Promise.all(counters.map((counter) => db.doc(`counters/${counter.id}`).delete()));
    const summary = await seedEmulators({ projectId, now });

    const inbox = quotes.filter((demo) => demo.quote.status !== 'draft');
    expect(summary).toMatchObject({
      quotes: quotes.length,
      inboxQuotes: inbox.length,
      desks: inbox.length,
      staffMembers: 2,
    });
    const stored = await Promise.all(quotes.map((demo) => db.doc(`quote-detail/${demo.id}`).get()));
    expect(stored.filter((doc) => doc.exists && doc.get('status') !== 'draft')).toHaveLength(inbox.length);
    for (const demo of quotes) {
      const snapshot = stored.find((doc) => doc.id === demo.id)!;
      expect(ZQuoteDocument.parse(withDates(snapshot.data()!))).toEqual(demo.quote);
      expect(snapshot.get('search_keys')).toEqual(quoteSearchKeys(demo.quote));
      const desk = await db.doc(`quote-desk/${demo.id}`).get();
      const history = await db.collection(`quote-detail/${demo.id}/history`).orderBy('at').get();
      const messages = await db.collection(`quote-detail/${demo.id}/messages`).get();
      if (demo.quote.status === 'draft') {
        expect([desk.exists, history.size, messages.size]).toEqual([false, 0, 0]);
        continue;
      }
      expect(snapshot.get('search_keys')).toContain(`#${Number(demo.quote.quote_number!.slice(-6))}`);
      expect(ZQuoteDesk.parse(withDates(desk.data()!))).toEqual(demo.desk);
      expect(history.docs.map((doc) => ZQuoteHistoryEntry.parse(withDates(doc.data())))).toEqual(demo.history);
      // The ids sort as the entries happened, as the function's do.
      expect(history.docs.map((doc) => doc.id)).toEqual(history.docs.map((doc) => doc.id).sort());
      expect(messages.size).toBe(demo.messages.length);
    }
    expect(inbox.every((demo) => demo.history.length > 0)).toBe(true);

    // The accepted offers' orders, as the accept and staff's moves wrote them, each with its history; no other.
    const withOrder = quotes.filter((demo) => demo.order !== null);
    expect(withOrder.map((demo) => demo.id)).toEqual(
      quotes.filter((demo) => demo.quote.status === 'accepted').map((demo) => demo.id),
    );
    expect(withOrder).toHaveLength(7);
    expect(summary.orders).toBe(withOrder.length);
    expect(summary.orderHistoryEntries).toBe(withOrder.reduce((sum, demo) => sum + demo.order!.history.length, 0));
    for (const demo of quotes) {
      const order = await db.doc(`orders/${demo.id}`).get();
      const history = await db.collection(`orders/${demo.id}/history`).get();
      if (demo.order === null) {
        expect([order.exists, history.size], demo.id).toEqual([false, 0]);
        continue;
      }
      expect(ZOrderDocument.parse(withDates(order.data()!))).toEqual(demo.order.order);
      expect(order.get('created_at')).toBeInstanceOf(Timestamp);
      expect(order.get('purchase_order_number')).toBe(demo.order.order.purchase_order_number);
      expect(order.get('search_keys')).toEqual(orderSearchKeys(demo.order.order));
      // The ids sort as the entries happened, so the order's timeline reads them in that order.
      expect(history.docs.map((doc) => ZOrderHistoryEntry.parse(withDates(doc.data())))).toEqual(demo.order.history);
      expect(history.docs.map((doc) => doc.id)).toEqual(history.docs.map((doc) => doc.id).sort());
    }

    // One counter a year the requests fall in (two in the first weeks of a year), one past the last
    // number, and the same for the orders.
    for (const counter of counters)
      expect((await db.doc(`counters/${counter.id}`).get()).data()).toEqual({ next: counter.next });
    const given = (prefix: string) =>
      counters.filter((counter) => counter.id.startsWith(prefix)).reduce((sum, counter) => sum + counter.next - 1, 0);
    expect(given('quote-numbers-')).toBe(inbox.length);
    expect(given('order-numbers-')).toBe(withOrder.length);
    expect(counters.filter((counter) => counter.id.startsWith('order-numbers-'))).toHaveLength(1);

    // Seeding again leaves each order's history as it was.
    await seedEmulators({ projectId, now });
    for (const demo of withOrder)
      expect((await db.collection(`orders/${demo.id}/history`).get()).size, demo.id).toBe(demo.order!.history.length);

    for (const user of DEMO_USERS.filter((candidate) => candidate.role === 'staff')) {
      const member = await db.doc(`staff-members/${user.uid}`).get();
      expect(ZStaffMember.parse(withDates(member.data()!))).toEqual({
        uid: user.uid,
        name: user.profile.full_name,
        email: user.email,
        updated_at: now,
      });
    }
  });

  it('brings a quote a demo session changed back to the demo state, and never moves the counter back', async () => {
    const db = getFirestore(app);
    const now = demoSeedInstant(new Date());
    const { quotes, counters } = buildDemoQuotes(now);
    const demo = quotes.find((candidate) => candidate.id === 'demo-quote-norte-enviada')!;
    const ref = db.doc(`quote-detail/${demo.id}`);
    await seedEmulators({ projectId, now });

    // What a demo session might leave behind: the offer accepted (with the order it makes), one more
    // line, a history entry, a message, a request for the list (which opens a desk), the confirmed
    // demo order moved on, and numbers given meanwhile.
    await ref.update({ status: 'accepted', closed_at: Timestamp.now() });
    const accepted = quotes.find((candidate) => candidate.order?.order.status === 'confirmed')!;
    const sessionOrder = db.doc(`orders/${demo.id}`);
    await sessionOrder.set({ ...accepted.order!.order, quote_id: demo.id, order_number: 'PED-2026-999999' });
    await sessionOrder
      .collection('history')
      .doc('999999999999999-000-abcdefgh')
      .set({ ...accepted.order!.history[0]!, at: Timestamp.now() });
    const demoOrder = db.doc(`orders/${accepted.id}`);
    await demoOrder.update({ status: 'preparing', updated_at: Timestamp.now() });
    await demoOrder
      .collection('history')
      .doc('999999999999999-000-abcdefgh')
      .set({
        at: Timestamp.now(),
        by: { uid: 'demo-staff-ventas', name: 'Mariana López Herrera' },
        from: 'confirmed',
        to: 'preparing',
        note: null,
      });
    await ref
      .collection('cart')
      .doc('linea-de-prueba')
      .set({ ...demo.lines[0]!, product_id: 'linea-de-prueba' });
    await ref
      .collection('history')
      .doc('999999999999999-000-abcdefgh')
      .set({ ...demo.history.at(-1)!, at: Timestamp.now() });
    await ref
      .collection('messages')
      .add({ at: Timestamp.now(), author: demo.messages[0]!.author, text: 'Mensaje de una sesión de prueba' });
    await db.doc('quote-detail/demo-quote-norte-obra-centro').update({ status: 'requested' });
    await db
      .doc('quote-desk/demo-quote-norte-obra-centro')
      .set({ lines: [], valid_until_day: null, terms: '', internal_notes: '', updated_at: Timestamp.now() });
    const counterRef = db.doc(`counters/${counters[0]!.id}`);
    const ahead = counters[0]!.next + 5;
    await counterRef.set({ next: ahead });

    await seedEmulators({ projectId, now });
    const stored = await ref.get();
    expect(ZQuoteDocument.parse(withDates(stored.data()!))).toEqual(demo.quote);
    expect(stored.get('status')).toBe('sent');
    const lines = await ref.collection('cart').get();
    expect(lines.docs.map((line) => line.id).sort()).toEqual(demo.lines.map((line) => line.product_id).sort());
    expect((await ref.collection('history').get()).size).toBe(demo.history.length);
    expect((await ref.collection('messages').get()).docs.map((doc) => doc.get('text'))).toEqual(
      demo.messages.map((message) => message.text),
    );
    expect((await db.doc('quote-detail/demo-quote-norte-obra-centro').get()).get('status')).toBe('draft');
    expect((await db.doc('quote-desk/demo-quote-norte-obra-centro').get()).exists).toBe(false);
    expect((await sessionOrder.get()).exists).toBe(false);
    expect((await sessionOrder.collection('history').get()).size).toBe(0);
    expect(ZOrderDocument.parse(withDates((await demoOrder.get()).data()!))).toEqual(accepted.order!.order);
    const orderHistory = await demoOrder.collection('history').get();
    expect(orderHistory.docs.map((doc) => ZOrderHistoryEntry.parse(withDates(doc.data())))).toEqual(
      accepted.order!.history,
    );
    expect((await counterRef.get()).get('next')).toBe(ahead);
  });

  it('loads six weeks of stats days up to yesterday, as /metrics reads them, and a re-seed puts them back', async () => {
    const db = getFirestore(app);
    const now = demoSeedInstant(new Date());
    const days = buildDemoStatsDays(now, DEMO_PRODUCTS);
    const keys = demoStatsDayKeys(now);
    const summary = await seedEmulators({ projectId, now });
    expect(summary.statsDays).toBe(keys.length);
    // Today is not among them: it belongs to real events and the roll-up.
    expect(keys).not.toContain(now.toISOString().slice(0, 10));

    const collection = db.collection(STATS_COLLECTIONS.days);
    const stored = await Promise.all(keys.map((key) => collection.doc(key).get()));
    for (const [index, snapshot] of stored.entries()) {
      expect(snapshot.exists, keys[index]).toBe(true);
      const { updated_at: updatedAt, ...data } = snapshot.data()!;
      expect(updatedAt).toBeInstanceOf(Timestamp);
      expect((updatedAt as Timestamp).toDate()).toEqual(now);
      expect(ZStatsDayRollup.parse(data)).toEqual(days[index]);
      expect(data.views).toBeGreaterThan(0);
    }

    // A day a session changed (or the roll-up rewrote) comes back to the demo's figures.
    const last = collection.doc(keys.at(-1)!);
    await last.update({ views: 0, products: {} });
    await seedEmulators({ projectId, now });
    const { updated_at: _updatedAt, ...restored } = (await last.get()).data()!;
    expect(ZStatsDayRollup.parse(restored)).toEqual(days.at(-1));
  });

  it('rejects a wrong password', async () => {
    const { status } = await signInWithPassword(DEMO_USERS[0]!.email, 'not-the-password');
    expect(status).toBe(400);
  });
});
