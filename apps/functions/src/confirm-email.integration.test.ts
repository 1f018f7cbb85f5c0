import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst } from './testing/burst';
import { sinkMessages } from './testing/smtp-sink-messages';
import { uniqueSuffix } from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';

// Runs under scripts/emulators.mjs: the Functions emulator's confirmEmail reads the Auth emulator
// and writes the Firestore emulator, which this test prepares and reads back with the Admin SDK.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const confirmUrl = emulatorFunctionUrl('confirmEmail');
const PAGE = 'http://localhost:3000/b2b/correo-confirmado';

let app: App;
let auth: Auth;
let db: Firestore;

beforeAll(async () => {
  app = initializeApp({ projectId }, `confirm-email-integration-${uniqueSuffix()}`);
  auth = getAuth(app);
  db = getFirestore(app);
  await fetch(confirmUrl, { redirect: 'manual' });
  await db.collection('profile-user').doc('warm-up').get();
}, 60_000);

afterAll(async () => {
  await deleteApp(app);
});

const confirm = (query: string, url = confirmUrl) => fetch(`${url}${query}`, { redirect: 'manual' });
const profile = async (uid: string) => (await db.collection('profile-user').doc(uid).get()).data();

async function userWithProfile(emailVerified: boolean) {
  const email = uniqueEmail();
  const user = await auth.createUser({ email, password: 'Voltia-prueba-123', emailVerified, displayName: 'Ana López' });
  await db
    .collection('profile-user')
    .doc(user.uid)
    .set({ user_id: user.uid, first_name: 'Ana', last_name: 'López', email });
  return { uid: user.uid, email };
}

describe('confirmEmail through the Functions, Auth and Firestore emulators', () => {
  it('a verified user: 302 to the confirmation page and email_verified_at on the profile', async () => {
    const { uid } = await userWithProfile(true);
    const res = await confirm(`?userID=${uid}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(PAGE);
    const data = await profile(uid);
    expect(data?.email_verified_at?.toDate()).toBeInstanceOf(Date);
    expect(data).toMatchObject({ user_id: uid, first_name: 'Ana' });
  });

  it('the first confirmation sends the Spanish signup welcome once; a second one sends nothing', async () => {
    const { uid, email } = await userWithProfile(true);
    expect((await confirm(`?userID=${uid}`)).headers.get('location')).toBe(PAGE);
    const first = (await profile(uid))?.email_verified_at?.toMillis();
    const messages = await sinkMessages(email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: [email],
      from: 'no-reply@voltia.example',
      subject: 'Te damos la bienvenida a Voltia',
    });
    expect(messages[0]?.text).toContain('Hola, Ana López:');
    expect(messages[0]?.text).toContain('http://localhost:3000/b2b');

    expect((await confirm(`?userID=${uid}`)).headers.get('location')).toBe(PAGE);
    expect(await sinkMessages(email)).toHaveLength(1);
    expect((await profile(uid))?.email_verified_at?.toMillis()).toBe(first);
  });

  it(
    '50 concurrent confirmations of one user: every one redirected (never a 500), one welcome mail',
    async () => {
      const { uid, email } = await userWithProfile(true);
      const confirmed = await burst('confirmEmail', 50, () =>
        confirm(`?userID=${uid}`, instanceFunctionUrl('confirmEmail')),
      );
      expect(confirmed.tally).toEqual({ 302: 50 });
      expect((await profile(uid))?.email_verified_at?.toDate()).toBeInstanceOf(Date);
      expect(await sinkMessages(email)).toHaveLength(1);
    },
    BURST_TIMEOUT_MS,
  );

  it('a verified user without a profile: confirmed, no profile is created and no welcome is sent', async () => {
    const email = uniqueEmail();
    const user = await auth.createUser({ email, emailVerified: true });
    const res = await confirm(`?userID=${user.uid}`);
    expect(res.headers.get('location')).toBe(PAGE);
    expect((await db.collection('profile-user').doc(user.uid).get()).exists).toBe(false);
    expect(await sinkMessages(email)).toEqual([]);
  });

  it('a user whose email is not verified: nothing recorded or sent, error page', async () => {
    const { uid, email } = await userWithProfile(false);
    const res = await confirm(`?userID=${uid}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PAGE}?error=email-confirmation%2Fnot-verified`);
    expect((await profile(uid))?.email_verified_at).toBeUndefined();
    expect(await sinkMessages(email)).toEqual([]);
  });

  it.each([
    ['an unknown (forged) uid', () => `?userID=forged-${uniqueSuffix()}`],
    ['a missing userID', () => ''],
    ['an empty userID', () => '?userID='],
    ['a very long userID', () => `?userID=${'a'.repeat(5000)}`],
    ['a path-like userID', () => `?userID=${encodeURIComponent('../profile-user/x')}`],
  ])('%s: nothing written, invalid-link page', async (_name, query) => {
    const countBefore = (await db.collection('profile-user').count().get()).data().count;
    const res = await confirm(query());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${PAGE}?error=email-confirmation%2Finvalid-link`);
    expect((await db.collection('profile-user').count().get()).data().count).toBe(countBefore);
  });

  it('refuses POST', async () => {
    const res = await fetch(`${confirmUrl}?userID=x`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
