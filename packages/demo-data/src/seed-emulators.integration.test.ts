import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PRODUCTS, DEMO_SUPPLIERS, DEMO_USERS, buildDemoQuotes } from './index';
import { seedEmulators } from './seed-emulators';

// The emulators' own project: the Auth emulator's password sign-in (keyed by API key, not by
// project) only sees that project's users. Seeding is idempotent, so other suites are not disturbed.
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
let app: App;

beforeAll(() => {
  app = initializeApp({ projectId }, 'seed-integration-test');
});
afterAll(async () => {
  await deleteApp(app);
});

async function signInWithPassword(email: string, password: string) {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  return { status: res.status, body: (await res.json()) as { localId?: string } };
}

describe('seedEmulators against the real emulators', () => {
  it('loads the catalogue, suppliers, users and profiles, and is idempotent', async () => {
    const first = await seedEmulators({ projectId });
    const second = await seedEmulators({ projectId });
    expect(second).toEqual(first);
    expect(first.products).toBe(DEMO_PRODUCTS.length);

    const db = getFirestore(app);
    const products = await db.collection('products').count().get();
    expect(products.data().count).toBe(DEMO_PRODUCTS.length);
    const suppliers = await db.collection('suppliers').count().get();
    expect(suppliers.data().count).toBe(DEMO_SUPPLIERS.length);

    const sample = DEMO_PRODUCTS[0]!;
    const stored = await db.doc(`products/${sample.product_id}`).get();
    expect(stored.data()).toMatchObject({ sku: sample.sku, description: sample.description });
  });

  it('creates demo users who can sign in with their documented passwords', async () => {
    for (const user of DEMO_USERS) {
      const { status, body } = await signInWithPassword(user.email, user.password);
      expect(status).toBe(200);
      expect(body.localId).toBe(user.uid);
      const profile = await getFirestore(app).doc(`profile-user/${user.uid}`).get();
      expect(profile.get('email')).toBe(user.email);
    }
  });

  it('gives the demo customer their quotes, and a new seed brings them back to the demo state', async () => {
    const db = getFirestore(app);
    const [requested] = buildDemoQuotes();
    const ref = db.doc(`quote-detail/${requested!.id}`);
    // What a demo session might leave behind: a cancelled request with one more line.
    await ref.update({ status: 'cancelled' });
    await ref.collection('cart').doc('linea-de-prueba').set({ ...requested!.lines[0]!, product_id: 'linea-de-prueba' });

    const summary = await seedEmulators({ projectId });
    expect(summary.quotes).toBe(buildDemoQuotes().length);
    const stored = await ref.get();
    expect(stored.data()).toMatchObject({ status: 'requested', owner: requested!.quote.owner, alias: requested!.quote.alias });
    expect(stored.get('submitted_at').toDate()).toEqual(requested!.quote.submitted_at);
    const lines = await ref.collection('cart').get();
    expect(lines.docs.map((line) => line.id).sort()).toEqual(requested!.lines.map((line) => line.product_id).sort());
  });

  it('rejects a wrong password', async () => {
    const { status } = await signInWithPassword(DEMO_USERS[0]!.email, 'not-the-password');
    expect(status).toBe(400);
  });
});
