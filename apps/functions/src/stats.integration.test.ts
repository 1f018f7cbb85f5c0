import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStatsProductFacts } from '@voltia/domain';
import { BURST_TIMEOUT_MS, burst, expectBurstHeld } from './testing/burst';
import { emulatorCatalogue } from './testing/emulator-catalogue';
import { makeAddedPayload, makeProductFacts, makeSearchPayload, makeViewedPayload, uniqueSuffix } from './testing/stats-event-factories';

// Runs under scripts/emulators.mjs: the Functions emulator serves the built bundle and writes to
// the Firestore emulator, which this test reads back with the Admin SDK (FIRESTORE_EMULATOR_HOST).
const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
const projectId = process.env.GCLOUD_PROJECT ?? '';
const statsUrl = `${origin}/${projectId}/us-central1/stats`;
const STOREFRONT = 'http://localhost:3000';

let app: App;
let db: Firestore;

beforeAll(async () => {
  app = initializeApp({ projectId }, `stats-integration-${uniqueSuffix()}`);
  db = getFirestore(app);
  // Cold starts (the function's worker, this process's Firestore channel) take seconds: pay them
  // here, under a generous timeout, rather than inside the first test.
  await fetch(`${statsUrl}/products/viewed`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
  await db.collection('stats-daily').doc('warm-up').get();
}, 60_000);

const catalogue = emulatorCatalogue(() => db);

afterAll(async () => {
  await catalogue.clear();
  await deleteApp(app);
});

type TPostOptions = { contentType?: string; origin?: string; method?: string; client?: string };

/**
 * Posts like the storefront: text/plain (what navigator.sendBeacon sends) from the storefront origin.
 * `client` is the address Google's front end would append to X-Forwarded-For (the rate limit's key).
 */
function post(path: string, body: unknown, { contentType = 'text/plain;charset=UTF-8', origin: from = STOREFRONT, method = 'POST', client }: TPostOptions = {}) {
  return fetch(`${statsUrl}${path}`, {
    method,
    headers: { 'Content-Type': contentType, 'Origin': from, ...(client === undefined ? {} : { 'X-Forwarded-For': client }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function data(collection: string, id: string) {
  const snapshot = await db.collection(collection).doc(id).get();
  return snapshot.data();
}

async function rawEvents(field: string, value: string) {
  const snapshot = await db.collection('stats-events').where(`payload.${field}`, '==', value).get();
  return snapshot.docs.map((doc) => doc.data());
}

async function eventCount(): Promise<number> {
  return (await db.collection('stats-events').count().get()).data().count;
}

/**
 * Puts the product an event names into the catalogue (`products/{id}`), with names of its own so a
 * test can tell the catalogue's from the event's. Returns what the aggregates should record.
 */
async function inCatalogue(productId: string, overrides: Partial<TStatsProductFacts> = {}) {
  const facts = makeProductFacts(overrides);
  await catalogue.put(productId, facts);
  return { product_id: productId, sku: facts.sku, product_description: facts.description, brand: facts.brand };
}

const today = () => new Date().toISOString().slice(0, 10);
async function dailyTotals(day: string) {
  const totals = await data('stats-daily', day);
  return { views: totals?.views ?? 0, adds: totals?.adds ?? 0, searches: totals?.searches ?? 0 };
}

describe('stats function through the Functions and Firestore emulators', () => {
  it('runs under the emulators', () => {
    expect(origin, 'FUNCTIONS_EMULATOR_ORIGIN is set by scripts/emulators.mjs').toBeTruthy();
    expect(projectId).toMatch(/^demo-/);
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBeTruthy();
  });

  it('a product view: 202, the raw event as posted, the product aggregate under the catalogue names, the day total', async () => {
    const payload = makeViewedPayload();
    const catalogued = await inCatalogue(payload.product_id);
    const before = await dailyTotals(today());
    const res = await post('/products/viewed', payload, { contentType: 'application/json' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);

    const events = await rawEvents('product_id', payload.product_id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ kind: 'product_viewed', payload, day: today() });
    expect(event?.received_at?.toDate()).toBeInstanceOf(Date);
    // Firestore's TTL policy on expire_at (firestore.indexes.json) deletes the raw event after the
    // retention (90 days by default); the aggregates below have no expiry.
    const lives = (event?.expire_at?.toDate() as Date).getTime() - (event?.received_at?.toDate() as Date).getTime();
    expect(lives / 86_400_000).toBeCloseTo(90, 1);

    const product = await data('stats-products', payload.product_id);
    expect(product).toMatchObject({ ...catalogued, views: 1, adds: 0 });
    expect(product?.product_description).not.toBe(payload.product_description);
    expect(product?.last_viewed_at?.toDate()).toBeInstanceOf(Date);

    const after = await dailyTotals(event?.day as string);
    expect(after.views - before.views).toBe(1);
    expect(after.adds - before.adds).toBe(0);
  });

  it('a product add: 202 with the cart id in the raw event, adds counted', async () => {
    const payload = makeAddedPayload();
    const catalogued = await inCatalogue(payload.product_id);
    const before = await dailyTotals(today());
    const res = await post('/products/added', payload);
    expect(res.status).toBe(202);

    const events = await rawEvents('product_id', payload.product_id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'product_added', payload: { cartID: payload.cartID } });

    const product = await data('stats-products', payload.product_id);
    expect(product).toMatchObject({ ...catalogued, views: 0, adds: 1 });
    expect(product?.last_added_at?.toDate()).toBeInstanceOf(Date);
    expect((await dailyTotals(today())).adds - before.adds).toBe(1);
  });

  it('a search record: 202, the term counted under its type and normalised form', async () => {
    const suffix = uniqueSuffix();
    const payload = makeSearchPayload({ search_term: `  Interruptor Termomagnético ${suffix} `, type: 'search' });
    const before = await dailyTotals(today());
    const res = await post('/search/record', payload);
    expect(res.status).toBe(202);

    expect(await rawEvents('search_term', payload.search_term.trim())).toHaveLength(1);
    const search = await data('stats-searches', `search__interruptor+termomagnetico+${suffix}`);
    expect(search).toMatchObject({
      search_term: `Interruptor Termomagnético ${suffix}`,
      normalized_term: `interruptor termomagnetico ${suffix}`,
      type: 'search',
      count: 1,
    });
    expect(search?.last_at?.toDate()).toBeInstanceOf(Date);
    const after = await data('stats-daily', today());
    expect((after?.searches ?? 0) - before.searches).toBe(1);
    expect(after?.searches_by_type?.search).toBeGreaterThanOrEqual(1);
  });

  it('increments accumulate over several posts', async () => {
    const payload = makeViewedPayload();
    await inCatalogue(payload.product_id);
    for (const path of ['/products/viewed', '/products/viewed', '/products/added']) {
      const body = path === '/products/added' ? { ...payload, cartID: `cart-${uniqueSuffix()}` } : payload;
      expect((await post(path, body)).status).toBe(202);
    }
    expect(await data('stats-products', payload.product_id)).toMatchObject({ views: 2, adds: 1 });
    expect(await rawEvents('product_id', payload.product_id)).toHaveLength(3);

    const suffix = uniqueSuffix();
    expect((await post('/search/record', { search_term: `Tableros ${suffix}`, type: 'category' })).status).toBe(202);
    expect((await post('/search/record', { search_term: `TABLEROS   ${suffix}`, type: 'category' })).status).toBe(202);
    expect(await data('stats-searches', `category__tableros+${suffix}`)).toMatchObject({
      search_term: `TABLEROS   ${suffix}`,
      normalized_term: `tableros ${suffix}`,
      type: 'category',
      count: 2,
    });
  });

  it('accepts a sendBeacon-style body: text/plain, no JSON content type', async () => {
    const payload = makeSearchPayload({ type: 'brand', search_term: `Siemens ${uniqueSuffix()}` });
    const res = await fetch(`${statsUrl}/search/record`, {
      method: 'POST',
      headers: { Origin: STOREFRONT },
      // A string body makes fetch send text/plain;charset=UTF-8, exactly as a beacon Blob does.
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(202);
    expect(await rawEvents('search_term', payload.search_term)).toHaveLength(1);
  });
});

describe('stats function under a burst', () => {
  it('50 concurrent views of one product: 202 or 503 with Retry-After (never 500), and exactly the 202s counted', async () => {
    const payload = makeViewedPayload();
    await inCatalogue(payload.product_id);
    const viewed = await burst('stats /products/viewed', 50, () => post('/products/viewed', payload));

    const counted = expectBurstHeld(viewed, 202);
    expect((await data('stats-products', payload.product_id))?.views).toBe(counted);
    expect(await rawEvents('product_id', payload.product_id)).toHaveLength(counted);
  }, BURST_TIMEOUT_MS);
});

describe('stats function: the per-client rate limit', () => {
  it('a client may send 60 events a minute; the 61st is a 429 with Retry-After and a Spanish message, and is not stored', async () => {
    // The emulators reach the function over a socket file (no peer address): the one hop trusted is
    // the entry a front end would have appended, here the only one.
    const client = `2001:db8::${uniqueSuffix().slice(0, 4)}`;
    const term = `limite ${uniqueSuffix()}`;
    // One after another, as a browser's beacons arrive (concurrent events of one client contend on
    // its allowance document, and are answered 503 with Retry-After, never 500).
    const first: number[] = [];
    for (let i = 0; i < 60; i++) first.push((await post('/search/record', makeSearchPayload({ search_term: term }), { client })).status);
    expect(first).toEqual(Array.from({ length: 60 }, () => 202));

    const over = await post('/search/record', makeSearchPayload({ search_term: term }), { client });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(await over.json()).toMatchObject({
      error: { code: 'stats/rate-limited', message: 'Se recibieron demasiados eventos de estadísticas desde tu conexión. Espera un momento e inténtalo de nuevo.' },
    });
    expect(await rawEvents('search_term', term)).toHaveLength(60);

    // Another client is not held back by it.
    const other = await post('/search/record', makeSearchPayload({ search_term: term }), { client: `2001:db8:1::${uniqueSuffix().slice(0, 4)}` });
    expect(other.status).toBe(202);
  }, BURST_TIMEOUT_MS);
});

describe('stats function: refused requests write nothing', () => {
  const { cartID: _cartID, ...addedWithoutCart } = makeAddedPayload();
  const INVALID: readonly [string, string, unknown, string][] = [
    ['empty sku', '/products/viewed', makeViewedPayload({ sku: '' }), 'sku'],
    ['empty product_id', '/products/viewed', makeViewedPayload({ product_id: '' }), 'product_id'],
    ['empty product_description', '/products/viewed', makeViewedPayload({ product_description: ' ' }), 'product_description'],
    ['empty brand when given', '/products/viewed', makeViewedPayload({ brand: '' }), 'brand'],
    ['missing cartID on added', '/products/added', addedWithoutCart, 'cartID'],
    ['empty cartID on added', '/products/added', makeAddedPayload({ cartID: '' }), 'cartID'],
    ['empty sku on added', '/products/added', makeAddedPayload({ sku: '' }), 'sku'],
    ['empty search_term', '/search/record', makeSearchPayload({ search_term: '' }), 'search_term'],
    ['bad type', '/search/record', makeSearchPayload({ type: 'sku' as never }), 'type'],
    ['a lone surrogate in product_description', '/products/viewed', makeViewedPayload({ product_description: 'Interruptor \ud800' }), 'product_description'],
    ['a lone surrogate in search_term', '/search/record', makeSearchPayload({ search_term: '\udc00 cable' }), 'search_term'],
  ];

  it.each(INVALID)('%s: 400 with a Spanish message and the issue', async (_name, path, payload, field) => {
    const eventsBefore = await eventCount();
    const dailyBefore = await dailyTotals(today());
    const res = await post(path, payload);
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const body = (await res.json()) as { error: { code: string; message: string; detail: string; fields: string[] } };
    expect(body.error.code).toBe('stats/invalid-event');
    expect(body.error.message).toMatch(/^El evento de estadísticas no es válido: /);
    expect(body.error.message).toContain(field);
    expect(body.error.detail).toContain(field);
    expect(body.error.fields).toEqual([field]);

    expect(await eventCount()).toBe(eventsBefore);
    expect(await dailyTotals(today())).toEqual(dailyBefore);
    const productId = (payload as { product_id?: string }).product_id;
    if (productId) expect((await db.collection('stats-products').doc(productId).get()).exists).toBe(false);
  });

  it.each(['/products/viewed', '/products/added'])('%s with a lone surrogate as product_id (the attack): 400 in Spanish, nothing written', async (path) => {
    const eventsBefore = await eventCount();
    const dailyBefore = await dailyTotals(today());
    const res = await post(path, path === '/products/added' ? makeAddedPayload({ product_id: '\ud800' }) : makeViewedPayload({ product_id: '\ud800' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: string[] } };
    expect(body.error).toMatchObject({
      code: 'stats/invalid-event',
      message: 'El evento de estadísticas no es válido: product_id contiene caracteres no válidos.',
      fields: ['product_id'],
    });
    expect(await eventCount()).toBe(eventsBefore);
    expect(await dailyTotals(today())).toEqual(dailyBefore);
  });

  it.each([
    ['malformed JSON as text/plain', '/products/viewed', '{"sku":', {}, 400],
    // JSON that the runtime's own JSON parser refuses never reaches the function: still 400.
    ['malformed JSON as application/json', '/products/viewed', '{"sku":', { contentType: 'application/json' }, 400],
    ['an empty body', '/search/record', '', {}, 400],
    ['a body over 4 kB', '/products/viewed', JSON.stringify({ ...makeViewedPayload(), pad: 'x'.repeat(5000) }), {}, 413],
    ['an unknown path', '/products/removed', makeViewedPayload(), {}, 404],
    ['GET', '/products/viewed', undefined, { method: 'GET' }, 405],
    ['a form body', '/search/record', 'search_term=a&type=search', { contentType: 'application/x-www-form-urlencoded' }, 415],
    ['a page of another site', '/products/viewed', makeViewedPayload(), { origin: 'https://evil.example' }, 403],
  ] as const)('%s: %i', async (_name, path, body, options, status) => {
    const eventsBefore = await eventCount();
    const res =
      body === undefined
        ? await fetch(`${statsUrl}${path}`, { method: 'GET', headers: { Origin: STOREFRONT } })
        : await post(path, body, options);
    expect(res.status).toBe(status);
    if (!(status === 400 && 'contentType' in options)) {
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toMatch(/^http\//);
      expect(json.error.message).not.toBe('');
    }
    if (status === 405) expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await eventCount()).toBe(eventsBefore);
  });
});

describe('stats function: a product event counts only for a product customers can see', () => {
  it.each([
    ['a product that is not in the catalogue', async () => makeViewedPayload(), 'no product'],
    ['an unpublished product', async () => {
      const payload = makeViewedPayload();
      await inCatalogue(payload.product_id, { published: false });
      return payload;
    }, 'not published'],
    ['an id that names no document ("a/b")', async () => makeViewedPayload({ product_id: `a/${uniqueSuffix()}` }), 'no product'],
  ] as const)('%s: 422 with a Spanish message, nothing written', async (_name, makePayload, detail) => {
    const payload = await makePayload();
    const eventsBefore = await eventCount();
    const dailyBefore = await dailyTotals(today());
    for (const [path, body] of [['/products/viewed', payload], ['/products/added', { ...payload, cartID: `cart-${uniqueSuffix()}` }]] as const) {
      const res = await post(path, body);
      expect(res.status).toBe(422);
      expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
      const json = (await res.json()) as { error: { code: string; message: string; detail: string } };
      expect(json.error).toMatchObject({ code: 'stats/unknown-product', message: 'El producto del evento no está en el catálogo.' });
      expect(json.error.detail).toContain(detail);
    }
    expect(await eventCount()).toBe(eventsBefore);
    expect(await dailyTotals(today())).toEqual(dailyBefore);
    expect(await rawEvents('product_id', payload.product_id)).toEqual([]);
  });
});

describe('stats function: CORS', () => {
  const preflight = (from: string) =>
    fetch(`${statsUrl}/products/viewed`, {
      method: 'OPTIONS',
      headers: { 'Origin': from, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

  it.each([STOREFRONT, 'http://127.0.0.1:3000'])('answers the preflight of %s', async (from) => {
    const res = await preflight(from);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(from);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('does not answer the preflight of another origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
