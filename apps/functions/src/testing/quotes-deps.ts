// The quotes function's dependencies as fakes, for its unit tests. Not bundled.
import { vi } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import { handleQuotesRequest } from '../quotes/handle-quotes-request';
import type { TQuotesDeps } from '../quotes/quote-route';
import type { fakeQuoteStore } from './fake-quote-store';
import { LATER } from './quote-factories';

export const STOREFRONT = 'http://localhost:3000';

type TLog = THandlerLogger['info'];

/** Fakes for every dependency; `tokens` maps an ID token to the caller it verifies as (any other token is refused). */
export function makeQuotesDeps(
  store: ReturnType<typeof fakeQuoteStore>,
  tokens: Readonly<Record<string, TIdTokenCaller>>,
) {
  return {
    allowedOrigins: [STOREFRONT],
    storefrontUrl: STOREFRONT,
    staffInbox: 'ventas@voltia.example',
    now: () => LATER,
    verifyIdToken: vi.fn<TQuotesDeps['verifyIdToken']>(async (token) => {
      const caller = tokens[token];
      if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return caller;
    }),
    runTransaction: store.runTransaction,
    consumeSubmitRate: vi.fn<TQuotesDeps['consumeSubmitRate']>(async (_uid, now) => ({
      allowed: true,
      sends: [now.getTime()],
    })),
    consumeMessageRate: vi.fn<TQuotesDeps['consumeMessageRate']>(async (_uid, now) => ({
      allowed: true,
      sends: [now.getTime()],
    })),
    deliverMails: vi.fn<TQuotesDeps['deliverMails']>(async () => undefined),
    rememberStaff: vi.fn<TQuotesDeps['rememberStaff']>(async () => undefined),
    renderPdf: vi.fn<TQuotesDeps['renderPdf']>(async () => Buffer.from('%PDF-1.7 fake')),
    renderOrderPdf: vi.fn<TQuotesDeps['renderOrderPdf']>(async () => Buffer.from('%PDF-1.7 fake order')),
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TQuotesDeps;
}

type TAnswer = { status: number; headers: Readonly<Record<string, string>>; body: unknown; raw?: Buffer };

/** POSTs `body` to a route of the quotes function with `Authorization: Bearer <token>`, the way the storefront does. */
export async function postQuotes(
  deps: TQuotesDeps,
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<TAnswer> {
  return handleQuotesRequest(
    {
      method: 'POST',
      path,
      origin: STOREFRONT,
      contentType: 'application/json',
      authorization: token === undefined ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    },
    deps,
  );
}

export type TErrorAnswer = { error: { code: string; message: string; detail?: string; fields?: string[] } };
export const errorOf = (body: unknown) => (body as TErrorAnswer).error;
