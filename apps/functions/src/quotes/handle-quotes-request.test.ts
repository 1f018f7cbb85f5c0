import { AppError, getErrorEntry } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { makeRequestedQuote } from '@voltia/domain/testing';
import { ANA, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, STOREFRONT } from '../testing/quotes-deps';
import { handleQuotesRequest } from './handle-quotes-request';
import type { TQuotesDeps } from './quote-route';

function setup() {
  const store = fakeQuoteStore({ quotes: { 'q-ana': makeRequestedQuote('uid-ana') } });
  return { store, deps: makeQuotesDeps(store, { 'token-ana': ANA }) };
}

const request = (overrides: Partial<Parameters<typeof handleQuotesRequest>[0]> = {}) => ({
  method: 'POST',
  path: '/move',
  origin: STOREFRONT,
  contentType: 'application/json',
  authorization: 'Bearer token-ana',
  rawBody: JSON.stringify({ quoteId: 'q-ana', move: { type: 'cancel' } }),
  ...overrides,
});

describe('handleQuotesRequest: the front door', () => {
  it.each([
    ['no Authorization', { authorization: undefined }, 401, 'firestore/unauthenticated'],
    ['an invalid token', { authorization: 'Bearer forged' }, 401, 'firestore/unauthenticated'],
    ['another site', { origin: 'https://evil.example' }, 403, 'http/origin-not-allowed'],
    ['an unknown route', { path: '/delete' }, 404, 'http/not-found'],
    ['GET', { method: 'GET' }, 405, 'http/method-not-allowed'],
    ['a form body', { contentType: 'application/x-www-form-urlencoded' }, 415, 'http/unsupported-media-type'],
    ['malformed JSON', { rawBody: '{"quoteId":' }, 400, 'http/invalid-json'],
    ['a huge body', { rawBody: 'x'.repeat(70_000) }, 413, 'http/payload-too-large'],
  ] as const)('%s: %i %s, nothing written', async (_name, overrides, status, code) => {
    const { store, deps } = setup();
    const res = await handleQuotesRequest(request(overrides), deps);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(errorOf(res.body).message).not.toBe('');
    expect(store.writes).toEqual([]);
  });

  it('asks for a sign-in in Spanish with WWW-Authenticate', async () => {
    const res = await handleQuotesRequest(request({ authorization: undefined }), setup().deps);
    expect(res.headers['WWW-Authenticate']).toBe('Bearer');
    expect(errorOf(res.body).message).toBe('Tu sesión no es válida. Vuelve a iniciar sesión.');
  });

  it('answers the storefront preflight on every route, allowing Authorization', async () => {
    for (const path of ['/claim', '/submit', '/move/']) {
      const res = await handleQuotesRequest(
        request({ method: 'OPTIONS', path, authorization: undefined, rawBody: undefined }),
        setup().deps,
      );
      expect(res.status).toBe(204);
      expect(res.headers['Access-Control-Allow-Origin']).toBe(STOREFRONT);
      expect(res.headers['Access-Control-Allow-Headers']).toBe('Authorization, Content-Type');
    }
  });

  it('echoes the allowed origin on answers', async () => {
    const res = await handleQuotesRequest(request(), setup().deps);
    expect(res).toMatchObject({ status: 200, headers: { 'Access-Control-Allow-Origin': STOREFRONT, Vary: 'Origin' } });
  });
});

describe('handleQuotesRequest: failures that are no refusal', () => {
  const failing = (error: unknown): TQuotesDeps => ({
    ...setup().deps,
    runTransaction: async () => Promise.reject(error),
  });

  it.each([
    [
      'a transaction lock timeout (gRPC ABORTED)',
      Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 }),
      'firestore/aborted',
      503,
      '2',
    ],
    [
      'a transaction conflict (web SDK name)',
      Object.assign(new Error('contention'), { code: 'aborted' }),
      'firestore/aborted',
      503,
      '2',
    ],
    [
      'an overloaded database (gRPC RESOURCE_EXHAUSTED)',
      Object.assign(new Error('8 RESOURCE_EXHAUSTED'), { code: 8 }),
      'firestore/resource-exhausted',
      429,
      '10',
    ],
    [
      'an unreachable database (gRPC UNAVAILABLE)',
      Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }),
      'firestore/unavailable',
      503,
      '2',
    ],
    [
      'a slow database (gRPC DEADLINE_EXCEEDED)',
      Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }),
      'firestore/deadline-exceeded',
      503,
      '2',
    ],
  ] as const)(
    '%s: %s, %i with Retry-After and the Spanish message, logged as a warning',
    async (_name, error, code, status, retryAfter) => {
      const deps = failing(error);
      const res = await handleQuotesRequest(request(), deps);
      expect(res.status).toBe(status);
      expect(res.headers['Retry-After']).toBe(retryAfter);
      expect(res.headers['Access-Control-Allow-Origin']).toBe(STOREFRONT);
      expect(errorOf(res.body)).toMatchObject({ code, message: getErrorEntry(code).message });
      expect(deps.logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ code, status, uid: 'uid-ana' }),
        'quotes request refused',
      );
      expect(deps.logger.error).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'a stored quote the schema refuses',
      new AppError('firestore/data-loss', { detail: 'status' }),
      'firestore/data-loss',
    ],
    [
      'the service account refused (gRPC UNAUTHENTICATED, not the caller fault)',
      Object.assign(new Error('16 UNAUTHENTICATED'), { code: 16 }),
      'firestore/unauthenticated',
    ],
    ['anything else', new Error('boom'), 'unknown'],
  ])('%s: 500 with the catalogue message, logged as an error', async (_name, error, code) => {
    const deps = failing(error);
    const res = await handleQuotesRequest(request(), deps);
    expect(res.status).toBe(500);
    expect(errorOf(res.body).code).toBe(code);
    expect(errorOf(res.body).message).not.toBe('');
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ code, uid: 'uid-ana', path: '/move' }),
      'quotes request failed',
    );
  });
});

describe('handleQuotesRequest: the staff the back-office knows', () => {
  it('records a staff caller, and a failure to record never blocks the request', async () => {
    const store = fakeQuoteStore({ quotes: { 'q-ana': makeRequestedQuote('uid-ana') } });
    const deps = makeQuotesDeps(store, { 'token-staff': STAFF });
    deps.rememberStaff.mockRejectedValueOnce(new Error('contention'));
    const res = await handleQuotesRequest(
      request({
        authorization: 'Bearer token-staff',
        rawBody: JSON.stringify({ quoteId: 'q-ana', move: { type: 'start_review' } }),
      }),
      deps,
    );
    expect(res.status).toBe(200);
    expect(deps.rememberStaff).toHaveBeenCalledWith({
      uid: 'uid-staff',
      name: 'Ventas',
      email: 'ventas@voltia.example',
    });
    expect(deps.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'uid-staff' }),
      'staff member not recorded',
    );
  });

  it('does not record customers', async () => {
    const { deps } = setup();
    await handleQuotesRequest(request(), deps);
    expect(deps.rememberStaff).not.toHaveBeenCalled();
  });
});
