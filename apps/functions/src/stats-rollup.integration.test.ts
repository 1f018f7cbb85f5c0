import {
  emptyStaffFigures,
  FIRESTORE_COLLECTIONS,
  newQuote,
  STATS_COLLECTIONS,
  statsTermKey,
  unwrapResult,
  utcDayOf,
  ZStatsDayRollup,
} from '@voltia/domain';
import type { TStatsDayRollup } from '@voltia/domain';
import { makeProduct, makeRequestDetailsInput } from '@voltia/domain/testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteToFirestore } from './quotes/quote-firestore-data';
import { firestoreStatsRollupStore } from './stats/firestore-stats-rollup-store';
import { rollUpStats } from './stats/roll-up-stats';
import { emulatorSignUp, emulatorVerifiedSession, uniqueEmail } from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst } from './testing/burst';
import { postQuotesEmulator } from './testing/quotes-emulator';
import { uniqueSuffix } from './testing/stats-event-factories';
import { ACCEPT_MOVE, storeCustomerBilling } from './testing/customer-billing';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// The stats pipeline end to end (decision 008): events posted to the stats API and quote facts
// written by real quote moves are stored raw, then folded by roll-ups (two at once, and through the
// metrics function) into `stats-days/{day}`, each exactly once.
const projectId = process.env.GCLOUD_PROJECT ?? '';

const STOREFRONT = 'http://localhost:3000';
const C = FIRESTORE_COLLECTIONS;
const today = () => new Date().toISOString().slice(0, 10);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let app: App;
let db: Firestore;
let staff: TEmulatorSession;
let customer: TEmulatorSession;
const suffix = uniqueSuffix();
const category = `rollup-categoria-${suffix}`;
const products = [0, 1].map((index) =>
  makeProduct({
    product_id: `rollup-${index}-${suffix}`,
    sku: `RUP-${index}-${suffix}`,
    brand: `Marca ${suffix}`,
    category_id: category,
    description: `Producto de roll-up ${index}`,
  }),
);

beforeAll(async () => {
  app = initializeApp({ projectId }, `stats-rollup-integration-${suffix}`);
  db = getFirestore(app);
  for (const product of products) await db.collection(C.products).doc(product.product_id).set(product);
  staff = await emulatorVerifiedSession(getAuth(app), `staff-${suffix}@voltia.example`, `Vendedora ${suffix}`);
  customer = await emulatorSignUp(uniqueEmail(), undefined, 'Laura Méndez');
  await storeCustomerBilling(db, customer.uid);
  // Cold starts of the functions' workers, outside the tests' time limits.
  await fetch(`${emulatorFunctionUrl('metrics')}/rollup`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
  await fetch(`${emulatorFunctionUrl('stats')}/products/viewed`, {
    method: 'OPTIONS',
    headers: { Origin: STOREFRONT },
  });
}, 60_000);

afterAll(async () => {
  for (const product of products) await db.collection(C.products).doc(product.product_id).delete();
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

/** Posts an event as the storefront's beacon does, from its own client address (so no client meets the rate limit). */
function postEvent(path: string, body: unknown, client: string, url = emulatorFunctionUrl('stats')) {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: STOREFRONT, 'X-Forwarded-For': client },
    body: JSON.stringify(body),
  });
}

function postRollup(body: string, idToken: string | null, url = emulatorFunctionUrl('metrics')) {
  return fetch(`${url}/rollup`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(idToken === null ? {} : { Authorization: `Bearer ${idToken}` }),
    },
    body,
  });
}

const rollUp = () => rollUpStats({ store: firestoreStatsRollupStore(db), now: () => new Date(), logger: quiet });

async function dayDoc(day: string): Promise<TStatsDayRollup> {
  return ZStatsDayRollup.parse((await db.collection(STATS_COLLECTIONS.days).doc(day).get()).data());
}

/** Today's folded events of a kind: what the day's totals must add up to. */
async function foldedToday(kind: string): Promise<number> {
  const events = db
    .collection(STATS_COLLECTIONS.events)
    .where('day', '==', today())
    .where('kind', '==', kind)
    .where('folded', '==', true);
  return (await events.count().get()).data().count;
}

