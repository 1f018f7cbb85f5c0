import { AppError } from '@voltia/domain';
import { firebaseClientEnv } from '@voltia/firebase-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from './error-reporter';
import type { TErrorReporter } from './error-reporter-port';
import { recordProductAdded, recordProductViewed, recordSearch } from './record-stats-event';
import { statsBaseUrl } from './stats-base-url';
import { makeAddedPayload, makeSearchPayload, makeViewedPayload } from './stats-test-payloads';

// The real base URL, wrapped so one test can make the configuration fail.
vi.mock('./stats-base-url', async (importOriginal) => {
  const actual = await importOriginal<{ statsBaseUrl: () => string }>();
  return { statsBaseUrl: vi.fn(actual.statsBaseUrl) };
});

const STATS = `${firebaseClientEnv().functionsBaseUrl}/stats`;

let report: ReturnType<typeof vi.fn<TErrorReporter['report']>>;
let restoreReporter: () => void;
let sendBeacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  report = vi.fn<TErrorReporter['report']>();
  restoreReporter = setErrorReporter({ report });
  sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
  fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true }), { status: 202 }));
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  restoreReporter();
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function beaconBody(call: number): Promise<{ type: string; json: unknown }> {
  const blob = sendBeacon.mock.calls[call]?.[1];
  if (!(blob instanceof Blob)) throw new Error('the beacon body is not a Blob');
  return { type: blob.type, json: JSON.parse(await blob.text()) };
}

describe('valid events are sent by beacon, as text/plain JSON, to the stats API', () => {
  it.each([
    ['recordProductViewed', () => recordProductViewed(makeViewedPayload()), '/products/viewed', makeViewedPayload()],
    ['recordProductAdded', () => recordProductAdded(makeAddedPayload()), '/products/added', makeAddedPayload()],
    [
      'recordSearch',
      () => recordSearch(makeSearchPayload({ type: 'brand', search_term: 'Siemens' })),
      '/search/record',
      { type: 'brand', search_term: 'Siemens' },
    ],
  ])('%s', async (_name, record, path, expected) => {
    expect(record()).toBeUndefined();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(`${STATS}${path}`);
    expect(await beaconBody(0)).toEqual({ type: 'text/plain;charset=utf-8', json: expected });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('sends the validated payload: trimmed, without unknown fields', async () => {
    recordSearch({ ...makeSearchPayload({ search_term: '  cable thhn ' }), extra: 'x' } as never);
    expect((await beaconBody(0)).json).toEqual({ search_term: 'cable thhn', type: 'search' });
  });

  it('sends a search with its result count, 0 included (a search that found nothing)', async () => {
    recordSearch(makeSearchPayload({ search_term: 'cable raro', results: 0 }));
    expect((await beaconBody(0)).json).toEqual({ search_term: 'cable raro', type: 'search', results: 0 });
  });

  it('the URL follows the configured functions base URL', () => {
    expect(STATS).toMatch(/^https?:\/\/.+\/stats$/);
  });
});

describe('invalid events are dropped and reported, never sent', () => {
  const { cartID: _cartID, ...withoutCart } = makeAddedPayload();
  it.each([
    ['empty sku', () => recordProductViewed(makeViewedPayload({ sku: '' })), 'product_viewed', 'sku'],
    [
      'blank product_id',
      () => recordProductViewed(makeViewedPayload({ product_id: '  ' })),
      'product_viewed',
      'product_id',
    ],
    [
      'empty product_description',
      () => recordProductAdded(makeAddedPayload({ product_description: '' })),
      'product_added',
      'product_description',
    ],
    ['empty brand', () => recordProductViewed(makeViewedPayload({ brand: '' })), 'product_viewed', 'brand'],
    ['missing cartID', () => recordProductAdded(withoutCart as never), 'product_added', 'cartID'],
    ['empty search_term', () => recordSearch(makeSearchPayload({ search_term: '' })), 'search_record', 'search_term'],
    ['a negative result count', () => recordSearch(makeSearchPayload({ results: -1 })), 'search_record', 'results'],
    ['bad type', () => recordSearch(makeSearchPayload({ type: 'sku' as never })), 'search_record', 'type'],
    ['not an object', () => recordSearch(null as never), 'search_record', 'el cuerpo debe ser un objeto JSON'],
  ])('%s', async (_name, record, kind, field) => {
    expect(() => record()).not.toThrow();
    await settle();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledOnce();
    const [error, context] = report.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'stats/invalid-event', detail: expect.stringContaining(field) });
    expect(context).toEqual({ kind, reason: 'invalid-stats-event' });
  });
});

