import { getErrorEntry } from '@voltia/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  makeAddedPayload,
  makeProductFacts,
  makeSearchPayload,
  makeViewedPayload,
} from '../testing/stats-event-factories';
import { handleStatsRequest, STATS_MAX_BODY_BYTES } from './handle-stats-request';
import type { TStatsHandlerDeps, TStatsLogger, TStatsRequest } from './handle-stats-request';

const STOREFRONT = 'http://localhost:3000';
const NOW = new Date('2026-03-01T12:00:00.000Z');

type TLog = TStatsLogger['info'];
function makeDeps() {
  return {
    allowedOrigins: [STOREFRONT],
    now: () => NOW,
    findProduct: vi.fn<TStatsHandlerDeps['findProduct']>(async () => makeProductFacts()),
    store: vi.fn<TStatsHandlerDeps['store']>(async () => undefined),
    consumeRate: vi.fn<TStatsHandlerDeps['consumeRate']>(async () => ({ allowed: true, sends: [NOW.getTime()] })),
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TStatsHandlerDeps;
}

let deps: ReturnType<typeof makeDeps>;

beforeEach(() => {
  deps = makeDeps();
});

function post(path: string, body: unknown, overrides: Partial<TStatsRequest> = {}): TStatsRequest {
  return {
    method: 'POST',
    path,
    origin: STOREFRONT,
    contentType: 'text/plain;charset=UTF-8',
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    ...overrides,
  };
}

describe('handleStatsRequest: accepted events', () => {
  it.each([
    ['/products/viewed', 'product_viewed', makeViewedPayload()],
    ['/products/added', 'product_added', makeAddedPayload()],
    ['/search/record', 'search_record', makeSearchPayload()],
  ])('POST %s stores a %s and answers 202 with CORS', async (path, kind, payload) => {
    const res = await handleStatsRequest(post(path, payload), deps);
    expect(res).toEqual({
      status: 202,
      headers: { Vary: 'Origin', 'Access-Control-Allow-Origin': STOREFRONT },
      body: { ok: true },
    });
    const facts = makeProductFacts();
    const product =
      'product_id' in payload
        ? {
            product_id: payload.product_id,
            sku: facts.sku,
            description: facts.description,
            brand: facts.brand,
            category: facts.category_id,
          }
        : undefined;
    expect(deps.store).toHaveBeenCalledExactlyOnceWith(product ? { kind, payload, product } : { kind, payload }, NOW);
    if (product) expect(deps.findProduct).toHaveBeenCalledExactlyOnceWith(product.product_id);
    else expect(deps.findProduct).not.toHaveBeenCalled();
    expect(deps.logger.info).toHaveBeenCalledOnce();
  });

  it('stores a search with the result count the page gave; refuses one that is not a whole number, storing nothing', async () => {
    const payload = makeSearchPayload({ results: 7 });
    expect((await handleStatsRequest(post('/search/record', payload), deps)).status).toBe(202);
    expect(deps.store).toHaveBeenCalledWith({ kind: 'search_record', payload }, NOW);
    deps.store.mockClear();
    const refused = await handleStatsRequest(post('/search/record', { ...payload, results: -1 }), deps);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'stats/invalid-event',
        fields: ['results'],
        message: 'El evento de estadísticas no es válido: results debe estar entre 0 y 1000000.',
      },
    });
    expect(deps.store).not.toHaveBeenCalled();
  });

  it('stores the parsed payload: trimmed, unknown fields dropped', async () => {
    const payload = { ...makeSearchPayload({ search_term: '  tableros ' }), admin: true };
    await handleStatsRequest(post('/search/record', payload, { contentType: 'application/json' }), deps);
    expect(deps.store).toHaveBeenCalledWith(
      { kind: 'search_record', payload: { search_term: 'tableros', type: 'search' } },
      NOW,
    );
  });

  it('accepts a request with no Origin (not a browser) and no content type', async () => {
    const res = await handleStatsRequest(
      post('/products/viewed', makeViewedPayload(), { origin: undefined, contentType: undefined }),
      deps,
    );
    expect(res.status).toBe(202);
    expect(res.headers).toEqual({ Vary: 'Origin' });
  });
});

