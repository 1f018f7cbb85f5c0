import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleMailingRequest } from './handle-mailing-request';
import type { TMailCaller, TMailingDeps, TMailingLogger, TMailingRequest } from './handle-mailing-request';

const STOREFRONT = 'http://localhost:3000';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const ANA: TMailCaller = { uid: 'uid-ana', email: 'ana@cliente.example', emailVerified: true, name: 'Ana' };

type TLog = TMailingLogger['info'];
function makeDeps(caller: TMailCaller | Error = ANA) {
  return {
    allowedOrigins: [STOREFRONT],
    storefrontUrl: STOREFRONT,
    now: () => NOW,
    verifyIdToken: vi.fn<TMailingDeps['verifyIdToken']>(async () => {
      if (caller instanceof Error) throw caller;
      return caller;
    }),
    consumeRate: vi.fn<TMailingDeps['consumeRate']>(async () => ({ allowed: true, sends: [NOW.getTime()] })),
    send: vi.fn<TMailingDeps['send']>(async () => undefined),
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TMailingDeps;
}

let deps: ReturnType<typeof makeDeps>;
beforeEach(() => {
  deps = makeDeps();
});

function post(body: unknown, overrides: Partial<TMailingRequest> = {}): TMailingRequest {
  return {
    method: 'POST',
    path: '/send',
    origin: STOREFRONT,
    contentType: 'application/json',
    authorization: 'Bearer token-ana',
    rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    ...overrides,
  };
}

type TErr = { error: { code: string; message: string; fields?: string[] } };
const errorOf = (body: unknown) => (body as TErr).error;

describe('handleMailingRequest: sending', () => {
  it('sends the welcome to the caller own verified address: 202', async () => {
    const res = await handleMailingRequest(post({ to: 'Ana@Cliente.example', type: 'signup' }), deps);
    expect(res).toEqual({
      status: 202,
      headers: { Vary: 'Origin', 'Access-Control-Allow-Origin': STOREFRONT },
      body: { ok: true },
    });
    expect(deps.verifyIdToken).toHaveBeenCalledWith('token-ana');
    expect(deps.consumeRate).toHaveBeenCalledWith('uid-ana', NOW);
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.send.mock.calls[0]?.[0]).toMatchObject({
      to: 'ana@cliente.example',
      from: 'Voltia <no-reply@voltia.example>',
      subject: 'Te damos la bienvenida a Voltia',
    });
    expect(deps.logger.info).toHaveBeenCalledWith({ uid: 'uid-ana', type: 'signup' }, 'mail sent');
  });

  it('accepts a server call without Origin and a trailing slash', async () => {
    expect(
      (await handleMailingRequest(post({ to: ANA.email, type: 'signup' }, { origin: undefined, path: '/send/' }), deps))
        .status,
    ).toBe(202);
  });
});

