import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { getErrorEntry } from '@voltia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSuffix } from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';

// Issue 20 #7: a body sent as application/json that is not JSON used to be answered by the
// runtime's own body parser, before any function ran: an HTML page with the parser's stack trace
// and the server's paths. Every HTTP function now answers it like its other refusals (decision 010).
const projectId = process.env.GCLOUD_PROJECT ?? '';
const STOREFRONT = 'http://localhost:3000';

/** Every HTTP function of index.ts, each at a route it serves. */
const HTTP_FUNCTIONS = [
  ['health', ''],
  ['stats', '/products/viewed'],
  ['confirmEmail', ''],
  ['mailing', '/send'],
  ['quotes', '/submit'],
  ['catalogue', '/search'],
  ['suppliers', '/save'],
  ['prices', '/save'],
  ['metrics', '/rollup'],
] as const;

let app: App;
let db: Firestore;

beforeAll(async () => {
  app = initializeApp({ projectId }, `unreadable-body-${uniqueSuffix()}`);
  db = getFirestore(app);
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
});

function postUnreadable(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, ...headers },
    body,
  });
}

async function expectRefusedInSpanish(res: Response): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
  expect(JSON.parse(text)).toEqual({
    error: { code: 'http/invalid-json', message: getErrorEntry('http/invalid-json').message },
  });
  // Nothing of the server: no parser name, no stack frame, no path, no HTML.
  expect(text).not.toMatch(/SyntaxError|JSON\.parse|node_modules|\/work\/|\bat \w|<\w/);
}

describe('a body sent as application/json that is not JSON', () => {
  for (const [name, route] of HTTP_FUNCTIONS) {
    it(`${name}: 400 with the Spanish refusal, as JSON, through the Functions emulator`, async () => {
      await expectRefusedInSpanish(await postUnreadable(`${emulatorFunctionUrl(name)}${route}`, '{"a":'));
    });
  }

  it('is refused on the suite instance of the bundle too (the runtime parsers of Express, as the Functions Framework runs them)', async () => {
    for (const [name, route] of HTTP_FUNCTIONS)
      await expectRefusedInSpanish(await postUnreadable(`${instanceFunctionUrl(name)}${route}`, '{"a":'));
  });

  it('refuses with a charset the parser does not know, and a compressed body, the same way', async () => {
    const url = `${emulatorFunctionUrl('stats')}/products/viewed`;
    await expectRefusedInSpanish(
      await postUnreadable(url, '{"a":', { 'Content-Type': 'application/json; charset=klingon' }),
    );
    await expectRefusedInSpanish(await postUnreadable(url, '{"a":', { 'Content-Encoding': 'br' }));
  });

  it('writes nothing: an event cut short is not stored', async () => {
    const productId = `unreadable-${uniqueSuffix()}`;
    await expectRefusedInSpanish(
      await postUnreadable(
        `${emulatorFunctionUrl('stats')}/products/viewed`,
        `{"product_id":"${productId}","sku":"X-1",`,
      ),
    );
    const stored = await db.collection('stats-events').where('payload.product_id', '==', productId).get();
    expect(stored.size).toBe(0);
  });
});