describe('handleStatsRequest: refusals write nothing', () => {
  const { cartID: _cartID, ...addedWithoutCart } = makeAddedPayload();
  it.each([
    ['empty sku', '/products/viewed', makeViewedPayload({ sku: '' }), ['sku'], 'sku no puede estar vacío'],
    [
      'blank product_id',
      '/products/viewed',
      makeViewedPayload({ product_id: '   ' }),
      ['product_id'],
      'product_id no puede estar vacío',
    ],
    [
      'empty product_description',
      '/products/added',
      makeAddedPayload({ product_description: '' }),
      ['product_description'],
      'product_description no puede estar vacío',
    ],
    ['empty brand', '/products/viewed', makeViewedPayload({ brand: '' }), ['brand'], 'brand no puede estar vacío'],
    ['missing cartID', '/products/added', addedWithoutCart, ['cartID'], 'falta cartID'],
    [
      'empty search_term',
      '/search/record',
      makeSearchPayload({ search_term: '' }),
      ['search_term'],
      'search_term no puede estar vacío',
    ],
    [
      'bad type',
      '/search/record',
      makeSearchPayload({ type: 'sku' as never }),
      ['type'],
      'type debe ser uno de: search, category, brand',
    ],
    ['a non-object body', '/search/record', [1, 2], ['(cuerpo)'], 'el cuerpo debe ser un objeto JSON'],
    // JSON can carry a lone surrogate ("\ud800"), which is no text: refused before any catalogue read.
    [
      'a lone surrogate as product_id',
      '/products/viewed',
      makeViewedPayload({ product_id: '\ud800' }),
      ['product_id'],
      'product_id contiene caracteres no válidos',
    ],
    [
      'a lone surrogate in search_term',
      '/search/record',
      makeSearchPayload({ search_term: 'cable \udc00' }),
      ['search_term'],
      'search_term contiene caracteres no válidos',
    ],
  ])('%s: 400 with a Spanish message and the issue detail', async (_name, path, payload, fields, phrase) => {
    const res = await handleStatsRequest(post(path, payload), deps);
    expect(res.status).toBe(400);
    expect(res.headers).toMatchObject({ 'Access-Control-Allow-Origin': STOREFRONT });
    expect(res.body).toEqual({
      error: { code: 'stats/invalid-event', message: `El evento de estadísticas no es válido: ${phrase}.`, fields },
    });
    expect(deps.store).not.toHaveBeenCalled();
    expect(deps.findProduct).not.toHaveBeenCalled();
    // The detail goes to the log, not to the caller.
    expect(deps.logger.warn).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        detail: expect.stringContaining(
          fields[0] === '(cuerpo)' ? 'el cuerpo debe ser un objeto JSON' : String(fields[0]),
        ),
      }),
      expect.any(String),
    );
  });

  it.each([
    ['malformed JSON', '{"sku":', 'http/invalid-json', 400],
    ['an empty body', '', 'http/invalid-json', 400],
    [
      'a body over the limit',
      JSON.stringify({ ...makeViewedPayload(), pad: 'x'.repeat(STATS_MAX_BODY_BYTES) }),
      'http/payload-too-large',
      413,
    ],
  ] as const)('%s: %s (%i)', async (_name, body, code, status) => {
    const res = await handleStatsRequest(post('/products/viewed', body), deps);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error: { code, message: getErrorEntry(code).message } });
    expect(deps.store).not.toHaveBeenCalled();
  });

  it('unknown path: 404', async () => {
    const res = await handleStatsRequest(post('/products/deleted', makeViewedPayload()), deps);
    expect(res).toMatchObject({
      status: 404,
      body: { error: { code: 'http/not-found', message: 'La ruta solicitada no existe.' } },
    });
    expect(deps.store).not.toHaveBeenCalled();
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s: 405 with Allow', async (method) => {
    const res = await handleStatsRequest(post('/products/viewed', makeViewedPayload(), { method }), deps);
    expect(res).toMatchObject({
      status: 405,
      headers: { Allow: 'POST, OPTIONS' },
      body: { error: { code: 'http/method-not-allowed', message: 'Método no permitido.' } },
    });
    expect(deps.store).not.toHaveBeenCalled();
  });

  it('another media type: 415', async () => {
    const res = await handleStatsRequest(
      post('/products/viewed', makeViewedPayload(), { contentType: 'application/x-www-form-urlencoded' }),
      deps,
    );
    expect(res).toMatchObject({ status: 415, body: { error: { code: 'http/unsupported-media-type' } } });
    expect(deps.store).not.toHaveBeenCalled();
  });

  it('a page of another site: 403 without CORS headers', async () => {
    const res = await handleStatsRequest(
      post('/products/viewed', makeViewedPayload(), { origin: 'https://evil.example' }),
      deps,
    );
    expect(res).toMatchObject({
      status: 403,
      headers: { Vary: 'Origin' },
      body: { error: { code: 'http/origin-not-allowed' } },
    });
    expect(res.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(deps.store).not.toHaveBeenCalled();
  });

  it.each([
    ['a product that is not in the catalogue', undefined, 'no product'],
    ['an unpublished product', makeProductFacts({ published: false }), 'not published'],
  ])('%s: 422 with the Spanish message, nothing stored', async (_name, facts, detail) => {
    deps.findProduct.mockResolvedValueOnce(facts);
    const payload = makeAddedPayload();
    const res = await handleStatsRequest(post('/products/added', payload), deps);
    expect(res).toMatchObject({
      status: 422,
      headers: { 'Access-Control-Allow-Origin': STOREFRONT },
      body: { error: { code: 'stats/unknown-product', message: 'El producto del evento no está en el catálogo.' } },
    });
    expect(deps.findProduct).toHaveBeenCalledExactlyOnceWith(payload.product_id);
    expect(deps.store).not.toHaveBeenCalled();
    expect(deps.logger.warn).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ detail: expect.stringContaining(detail) }),
      expect.any(String),
    );
  });

  it('a catalogue read the database cannot serve now (gRPC UNAVAILABLE): 503 with Retry-After, nothing stored', async () => {
    deps.findProduct.mockRejectedValueOnce(Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }));
    const res = await handleStatsRequest(post('/products/viewed', makeViewedPayload()), deps);
    expect(res).toMatchObject({
      status: 503,
      headers: { 'Retry-After': '2', 'Access-Control-Allow-Origin': STOREFRONT },
      body: { error: { code: 'firestore/unavailable', message: getErrorEntry('firestore/unavailable').message } },
    });
    expect(deps.store).not.toHaveBeenCalled();
    expect(deps.logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['contention on the aggregates (gRPC ABORTED)', 10, 'firestore/aborted', 503],
    ['a slow database (gRPC DEADLINE_EXCEEDED)', 4, 'firestore/deadline-exceeded', 503],
    ['an overloaded database (gRPC RESOURCE_EXHAUSTED)', 8, 'firestore/resource-exhausted', 429],
  ] as const)('a storage failure, %s: %s, %i with Retry-After', async (_name, grpc, code, status) => {
    deps.store.mockRejectedValueOnce(Object.assign(new Error(`${grpc}`), { code: grpc }));
    const res = await handleStatsRequest(post('/search/record', makeSearchPayload()), deps);
    expect(res.status).toBe(status);
    expect(Number(res.headers['Retry-After'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ error: { code, message: getErrorEntry(code).message } });
  });

  it('any other failure: 500 with the catalogue message, logged as an error', async () => {
    deps.findProduct.mockRejectedValueOnce(new Error('boom'));
    expect((await handleStatsRequest(post('/products/viewed', makeViewedPayload()), deps)).status).toBe(500);
    deps.store.mockRejectedValueOnce(Object.assign(new Error('7 PERMISSION_DENIED'), { code: 7 }));
    const res = await handleStatsRequest(post('/search/record', makeSearchPayload()), deps);
    expect(res).toMatchObject({
      status: 500,
      headers: { 'Access-Control-Allow-Origin': STOREFRONT },
      body: { error: { code: 'firestore/permission-denied', message: 'No tienes permiso para realizar esta acción.' } },
    });
    expect(deps.logger.error).toHaveBeenCalledTimes(2);
  });
});