describe('handleMailingRequest: refusals send nothing', () => {
  it.each([
    ['no Authorization', { authorization: undefined }, 401, 'mail/unauthenticated'],
    ['a Basic Authorization', { authorization: 'Basic abc' }, 401, 'mail/unauthenticated'],
    ['another site', { origin: 'https://evil.example' }, 403, 'http/origin-not-allowed'],
    ['an unknown path', { path: '/relay' }, 404, 'http/not-found'],
    ['GET', { method: 'GET' }, 405, 'http/method-not-allowed'],
    ['a form body', { contentType: 'application/x-www-form-urlencoded' }, 415, 'http/unsupported-media-type'],
    ['malformed JSON', { rawBody: '{"to":' }, 400, 'http/invalid-json'],
    ['a huge body', { rawBody: 'x'.repeat(5000) }, 413, 'http/payload-too-large'],
  ] as const)('%s: %i %s', async (_name, overrides, status, code) => {
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }, overrides), deps);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(errorOf(res.body).message).not.toBe('');
    expect(deps.send).not.toHaveBeenCalled();
    expect(deps.consumeRate).not.toHaveBeenCalled();
  });

  it('an invalid token: 401 with the Spanish message', async () => {
    deps = makeDeps(Object.assign(new Error('bad'), { code: 'auth/argument-error' }));
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(401);
    expect(res.headers['WWW-Authenticate']).toContain('invalid_token');
    expect(errorOf(res.body)).toMatchObject({
      code: 'mail/unauthenticated',
      message: 'Inicia sesión para enviar este correo.',
    });
    deps = makeDeps(new Error('no code'));
    expect((await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps)).status).toBe(401);
  });

  it('a bad body: 400 naming the fields', async () => {
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'newsletter', html: '<b>x</b>' }), deps);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'mail/invalid-request', fields: ['type', 'html'] });
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('a lone surrogate in the address (no text): 400, nothing sent', async () => {
    const res = await handleMailingRequest(post({ to: 'ana\ud800@cliente.example', type: 'signup' }), deps);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({
      code: 'mail/invalid-request',
      message: 'La solicitud de correo no es válida.',
      fields: ['to'],
    });
    expect(deps.consumeRate).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('another address (open relay): 403', async () => {
    const res = await handleMailingRequest(post({ to: 'victima@otro.example', type: 'signup' }), deps);
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatchObject({
      code: 'mail/recipient-not-allowed',
      message: 'Solo puedes enviar este correo a tu propia dirección.',
    });
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('a caller without an email (phone account): 403', async () => {
    deps = makeDeps({ ...ANA, email: undefined });
    expect(errorOf((await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps)).body).code).toBe(
      'mail/recipient-not-allowed',
    );
  });

  it('an unverified address: 403', async () => {
    deps = makeDeps({ ...ANA, emailVerified: false });
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(403);
    expect(errorOf(res.body).code).toBe('auth/unverified-email');
    expect(deps.consumeRate).not.toHaveBeenCalled();
  });

  it('over the rate limit: 429 with Retry-After', async () => {
    deps.consumeRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 120 });
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('120');
    expect(errorOf(res.body).code).toBe('mail/rate-limited');
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('contention on the allowance (a burst: gRPC ABORTED): 503 with Retry-After and the Spanish message, nothing sent', async () => {
    deps.consumeRate.mockRejectedValueOnce(
      Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 }),
    );
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(503);
    expect(res.headers['Retry-After']).toBe('2');
    expect(errorOf(res.body)).toMatchObject({
      code: 'firestore/aborted',
      message: 'Otra persona modificó estos datos al mismo tiempo. Inténtalo de nuevo.',
    });
    expect(deps.send).not.toHaveBeenCalled();
    expect(deps.logger.error).not.toHaveBeenCalled();
  });

  it('the rate store unreachable: 503; any other failure of it: 500; nothing sent', async () => {
    deps.consumeRate.mockRejectedValueOnce(Object.assign(new Error('down'), { code: 'unavailable' }));
    expect((await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps)).status).toBe(503);
    deps.consumeRate.mockRejectedValueOnce(new Error('boom'));
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(500);
    expect(errorOf(res.body).code).toBe('unknown');
    expect(deps.send).not.toHaveBeenCalled();
    expect(deps.logger.error).toHaveBeenCalledOnce();
  });

  it('the SMTP server failing: 502', async () => {
    deps.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    const res = await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps);
    expect(res.status).toBe(502);
    expect(errorOf(res.body).code).toBe('mail/send-failed');
    deps.send.mockRejectedValueOnce('string failure');
    expect((await handleMailingRequest(post({ to: ANA.email, type: 'signup' }), deps)).status).toBe(502);
  });
});

describe('handleMailingRequest: CORS', () => {
  it('answers the storefront preflight, allowing Authorization', async () => {
    const res = await handleMailingRequest(
      post({}, { method: 'OPTIONS', rawBody: undefined, authorization: undefined }),
      deps,
    );
    expect(res.status).toBe(204);
    expect(res.headers['Access-Control-Allow-Origin']).toBe(STOREFRONT);
    expect(res.headers['Access-Control-Allow-Headers']).toBe('Authorization, Content-Type');
    expect(res.headers.Allow).toBe('POST, OPTIONS');
    expect(res.body).toBeUndefined();
  });
});