describe('without sendBeacon: fetch with keepalive', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', {});
  });

  it('posts the JSON as text/plain, keepalive, without credentials', async () => {
    recordProductAdded(makeAddedPayload());
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${STATS}/products/added`);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(JSON.parse(String(init?.body))).toEqual(makeAddedPayload());
    await settle();
    expect(report).not.toHaveBeenCalled();
  });

  it('also when there is no navigator at all (the call came from the server)', () => {
    vi.stubGlobal('navigator', undefined);
    recordSearch(makeSearchPayload());
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not wait for the network: the call returns before fetch settles', async () => {
    let resolveFetch: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (resolveFetch = resolve)));
    expect(recordSearch(makeSearchPayload())).toBeUndefined();
    resolveFetch(new Response(null, { status: 202 }));
    await settle();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('transport failures are reported, never thrown', () => {
  it('a network failure of fetch', async () => {
    vi.stubGlobal('navigator', {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => recordProductViewed(makeViewedPayload())).not.toThrow();
    await settle();
    expect(report).toHaveBeenCalledOnce();
    const [error, context] = report.mock.calls[0] ?? [];
    expect(error).toMatchObject({ code: 'network/request-failed' });
    expect(context).toMatchObject({
      kind: 'product_viewed',
      reason: 'stats-send-failed',
      transport: 'fetch',
      url: `${STATS}/products/viewed`,
    });
  });

  it('an error answer from the stats API', async () => {
    vi.stubGlobal('navigator', {});
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    recordSearch(makeSearchPayload());
    await settle();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[1]).toMatchObject({ kind: 'search_record', status: 500 });
  });

  it('a beacon the browser refuses to queue falls back to fetch', async () => {
    sendBeacon.mockReturnValueOnce(false);
    recordSearch(makeSearchPayload());
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
    await settle();
    expect(report).not.toHaveBeenCalled();
  });

  it('a sendBeacon that throws (a blocked URL, for example)', async () => {
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('Refused to send beacon');
    });
    expect(() => recordProductViewed(makeViewedPayload())).not.toThrow();
    await settle();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[1]).toMatchObject({ transport: 'beacon' });
  });

  it('no transport at all', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('fetch', undefined);
    expect(() => recordSearch(makeSearchPayload())).not.toThrow();
    await settle();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[1]).toMatchObject({ transport: 'none' });
  });

  it('a reporter that throws does not break the caller either', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    report.mockImplementation(() => {
      throw new Error('reporter down');
    });
    vi.stubGlobal('navigator', {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => recordSearch(makeSearchPayload({ search_term: '' }))).not.toThrow();
    expect(() => recordSearch(makeSearchPayload())).not.toThrow();
    await settle();
    // Both failures still reached the console line.
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('a broken Firebase configuration (firebaseClientEnv throws): reported, nothing sent', async () => {
    vi.mocked(statsBaseUrl).mockImplementationOnce(() => {
      throw new Error('Invalid Firebase configuration (functionsOrigin: Invalid URL)');
    });
    expect(() => recordProductViewed(makeViewedPayload())).not.toThrow();
    expect(sendBeacon).not.toHaveBeenCalled();
    await settle();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[0]).toMatchObject({ code: 'unknown', cause: expect.any(Error) });
    expect(report.mock.calls[0]?.[1]).toEqual({ kind: 'product_viewed', reason: 'stats-record-failed' });
  });
});
