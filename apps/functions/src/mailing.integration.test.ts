import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorSignUp, emulatorVerifiedSession, uniqueEmail } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectBurstHeld } from './testing/burst';
import { sinkMessages as delivered } from './testing/smtp-sink-messages';
import { uniqueSuffix } from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { mailRateKey } from './mailing/mail-rate-limit';

// Runs under scripts/emulators.mjs: the mailing function verifies Auth emulator ID tokens, counts
// sends in the Firestore emulator and sends real SMTP to the sink (scripts/smtp-sink.mjs), whose
// HTTP API (SMTP_SINK_ORIGIN) this test reads.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const sinkOrigin = process.env.SMTP_SINK_ORIGIN ?? '';
const sendUrl = `${emulatorFunctionUrl('mailing')}/send`;
const STOREFRONT = 'http://localhost:3000';

let app: App;
let auth: Auth;

beforeAll(async () => {
  app = initializeApp({ projectId }, `mailing-integration-${uniqueSuffix()}`);
  auth = getAuth(app);
  await fetch(sendUrl, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
});

const verifiedSession = () => emulatorVerifiedSession(auth);

function send(body: unknown, token: string | undefined, headers: Record<string, string> = {}, url = sendUrl) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type TErr = { error: { code: string; message: string } };

describe('mailing through the Functions, Auth and Firestore emulators and the SMTP sink', () => {
  it('runs with the SMTP sink', () => {
    expect(sinkOrigin, 'SMTP_SINK_ORIGIN is set by scripts/emulators.mjs').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('sends the Spanish welcome to the caller own verified address: 202, delivered', async () => {
    const session = await verifiedSession();
    const res = await send({ to: session.email, type: 'signup' }, session.idToken);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);

    const messages = await delivered(session.email);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.subject).toBe('Te damos la bienvenida a Voltia');
    expect(message?.to).toEqual([session.email]);
    expect(message?.from).toBe('no-reply@voltia.example');
    expect(message?.text).toContain('Gracias por registrarte en Voltia');
    expect(message?.html).toContain('<html lang="es">');
  });

  it('no token or an invalid token: 401, nothing sent', async () => {
    const session = await verifiedSession();
    for (const token of [undefined, 'not-a-token']) {
      const res = await send({ to: session.email, type: 'signup' }, token);
      expect(res.status).toBe(401);
      const body = (await res.json()) as TErr;
      expect(body.error).toEqual({ code: 'mail/unauthenticated', message: 'Inicia sesión para enviar este correo.' });
    }
    expect(await delivered(session.email)).toEqual([]);
  });

  it('a token whose sessions were revoked since: 401, nothing sent', async () => {
    const session = await verifiedSession();
    // Revocation counts in whole seconds from the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(session.uid);

    const res = await send({ to: session.email, type: 'signup' }, session.idToken);

    expect(res.status).toBe(401);
    expect(((await res.json()) as TErr).error.code).toBe('mail/unauthenticated');
    expect(await delivered(session.email)).toEqual([]);
  });

  it('another address (open relay attempt): 403, nothing sent to it', async () => {
    const session = await verifiedSession();
    const victim = uniqueEmail('victima');
    const res = await send({ to: victim, type: 'signup' }, session.idToken);
    expect(res.status).toBe(403);
    expect(((await res.json()) as TErr).error).toMatchObject({
      code: 'mail/recipient-not-allowed',
      message: 'Solo puedes enviar este correo a tu propia dirección.',
    });
    expect(await delivered(victim)).toEqual([]);
    expect(await delivered(session.email)).toEqual([]);
  });

  it('an unverified address: 403, nothing sent', async () => {
    const email = uniqueEmail();
    const session = await emulatorSignUp(email);
    const res = await send({ to: email, type: 'signup' }, session.idToken);
    expect(res.status).toBe(403);
    expect(((await res.json()) as TErr).error.code).toBe('auth/unverified-email');
    expect(await delivered(email)).toEqual([]);
  });

  it.each([
    ['an unknown template', (to: string) => ({ to, type: 'newsletter' })],
    ['free HTML', (to: string) => ({ to, type: 'signup', html: '<b>oferta</b>' })],
    ['no recipient', () => ({ type: 'signup' })],
    ['a lone surrogate in the address', (to: string) => ({ to: to.replace('@', '\ud800@'), type: 'signup' })],
  ])('a bad body (%s): 400, nothing sent', async (_name, body) => {
    const session = await verifiedSession();
    const res = await send(body(session.email), session.idToken);
    expect(res.status).toBe(400);
    const json = (await res.json()) as TErr;
    expect(json.error).toMatchObject({ code: 'mail/invalid-request', message: 'La solicitud de correo no es válida.' });
    expect(await delivered(session.email)).toEqual([]);
  });

  it('the 4th send within 10 minutes: 429 with a Spanish message, 3 delivered', async () => {
    const session = await verifiedSession();
    for (let i = 0; i < 3; i += 1)
      expect((await send({ to: session.email, type: 'signup' }, session.idToken)).status).toBe(202);
    const res = await send({ to: session.email, type: 'signup' }, session.idToken);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as TErr).error).toMatchObject({
      code: 'mail/rate-limited',
      message: 'Enviaste demasiados correos en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
    });
    expect(await delivered(session.email)).toHaveLength(3);
  });

  it(
    '50 concurrent sends from one account: at most 3 accepted, exactly those delivered, the rest 429 or 503 with Retry-After',
    async () => {
      const session = await verifiedSession();
      const sent = await burst('mailing /send', 50, () =>
        send({ to: session.email, type: 'signup' }, session.idToken, {}, `${instanceFunctionUrl('mailing')}/send`),
      );
      const accepted = expectBurstHeld(sent, 202, 3);
      expect(await delivered(session.email)).toHaveLength(accepted);
      // The allowance recorded exactly the sends that went out: none was lost to a concurrent write.
      expect(
        (await getFirestore(app).collection('mail-rate').doc(mailRateKey(session.uid)).get()).get('sends'),
      ).toHaveLength(accepted);
    },
    BURST_TIMEOUT_MS,
  );

  it('answers the storefront preflight allowing Authorization', async () => {
    const res = await fetch(sendUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: STOREFRONT,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
  });
});
