import { AppError } from '@voltia/domain';
import { describe, expect, it, vi } from 'vitest';
import { ANA, STAFF, makeCaller } from '../testing/quote-factories';
import type { TIdTokenCaller } from './id-token-caller';
import { serveStaffRoutes, type TStaffRoutesOptions } from './staff-routes';

const ORIGIN = 'http://localhost:3000';
const TOKENS: Record<string, TIdTokenCaller> = {
  staff: STAFF,
  customer: ANA,
  unverified: makeCaller({ uid: 'uid-fake', email: 'falso@voltia.example', emailVerified: false }),
};
type TLog = (obj: object, msg?: string) => void;

function serve(
  run: TStaffRoutesOptions<{ done: boolean }>['run'],
  token: string | undefined,
  body: unknown = {},
  path = '/hacer',
) {
  const logger = { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() };
  const answer = serveStaffRoutes(
    {
      method: 'POST',
      path,
      origin: ORIGIN,
      contentType: 'application/json',
      authorization: token === undefined ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(JSON.stringify(body)),
    },
    {
      fn: 'prueba',
      allowedOrigins: [ORIGIN],
      logger,
      verifyIdToken: async (t) => {
        const caller = TOKENS[t];
        if (t === 'auth-down') throw Object.assign(new Error('no answer'), { code: 'app/network-error' });
        if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
        return caller;
      },
      maxBodyBytes: 1024,
      paths: ['/hacer'],
      run,
    },
  );
  return { answer, logger };
}
const errorOf = (body: unknown) => (body as { error: { code: string; message: string; fields?: string[] } }).error;

describe('serveStaffRoutes: the shape of every back-office function', () => {
  it('runs the route for verified staff and answers 200, never cached', async () => {
    const run = vi.fn(async (_path: string, caller: TIdTokenCaller, body: unknown) => ({
      ok: true as const,
      value: { done: caller.uid === STAFF.uid && (body as { x: number }).x === 1 },
    }));
    const { status, headers, body } = await serve(run, 'staff', { x: 1 }).answer;
    expect(status).toBe(200);
    expect(body).toEqual({ done: true });
    expect(headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'Access-Control-Allow-Origin': ORIGIN });
  });

  it('never runs a route for a customer, an unverified company address or a caller without a token', async () => {
    const run = vi.fn();
    expect((await serve(run, 'customer').answer).status).toBe(403);
    expect(errorOf((await serve(run, 'unverified').answer).body).code).toBe('staff/forbidden');
    expect((await serve(run, undefined).answer).status).toBe(401);
    expect((await serve(run, 'staff', {}, '/otra').answer).status).toBe(404);
    expect(run).not.toHaveBeenCalled();
  });

  it('a token Auth refuses is a 401; Auth not answering is a 503 to retry, not a request to sign in again', async () => {
    const run = vi.fn();
    const refused = await serve(run, 'not-a-token').answer;
    expect(refused.status).toBe(401);
    expect(errorOf(refused.body).code).toBe('firestore/unauthenticated');
    const down = await serve(run, 'auth-down').answer;
    expect(down.status).toBe(503);
    expect(down.headers).toMatchObject({ 'Retry-After': '2' });
    expect(errorOf(down.body)).toMatchObject({
      code: 'firestore/unavailable',
      message: 'El servicio no está disponible en este momento. Revisa tu conexión e inténtalo de nuevo.',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('answers a refusal in Spanish with the fields it names, and logs it', async () => {
    const { answer, logger } = serve(
      async () => ({ ok: false as const, error: { code: 'input/invalid' as const, detail: 'x: bad', fields: ['x'] } }),
      'staff',
    );
    const { status, body } = await answer;
    expect(status).toBe(400);
    expect(errorOf(body)).toMatchObject({ code: 'input/invalid', fields: ['x'] });
    expect(errorOf(body).message).toMatch(/[áéíóúñ¿]|revisa|datos/i);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, code: 'input/invalid' }),
      'prueba request refused',
    );
  });

  it('turns contention into 503 with Retry-After and anything else into a logged 500', async () => {
    const contention = await serve(async () => {
      throw new AppError('firestore/aborted');
    }, 'staff').answer;
    expect(contention.status).toBe(503);
    expect(contention.headers).toHaveProperty('Retry-After');
    const { answer, logger } = serve(async () => {
      throw new Error('boom');
    }, 'staff');
    expect((await answer).status).toBe(500);
    expect(logger.error).toHaveBeenCalled();
  });
});
