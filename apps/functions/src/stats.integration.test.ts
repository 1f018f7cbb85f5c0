import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TStatsProductFacts } from '@voltia/domain';
import { BURST_TIMEOUT_MS, burst } from './testing/burst';
import { emulatorCatalogue } from './testing/emulator-catalogue';
import {
  makeAddedPayload,
  makeProductFacts,
  makeSearchPayload,
  makeViewedPayload,
  uniqueSuffix,
} from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { statsRateKey } from './stats/stats-rate';

// Runs under scripts/emulators.mjs: the Functions emulator serves the built bundle and writes to
// the Firestore emulator, which this test reads back with the Admin SDK (FIRESTORE_EMULATOR_HOST).
const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
const projectId = process.env.GCLOUD_PROJECT ?? '';
const statsUrl = emulatorFunctionUrl('stats');
const STOREFRONT = 'http://localhost:3000';

let app: App;
let db: Firestore;

beforeAll(async () => {
  app = initializeApp({ projectId }, `stats-integration-${uniqueSuffix()}`);
  db = getFirestore(app);
  // Cold starts (the function's worker, this process's Firestore channel) take seconds: pay them
  // here, under a generous timeout, rather than inside the first test.
  await fetch(`${statsUrl}/products/viewed`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
  await db.collection('stats-days').doc('warm-up').get();
}, 60_000);

const catalogue = emulatorCatalogue(() => db);

afterAll(async () => {
  await catalogue.clear();
  await deleteApp(app);
});

type TPostOptions = { contentType?: string; origin?: string; method?: string; client?: string; url?: string };

/**
 * Posts like the storefront: text/plain (what navigator.sendBeacon sends) from the storefront origin.
 * `client` is the address Google's front end would append to X-Forwarded-For (the rate limit's key).
 */
function post(
  path: string,
  body: unknown,
  {
    contentType = 'text/plain;charset=UTF-8',
    origin: from = STOREFRONT,
    method = 'POST',
    client,
    url = statsUrl,
  }: TPostOptions = {},
) {
  return fetch(`${url}${path}`, {
    method,
    headers: {
      'Content-Type': contentType,
      Origin: from,
      ...(client === undefined ? {} : { 'X-Forwarded-For': client }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
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
 * test can tell the catalogue's from the event's. Returns what the stored event should record.
 */
async function inCatalogue(productId: string, overrides: Partial<TStatsProductFacts> = {}) {
  const facts = makeProductFacts(overrides);
  await catalogue.put(productId, facts);
  return {
    product_id: productId,
    sku: facts.sku,
    description: facts.description,
    brand: facts.brand,
    category: facts.category_id,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The documents of the old per-event aggregates: the stats API no longer writes any. */
async function oldAggregateCount(): Promise<number> {
  const counts = await Promise.all(
    ['stats-products', 'stats-searches', 'stats-daily'].map(
      async (name) => (await db.collection(name).count().get()).data().count,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

describe('stats function through the Functions and Firestore emulators', () => {
  it('runs under the emulators', () => {
    expect(origin, 'FUNCTIONS_EMULATOR_ORIGIN is set by scripts/emulators.mjs').toBeTruthy();
    expect(projectId).toMatch(/^demo-/);
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBeTruthy();
  });

  it('a product view: 202 and one document, the event as posted with the catalogue product, not yet folded; nothing else', async () => {
    const payload = makeViewedPayload();
    const catalogued = await inCatalogue(payload.product_id);
    const res = await post('/products/viewed', payload, { contentType: 'application/json' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);

    const events = await rawEvents('product_id', payload.product_id);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ kind: 'product_viewed', payload, product: catalogued, day: today(), folded: false });
    expect(event?.product?.description).not.toBe(payload.product_description);
    expect(event?.received_at?.toDate()).toBeInstanceOf(Date);
    // Firestore's TTL policy on expire_at (firestore.indexes.json) deletes the raw event after the
    // retention (90 days by default); the day roll-ups have no expiry.
    const lives = (event?.expire_at?.toDate() as Date).getTime() - (event?.received_at?.toDate() as Date).getTime();
    expect(lives / 86_400_000).toBeCloseTo(90, 1);
    expect(await oldAggregateCount()).toBe(0);
  });

  it('a product add: 202 with the cart id and the catalogue product in the raw event', async () => {
    const payload = makeAddedPayload();
    const catalogued = await inCatalogue(payload.product_id, { category_id: 'contactores' });
    const res = await post('/products/added', payload);
    expect(res.status).toBe(202);

    const events = await rawEvents('product_id', payload.product_id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'product_added',
      payload: { cartID: payload.cartID },
      product: { ...catalogued, category: 'contactores' },
      folded: false,
    });
  });

  it('a search record: 202, the term as typed (trimmed) and its result count when given', async () => {
    const suffix = uniqueSuffix();
    const payload = makeSearchPayload({
      search_term: `  Interruptor Termomagnético ${suffix} `,
      type: 'search',
      results: 0,
    });
    const res = await post('/search/record', payload);
    expect(res.status).toBe(202);

    const [event, ...others] = await rawEvents('search_term', payload.search_term.trim());
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      kind: 'search_record',
      payload: { search_term: `Interruptor Termomagnético ${suffix}`, type: 'search', results: 0 },
      day: today(),
      folded: false,
    });
    expect(event).not.toHaveProperty('product');

    // The spec's payload, without a count, is stored as it was.
    const plain = makeSearchPayload({ type: 'brand' });
    expect((await post('/search/record', plain)).status).toBe(202);
    expect((await rawEvents('search_term', plain.search_term))[0]?.payload).toEqual(plain);
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
  it(
    '50 concurrent views of one product from 50 clients: every one accepted and stored once (one new document each, nothing to contend on)',
    async () => {
      const payload = makeViewedPayload();
      await inCatalogue(payload.product_id);
      const prefix = `2001:db8:${uniqueSuffix().slice(0, 4)}::`;
      const viewed = await burst('stats /products/viewed', 50, (i) =>
        post('/products/viewed', payload, { client: `${prefix}${i.toString(16)}`, url: instanceFunctionUrl('stats') }),
      );

      expect(viewed.tally).toEqual({ 202: 50 });
      expect(await rawEvents('product_id', payload.product_id)).toHaveLength(50);
    },
    BURST_TIMEOUT_MS,
  );
});

describe('stats function: the per-client rate limit', () => {
  it(
    'a client may send 60 events a minute; the 61st is a 429 with Retry-After and a Spanish message, and is not stored',
    async () => {
      // The emulators reach the function over a socket file (no peer address): the one hop trusted is
      // the entry a front end would have appended, here the only one.
      const client = `2001:db8::${uniqueSuffix().slice(0, 4)}`;
      const term = `limite ${uniqueSuffix()}`;
      // One after another, as a browser's beacons arrive (concurrent events of one client contend on
      // its allowance document, and are answered 503 with Retry-After, never 500).
      const first: number[] = [];
      for (let i = 0; i < 60; i++)
        first.push((await post('/search/record', makeSearchPayload({ search_term: term }), { client })).status);
      expect(first).toEqual(Array.from({ length: 60 }, () => 202));

      const over = await post('/search/record', makeSearchPayload({ search_term: term }), { client });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(over.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
      expect(await over.json()).toMatchObject({
        error: {
          code: 'stats/rate-limited',
          message:
            'Se recibieron demasiados eventos de estadísticas desde tu conexión. Espera un momento e inténtalo de nuevo.',
        },
      });
      expect(await rawEvents('search_term', term)).toHaveLength(60);

      // Another client is not held back by it.
      const other = await post('/search/record', makeSearchPayload({ search_term: term }), {
        client: `2001:db8:1::${uniqueSuffix().slice(0, 4)}`,
      });
      expect(other.status).toBe(202);
    },
    BURST_TIMEOUT_MS,
  );

  it('an address of 1 600 characters is answered like any other (its allowance key was longer than a document id allows, a 500)', async () => {
    const term = `direccion larga ${uniqueSuffix()}`;
    const client = `${uniqueSuffix()}${'a'.repeat(1_592)}`;
    const res = await post('/search/record', makeSearchPayload({ search_term: term }), { client });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await rawEvents('search_term', term)).toHaveLength(1);
    // Its allowance is kept under a bounded key that holds no address.
    const key = statsRateKey(client);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(key).not.toContain(client.slice(0, 8));
    expect((await db.collection('mail-rate').doc(key).get()).get('sends')).toHaveLength(1);
  });
});

describe('stats function: refused requests write nothing', () => {
  const { cartID: _cartID, ...addedWithoutCart } = makeAddedPayload();
  const INVALID: readonly [string, string, unknown, string][] = [
    ['empty sku', '/products/viewed', makeViewedPayload({ sku: '' }), 'sku'],
    ['empty product_id', '/products/viewed', makeViewedPayload({ product_id: '' }), 'product_id'],
    [
      'empty product_description',
      '/products/viewed',
      makeViewedPayload({ product_description: ' ' }),
      'product_description',
    ],
    ['empty brand when given', '/products/viewed', makeViewedPayload({ brand: '' }), 'brand'],
    ['missing cartID on added', '/products/added', addedWithoutCart, 'cartID'],
    ['empty cartID on added', '/products/added', makeAddedPayload({ cartID: '' }), 'cartID'],
    ['empty sku on added', '/products/added', makeAddedPayload({ sku: '' }), 'sku'],
    ['empty search_term', '/search/record', makeSearchPayload({ search_term: '' }), 'search_term'],
    ['bad type', '/search/record', makeSearchPayload({ type: 'sku' as never }), 'type'],
    ['a fractional result count', '/search/record', makeSearchPayload({ results: 2.5 }), 'results'],
    ['a negative result count', '/search/record', makeSearchPayload({ results: -1 }), 'results'],
    [
      'a lone surrogate in product_description',
      '/products/viewed',
      makeViewedPayload({ product_description: 'Interruptor \ud800' }),
      'product_description',
    ],
    [
      'a lone surrogate in search_term',
      '/search/record',
      makeSearchPayload({ search_term: '\udc00 cable' }),
      'search_term',
    ],
  ];

  it.each(INVALID)('%s: 400 with a Spanish message and the issue', async (_name, path, payload, field) => {
    const eventsBefore = await eventCount();
    const res = await post(path, payload);
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const body = (await res.json()) as { error: { code: string; message: string; fields: string[] } };
    expect(body.error.code).toBe('stats/invalid-event');
    expect(body.error.message).toMatch(/^El evento de estadísticas no es válido: /);
    expect(body.error.message).toContain(field);
    expect(body.error.fields).toEqual([field]);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'fields', 'message']);

    expect(await eventCount()).toBe(eventsBefore);
    const productId = (payload as { product_id?: string }).product_id;
    if (productId) expect(await rawEvents('product_id', productId)).toEqual([]);
  });

  it.each(['/products/viewed', '/products/added'])(
    '%s with a lone surrogate as product_id (the attack): 400 in Spanish, nothing written',
    async (path) => {
      const eventsBefore = await eventCount();
      const res = await post(
        path,
        path === '/products/added'
          ? makeAddedPayload({ product_id: '\ud800' })
          : makeViewedPayload({ product_id: '\ud800' }),
      );
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string; fields: string[] } };
      expect(body.error).toMatchObject({
        code: 'stats/invalid-event',
        message: 'El evento de estadísticas no es válido: product_id contiene caracteres no válidos.',
        fields: ['product_id'],
      });
      expect(await eventCount()).toBe(eventsBefore);
    },
  );

  it.each([
    ['malformed JSON as text/plain', '/products/viewed', '{"sku":', {}, 400],
    // Refused by the functions themselves, not the runtime's JSON parser: JSON as well.
    ['malformed JSON as application/json', '/products/viewed', '{"sku":', { contentType: 'application/json' }, 400],
    ['an empty body', '/search/record', '', {}, 400],
    [
      'a body over 4 kB',
      '/products/viewed',
      JSON.stringify({ ...makeViewedPayload(), pad: 'x'.repeat(5000) }),
      {},
      413,
    ],
    ['an unknown path', '/products/removed', makeViewedPayload(), {}, 404],
    ['GET', '/products/viewed', undefined, { method: 'GET' }, 405],
    [
      'a form body',
      '/search/record',
      'search_term=a&type=search',
      { contentType: 'application/x-www-form-urlencoded' },
      415,
    ],
    ['a page of another site', '/products/viewed', makeViewedPayload(), { origin: 'https://evil.example' }, 403],
  ] as const)('%s: %i', async (_name, path, body, options, status) => {
    const eventsBefore = await eventCount();
    const res =
      body === undefined
        ? await fetch(`${statsUrl}${path}`, { method: 'GET', headers: { Origin: STOREFRONT } })
        : await post(path, body, options);
    expect(res.status).toBe(status);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toMatch(/^http\//);
    expect(json.error.message).not.toBe('');
    if (status === 405) expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await eventCount()).toBe(eventsBefore);
  });
});

describe('stats function: a product event counts only for a product customers can see', () => {
  it.each([
    ['a product that is not in the catalogue', async () => makeViewedPayload()],
    [
      'an unpublished product',
      async () => {
        const payload = makeViewedPayload();
        await inCatalogue(payload.product_id, { published: false });
        return payload;
      },
    ],
    ['an id that names no document ("a/b")', async () => makeViewedPayload({ product_id: `a/${uniqueSuffix()}` })],
  ] as const)(
    '%s: 422 with a Spanish message (the same whatever the reason), nothing written',
    async (_name, makePayload) => {
      const payload = await makePayload();
      const eventsBefore = await eventCount();
      for (const [path, body] of [
        ['/products/viewed', payload],
        ['/products/added', { ...payload, cartID: `cart-${uniqueSuffix()}` }],
      ] as const) {
        const res = await post(path, body);
        expect(res.status).toBe(422);
        expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
        expect(await res.json()).toEqual({
          error: { code: 'stats/unknown-product', message: 'El producto del evento no está en el catálogo.' },
        });
      }
      expect(await eventCount()).toBe(eventsBefore);
      expect(await rawEvents('product_id', payload.product_id)).toEqual([]);
    },
  );
});

describe('stats function: CORS', () => {
  const preflight = (from: string) =>
    fetch(`${statsUrl}/products/viewed`, {
      method: 'OPTIONS',
      headers: {
        Origin: from,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
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