/** request → take (by `rep`) → price → send through the quotes function, as the storefront and the desk do. */
async function sentOffer(rep: TEmulatorSession): Promise<{ quoteId: string; totalCents: number }> {
  const quoteId = `q-rollup-${suffix}-${uniqueSuffix()}`;
  const draft = unwrapResult(
    newQuote({ ownerUid: customer.uid, now: new Date(), kind: 'cart', customerName: 'Laura Méndez' }),
  );
  const ref = db.collection(C.quotes).doc(quoteId);
  await ref.set(quoteToFirestore(draft));
  const product = products[0]!;
  await ref.collection(C.cartLines).doc(product.product_id).set({
    sku: product.sku,
    product_id: product.product_id,
    sku_description: product.description,
    brand: product.brand,
    quantity: 2,
  });
  const steps: [string, unknown, TEmulatorSession][] = [
    ['/submit', { quoteId, details: makeRequestDetailsInput({ email: uniqueEmail('compras') }) }, customer],
    ['/assign', { quoteId, assignee_uid: rep.uid, start_review: true }, rep],
    [
      '/desk',
      {
        quoteId,
        ops: [{ op: 'set_line', product_id: product.product_id, unit_price_cents: 50_000, delivery_days: 2 }],
      },
      rep,
    ],
    [
      '/move',
      {
        quoteId,
        move: {
          type: 'send',
          valid_until_day: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
          terms: 'Contado.',
        },
      },
      rep,
    ],
  ];
  for (const [route, body, session] of steps) {
    const answer = await postQuotesEmulator(route, body, session);
    expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  const offer = (await ref.get()).get('offer') as { totals: { total_cents: number } };
  return { quoteId, totalCents: offer.totals.total_cents };
}

/** request → take → price → send → accept through the quotes function, as the storefront and the desk do. */
async function quoteFunnel(): Promise<{ totalCents: number }> {
  const { quoteId, totalCents } = await sentOffer(staff);
  const answer = await postQuotesEmulator('/move', { quoteId, move: ACCEPT_MOVE }, customer);
  expect(answer.status, `accept: ${JSON.stringify(answer.body)}`).toBe(200);
  return { totalCents };
}

/** The stats facts written for `uid`'s quotes and orders, with the day each folds into. */
async function factsOf(uid: string): Promise<{ kind: string; day: string; total_cents: number }[]> {
  const events = await db.collection(STATS_COLLECTIONS.events).where('fact.staff.uid', '==', uid).get();
  return events.docs.map((doc) => ({
    kind: String(doc.get('fact.kind')),
    day: String(doc.get('day')),
    total_cents: Number(doc.get('fact.total_cents')),
  }));
}

describe('the stats roll-up through the emulators', () => {
  it(
    'events and quote facts are folded into their day exactly once, with two roll-ups racing',
    async () => {
      // Everything earlier is counted first, so the figures below move only by what this test folds.
      await rollUp();
      const before = await dayDoc(today());
      const foldedBefore = {
        views: await foldedToday('product_viewed'),
        adds: await foldedToday('product_added'),
        searches: await foldedToday('search_record'),
      };

      const client = (i: number) => `2001:db8:${suffix.slice(0, 4)}::${i.toString(16)}`;
      const [p0, p1] = products.map((product) => ({
        sku: product.sku,
        product_id: product.product_id,
        product_description: product.description,
      }));
      const term = `rollup termino ${suffix}`;
      // A burst of 50 valid events at once, each from its own client: views of p0 and p1, adds, searches.
      const bodies: [string, unknown][] = Array.from({ length: 50 }, (_, i) => {
        if (i < 20) return ['/products/viewed', p0];
        if (i < 30) return ['/products/viewed', p1];
        if (i < 38) return ['/products/added', { ...p0, cartID: `cart-${suffix}-${i}` }];
        return [
          '/search/record',
          { search_term: i % 2 === 0 ? term.toUpperCase() : term, type: 'search', ...(i < 44 ? { results: 0 } : {}) },
        ];
      });
      const posted = await burst('stats events for the roll-up', 50, (i) =>
        postEvent(bodies[i]![0], bodies[i]![1], client(i), instanceFunctionUrl('stats')),
      );
      expect(posted.tally).toEqual({ 202: 50 });

      const { totalCents } = await quoteFunnel();

      const [first, second] = await Promise.all([rollUp(), rollUp()]);
      // Anything the racing pair left to each other (a busy day) is folded by the next run.
      const last = await rollUp();
      expect(first.folded + second.folded + last.folded).toBeGreaterThanOrEqual(50 + 3);

      const after = await dayDoc(today());
      expect(after.products[p0!.product_id]).toEqual({ views: 20, adds: 8 });
      expect(after.products[p1!.product_id]).toEqual({ views: 10, adds: 0 });
      expect(after.categories[category]).toEqual({ views: 30, adds: 8 });
      expect(after.terms[statsTermKey('search', term)]).toEqual({ type: 'search', term, count: 12, empty: 6 });
      expect(after.staff[staff.uid]).toEqual({
        ...emptyStaffFigures(`Vendedora ${suffix}`),
        sent: 1,
        accepted: 1,
        value_sent_cents: totalCents,
        value_won_cents: totalCents,
        request_to_sent_minutes: [expect.any(Number)],
        orders_placed: 1,
        value_ordered_cents: totalCents,
      });
      // The day's totals grew by exactly the events folded meanwhile (this test's and any other's).
      expect(after.views - before.views).toBe((await foldedToday('product_viewed')) - foldedBefore.views);
      expect(after.adds - before.adds).toBe((await foldedToday('product_added')) - foldedBefore.adds);
      expect(after.searches - before.searches).toBe((await foldedToday('search_record')) - foldedBefore.searches);
      expect(after.quotes_requested - before.quotes_requested).toBeGreaterThanOrEqual(1);
      expect(after.quotes_sent - before.quotes_sent).toBeGreaterThanOrEqual(1);
      expect(after.quotes_accepted - before.quotes_accepted).toBeGreaterThanOrEqual(1);
      // Carts created today: a count of today's quotes, set by the roll-up.
      expect(after.carts_created).toBeGreaterThanOrEqual(1);

      // Another roll-up counts none of them again.
      await rollUp();
      const again = await dayDoc(today());
      expect([
        again.products[p0!.product_id],
        again.categories[category],
        again.terms[statsTermKey('search', term)],
        again.staff[staff.uid],
      ]).toEqual([
        after.products[p0!.product_id],
        after.categories[category],
        after.terms[statsTermKey('search', term)],
        after.staff[staff.uid],
      ]);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('orders in the stats', () => {
  it(
    'an accepted offer is one order, worth its frozen total, in the day it was placed and for the rep assigned; accepting twice counts once; a cancellation counts apart',
    async () => {
      const rep = await emulatorVerifiedSession(
        getAuth(app),
        `pedidos-${suffix}@voltia.example`,
        `Vendedor pedidos ${suffix}`,
      );
      const { quoteId, totalCents } = await sentOffer(rep);
      // Two accepts at once, then a third: one commits, the others find the quote accepted.
      const accepts = await Promise.all(
        [0, 1].map(() => postQuotesEmulator('/move', { quoteId, move: ACCEPT_MOVE }, customer)),
      );
      accepts.push(await postQuotesEmulator('/move', { quoteId, move: ACCEPT_MOVE }, customer));
      expect(accepts.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const refused of accepts.filter((answer) => answer.status !== 200))
        expect([409, 503]).toContain(refused.status);

      const order = await db.collection(C.orders).doc(quoteId).get();
      const placedDay = utcDayOf((order.get('created_at') as Timestamp).toDate());
      expect(order.get('totals.total_cents')).toBe(totalCents);
      expect(order.get('assignee.uid')).toBe(rep.uid);
      // One order fact, written with the order: the day of its created_at, its total.
      expect((await factsOf(rep.uid)).filter((fact) => fact.kind.startsWith('order_'))).toEqual([
        { kind: 'order_placed', day: placedDay, total_cents: totalCents },
      ]);

      // A day another roll-up was folding is left to it: a second run finds it done.
      await rollUp();
      await rollUp();
      const placed = await dayDoc(placedDay);
      expect(placed.staff[rep.uid]).toMatchObject({
        name: `Vendedor pedidos ${suffix}`,
        accepted: 1,
        value_won_cents: totalCents,
        orders_placed: 1,
        value_ordered_cents: totalCents,
        orders_cancelled: 0,
        value_cancelled_cents: 0,
      });
      // The day's totals hold it too (other tests' orders may be there: at least this one's).
      expect(placed.orders_placed).toBeGreaterThanOrEqual(1);
      expect(placed.value_ordered_cents).toBeGreaterThanOrEqual(totalCents);

      // Staff cancel it: a cancellation of the day it happens, for the same rep; the order stays counted.
      const cancelled = await postQuotesEmulator(
        '/order-move',
        { orderId: quoteId, move: { type: 'cancel', reason: 'La obra se pospuso' } },
        rep,
      );
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      const cancelledDay = utcDayOf(
        ((await db.collection(C.orders).doc(quoteId).get()).get('updated_at') as Timestamp).toDate(),
      );
      await rollUp();
      await rollUp();
      const byDay = new Map<string, TStatsDayRollup>();
      for (const day of new Set([placedDay, cancelledDay])) byDay.set(day, await dayDoc(day));
      expect(byDay.get(cancelledDay)?.staff[rep.uid]).toMatchObject({
        orders_cancelled: 1,
        value_cancelled_cents: totalCents,
      });
      const repFigures = [...byDay.values()].map((day) => day.staff[rep.uid]);
      expect(repFigures.reduce((sum, figures) => sum + (figures?.orders_placed ?? 0), 0)).toBe(1);
      expect(repFigures.reduce((sum, figures) => sum + (figures?.orders_cancelled ?? 0), 0)).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('the metrics function: POST /rollup', () => {
  it('staff: 200 with what it folded; the event is counted', async () => {
    const response = await postEvent(
      '/search/record',
      { search_term: `metricas ${suffix}`, type: 'brand', results: 3 },
      `2001:db8:ffff::${suffix.slice(0, 4)}`,
    );
    expect(response.status).toBe(202);
    const res = await postRollup('{}', staff.idToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const body = (await res.json()) as { ok: boolean; folded: number; days: string[] };
    expect(body).toMatchObject({ ok: true });
    expect(body.folded).toBeGreaterThanOrEqual(1);
    expect(body.days).toContain(today());
    expect((await dayDoc(today())).terms[statsTermKey('brand', `metricas ${suffix}`)]).toEqual({
      type: 'brand',
      term: `metricas ${suffix}`,
      count: 1,
      empty: 0,
    });
  });

  it('bad input: 400 in Spanish, nothing folded', async () => {
    const response = await postEvent(
      '/search/record',
      { search_term: `sin plegar ${suffix}`, type: 'search' },
      `2001:db8:fffe::${suffix.slice(0, 4)}`,
    );
    expect(response.status).toBe(202);
    for (const body of ['{"dias":7}', '[]', '{"folded":true}']) {
      const res = await postRollup(body, staff.idToken);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'input/invalid', message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.' },
      });
    }
    // JSON the runtime's own parser refuses never reaches the function: still a 400.
    expect((await postRollup('{"', staff.idToken)).status).toBe(400);
    const stored = await db
      .collection(STATS_COLLECTIONS.events)
      .where('payload.search_term', '==', `sin plegar ${suffix}`)
      .get();
    expect(stored.docs.map((doc) => doc.get('folded'))).toEqual([false]);
  });

  it('a customer, an unverified company address and no token are refused in Spanish', async () => {
    const unverified = await emulatorSignUp(`ventas-${uniqueSuffix()}@voltia.example`);
    for (const [idToken, status, code] of [
      [customer.idToken, 403, 'staff/forbidden'],
      [unverified.idToken, 403, 'staff/forbidden'],
      [null, 401, 'firestore/unauthenticated'],
      ['no-es-un-token', 401, 'firestore/unauthenticated'],
    ] as const) {
      const res = await postRollup('{}', idToken);
      expect(res.status).toBe(status);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe(code);
      if (status === 403) expect(json.error.message).toBe('Solo el personal de la empresa puede hacer este cambio.');
    }
  });

  it(
    '50 concurrent roll-ups: never a 500; each event still counted once',
    async () => {
      const client = (i: number) => `2001:db8:eeee::${i.toString(16)}`;
      const product = products[1]!;
      const events = await burst('stats events before the roll-up burst', 20, (i) =>
        postEvent(
          '/products/viewed',
          { sku: product.sku, product_id: product.product_id, product_description: product.description },
          client(i),
          instanceFunctionUrl('stats'),
        ),
      );
      expect(events.tally).toEqual({ 202: 20 });
      const viewsBefore = (await dayDoc(today())).products[product.product_id]?.views ?? 0;

      const rollups = await burst('metrics /rollup', 50, () =>
        postRollup('{}', staff.idToken, instanceFunctionUrl('metrics')),
      );
      expect(rollups.count(500)).toBe(0);
      for (const answer of rollups.answers) expect([200, 503]).toContain(answer.status);
      expect(rollups.count(200)).toBeGreaterThan(0);
      await rollUp();
      expect((await dayDoc(today())).products[product.product_id]?.views).toBe(viewsBefore + 20);
    },
    BURST_TIMEOUT_MS,
  );
});