describe('handleStatsRequest: the per-client rate limit', () => {
  it("counts a valid event against its client's allowance", async () => {
    const res = await handleStatsRequest(post('/search/record', makeSearchPayload(), { client: '203.0.113.7' }), deps);
    expect(res.status).toBe(202);
    expect(deps.consumeRate).toHaveBeenCalledWith('203.0.113.7', NOW);
  });

  it('a client over its allowance: 429 with Retry-After and the Spanish message, nothing stored', async () => {
    deps.consumeRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 17 });
    const res = await handleStatsRequest(
      post('/products/viewed', makeViewedPayload(), { client: '203.0.113.7' }),
      deps,
    );
    expect(res.status).toBe(429);
    expect(res.headers).toMatchObject({ 'Retry-After': '17', 'Access-Control-Allow-Origin': STOREFRONT });
    expect(res.body).toMatchObject({
      error: { code: 'stats/rate-limited', message: getErrorEntry('stats/rate-limited').message },
    });
    expect(deps.findProduct).not.toHaveBeenCalled();
    expect(deps.store).not.toHaveBeenCalled();
  });

  it('an invalid event is refused before it can use the allowance', async () => {
    const res = await handleStatsRequest(post('/search/record', { search_term: '' }, { client: '203.0.113.7' }), deps);
    expect(res.status).toBe(400);
    expect(deps.consumeRate).not.toHaveBeenCalled();
  });

  it('a caller without an address (only possible without a front end, as in the emulators) is not limited', async () => {
    const res = await handleStatsRequest(post('/search/record', makeSearchPayload()), deps);
    expect(res.status).toBe(202);
    expect(deps.consumeRate).not.toHaveBeenCalled();
  });

  it('an allowance the database cannot read now: 503, nothing stored', async () => {
    deps.consumeRate.mockRejectedValueOnce(Object.assign(new Error('contention'), { code: 10 }));
    const res = await handleStatsRequest(post('/search/record', makeSearchPayload(), { client: '203.0.113.7' }), deps);
    expect(res.status).toBe(503);
    expect(deps.store).not.toHaveBeenCalled();
  });
});

describe('handleStatsRequest: CORS preflight', () => {
  const preflight = (origin: string | undefined, path = '/products/viewed'): TStatsRequest => ({
    method: 'OPTIONS',
    path,
    origin,
    contentType: undefined,
    rawBody: undefined,
  });

  it('answers an allowed origin with 204 and the CORS headers', async () => {
    const res = await handleStatsRequest(preflight(STOREFRONT), deps);
    expect(res).toEqual({
      status: 204,
      headers: {
        Vary: 'Origin',
        'Access-Control-Allow-Origin': STOREFRONT,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '3600',
        Allow: 'POST, OPTIONS',
      },
      body: undefined,
    });
  });

  it('refuses another origin', async () => {
    const res = await handleStatsRequest(preflight('http://localhost:4000'), deps);
    expect(res.status).toBe(403);
    expect(res.headers).not.toHaveProperty('Access-Control-Allow-Origin');
  });

  it('404 for an unknown path, even from an allowed origin', async () => {
    expect((await handleStatsRequest(preflight(STOREFRONT, '/nope'), deps)).status).toBe(404);
  });
});
