import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import { handleMetricsRequest, type TMetricsDeps } from './handle-metrics-request';

const STOREFRONT = 'http://localhost:3000';
const STAFF: TIdTokenCaller = {
  uid: 'staff-1',
  email: 'ana@voltia.example',
  emailVerified: true,
  name: 'Ana',
  isAnonymous: false,
};
const CUSTOMER: TIdTokenCaller = {
  uid: 'cust-1',
  email: 'compras@cliente.example',
  emailVerified: true,
  name: 'Luis',
  isAnonymous: false,
};
const UNVERIFIED_STAFF: TIdTokenCaller = { ...STAFF, uid: 'staff-2', emailVerified: false };

type TLog = THandlerLogger['info'];
let rollUp: ReturnType<typeof vi.fn<TMetricsDeps['rollUp']>>;
let deps: TMetricsDeps;

beforeEach(() => {
  rollUp = vi.fn<TMetricsDeps['rollUp']>(async () => ({ folded: 12, days: ['2026-11-20'] }));
  deps = {
    allowedOrigins: [STOREFRONT],
    verifyIdToken: vi.fn(async (token: string) => {
      const caller = { staff: STAFF, customer: CUSTOMER, unverified: UNVERIFIED_STAFF }[token];
      if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return caller;
    }),
    rollUp,
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  };
});

async function post(body: string, token: string | null = 'staff', path = '/rollup') {
  const answer = await handleMetricsRequest(
    {
      method: 'POST',
      path,
      origin: STOREFRONT,
      contentType: 'application/json',
      authorization: token === null ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(body),
    },
    deps,
  );
  return answer as {
    status: number;
    headers: Record<string, string>;
    body: Record<string, unknown> & { error?: { code: string; message: string; fields?: string[] } };
  };
}

describe('metrics POST /rollup', () => {
  it('staff: one roll-up, 200 with what it folded, never cached, CORS for the storefront', async () => {
    const res = await post('{}');
    expect(res).toMatchObject({ status: 200, body: { ok: true, folded: 12, days: ['2026-11-20'] } });
    expect(res.headers).toMatchObject({
      'Access-Control-Allow-Origin': STOREFRONT,
      'Cache-Control': 'private, no-store',
    });
    expect(rollUp).toHaveBeenCalledOnce();
  });

  it.each([
    ['a customer', 'customer', 403, 'staff/forbidden', 'Solo el personal de la empresa puede hacer este cambio.'],
    [
      'an unverified company address',
      'unverified',
      403,
      'staff/forbidden',
      'Solo el personal de la empresa puede hacer este cambio.',
    ],
    ['no token', null, 401, 'firestore/unauthenticated', undefined],
    ['a bad token', 'forged', 401, 'firestore/unauthenticated', undefined],
  ] as const)('%s: %i in Spanish, no roll-up', async (_name, token, status, code, message) => {
    const res = await post('{}', token);
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
    if (message !== undefined) expect(res.body.error?.message).toBe(message);
    expect(res.body.error?.message).toMatch(/[a-záéíóúñ]/i);
    expect(rollUp).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown option', '{"dias":7}', 400, 'input/invalid'],
    ['an array', '[]', 400, 'input/invalid'],
    ['malformed JSON', '{"', 400, 'http/invalid-json'],
    ['an empty body', '', 400, 'http/invalid-json'],
  ])('%s: %i %s, no roll-up', async (_name, body, status, code) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.body.error?.code).toBe(code);
    expect(res.body.error?.message).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
    expect(rollUp).not.toHaveBeenCalled();
  });

  it('an unknown route: 404', async () => {
    expect((await post('{}', 'staff', '/borrar')).status).toBe(404);
  });

  it('contention that still escapes the roll-up: 503 with Retry-After, never 500', async () => {
    rollUp.mockRejectedValueOnce(Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 }));
    const res = await post('{}');
    expect(res.status).toBe(503);
    expect(res.headers['Retry-After']).toBe('2');
  });
});
