import { makeSupplierFields } from '@voltia/domain/testing';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierFromFirestore } from './suppliers/firestore-supplier-transaction';
import {
  emulatorSignUp,
  emulatorSignUpAnonymously,
  emulatorVerifiedSession,
  uniqueEmail,
} from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectBurstHeld } from './testing/burst';
import { uniqueSuffix } from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// Runs under scripts/emulators.mjs: the suppliers function verifies Auth emulator ID tokens and
// writes the Firestore emulator. Products linking a supplier are written here with the Admin SDK.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const suppliersUrl = emulatorFunctionUrl('suppliers');
const STOREFRONT = 'http://localhost:3000';

let app: App;
let auth: Auth;
let db: Firestore;
let staff: TEmulatorSession;
const createdProducts: string[] = [];

beforeAll(async () => {
  app = initializeApp({ projectId }, `suppliers-integration-${uniqueSuffix()}`);
  auth = getAuth(app);
  db = getFirestore(app);
  staff = await emulatorVerifiedSession(auth, `compras-${uniqueSuffix()}@voltia.example`, 'Compras');
  // Wakes the function (its first request starts a worker).
  await fetch(`${suppliersUrl}/save`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  await Promise.all(createdProducts.map((id) => db.collection('products').doc(id).delete()));
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

type TAnswer = {
  status: number;
  body: {
    id?: string;
    updated_at?: string;
    deleted?: true;
    error?: { code: string; message: string; fields?: string[]; items?: string[] };
  };
};

function rawPost(
  route: string,
  body: unknown,
  session: TEmulatorSession | undefined,
  url = suppliersUrl,
): Promise<Response> {
  return fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(session === undefined ? {} : { Authorization: `Bearer ${session.idToken}` }),
    },
    body: JSON.stringify(body),
  });
}

async function post(route: string, body: unknown, session: TEmulatorSession | undefined = staff): Promise<TAnswer> {
  const res = await rawPost(route, body, session);
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
}

/** A fresh RFC nobody else's test uses: 3 letters from the suffix, a fixed date, a homoclave. */
function freshRfc(): string {
  const letters = uniqueSuffix()
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .padEnd(3, 'X')
    .slice(0, 3);
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${letters}010101${digits.slice(0, 2)}${digits.slice(2)}`;
}

async function createSupplier(
  overrides: Parameters<typeof makeSupplierFields>[0] = {},
): Promise<{ id: string; updated_at: string }> {
  const res = await post('/save', {
    expected_updated_at: null,
    supplier: makeSupplierFields({ name: `Prueba ${uniqueSuffix()}`, tax_id: freshRfc(), ...overrides }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.id ?? '', updated_at: res.body.updated_at ?? '' };
}

const stored = async (id: string) => {
  const data = (await db.collection('suppliers').doc(id).get()).data();
  return data === undefined ? undefined : supplierFromFirestore(data);
};

describe('suppliers function on the emulators', () => {
  it('creates, edits, deactivates and deletes a supplier', async () => {
    const { id, updated_at: first } = await createSupplier({ phone: '+52 (33) 1234-5678' });
    expect(await stored(id)).toMatchObject({ id, phone: '+523312345678', active: true });
    const edited = await post('/save', {
      id,
      expected_updated_at: first,
      supplier: makeSupplierFields({
        name: 'Nombre nuevo',
        tax_id: (await stored(id))?.tax_id ?? '',
        payment_terms: 'Crédito 60 días',
      }),
    });
    expect(edited.status).toBe(200);
    expect(await stored(id)).toMatchObject({ name: 'Nombre nuevo', payment_terms: 'Crédito 60 días' });
    // The editor's copy is now stale: a second save from it is refused.
    const stale = await post('/save', {
      id,
      expected_updated_at: first,
      supplier: makeSupplierFields({ tax_id: freshRfc() }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('supplier/stale');
    expect((await post('/set-active', { id, active: false })).status).toBe(200);
    expect((await stored(id))?.active).toBe(false);
    expect(await post('/delete', { id })).toEqual({ status: 200, body: { id, deleted: true } });
    expect(await stored(id)).toBeUndefined();
  });

  it(
    'a supplier deleted while a product linking it is saved: never both, so no product points at a deleted supplier',
    async () => {
      const firstId = async (collection: string) => (await db.collection(collection).limit(1).get()).docs[0]?.id ?? '';
      const [brandId, categoryId] = [await firstId('brands'), await firstId('categories')];
      const saveProduct = (supplierId: string, sku: string) =>
        fetch(`${instanceFunctionUrl('catalogue')}/save`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify({
            expected_updated_at: null,
            product: {
              sku,
              description: 'Producto de la carrera',
              brand_id: brandId,
              category_id: categoryId,
              unit: 'pieza',
              attributes: [],
              supplier_ids: [supplierId],
              images: [],
              published: false,
            },
          }),
        }).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { product?: { product_id: string }; error?: { code: string } },
        }));
      const outcomes = new Set<string>();
      // Saves start at several moments of the delete (before its read, between its read and its
      // commit, after it); whichever commits first, what the other did is refused.
      for (let round = 0; round < 4; round += 1) {
        const { id } = await createSupplier();
        const [deleted, ...saves] = await Promise.all([
          rawPost('/delete', { id }, staff, instanceFunctionUrl('suppliers')).then(async (res) => ({
            status: res.status,
            body: (await res.json()) as TAnswer['body'],
          })),
          ...[0, 5, 10, 20, 40, 80].map((delay) =>
            new Promise((resolve) => setTimeout(resolve, delay + round * 3)).then(() =>
              saveProduct(id, `CARRERA-${uniqueSuffix()}-${round}-${delay}`),
            ),
          ),
        ]);
        for (const saved of saves)
          if (saved.body.product !== undefined) createdProducts.push(saved.body.product.product_id);
        const linking = (await db.collection('products').where('supplier_ids', 'array-contains', id).get()).size;
        expect(
          saves.filter((saved) => saved.status !== 200 && saved.body.error?.code !== 'catalogue/unknown-supplier'),
        ).toEqual([]);
        if (deleted.status === 200) {
          expect(deleted.body).toEqual({ id, deleted: true });
          expect(linking).toBe(0);
          outcomes.add(`deleted, ${saves.length} saves refused`);
        } else {
          expect(deleted.body.error?.code).toBe('supplier/has-products');
          expect(await stored(id)).toBeDefined();
          expect(linking).toBe(saves.filter((saved) => saved.status === 200).length);
          outcomes.add(`kept, ${linking} saved`);
        }
      }
      process.stdout.write(`[race] supplier delete vs product save: ${[...outcomes].join(', ')}\n`);
    },
    BURST_TIMEOUT_MS,
  );

  it('a duplicate RFC is refused with the Spanish message', async () => {
    const { id } = await createSupplier();
    const rfc = (await stored(id))?.tax_id ?? '';
    const res = await post('/save', {
      expected_updated_at: null,
      supplier: makeSupplierFields({ name: `Otro ${uniqueSuffix()}`, tax_id: rfc.toLowerCase() }),
    });
    // The code and the Spanish message only: which supplier holds the RFC stays in the log.
    expect(res).toEqual({
      status: 409,
      body: { error: { code: 'supplier/duplicate-rfc', message: 'Ya hay un proveedor con este RFC.' } },
    });
  });

  it('a supplier products still link cannot be deleted: 409 naming the count, nothing deleted', async () => {
    const { id } = await createSupplier();
    for (const n of [1, 2]) {
      const productId = `sup-int-${uniqueSuffix()}-${n}`;
      createdProducts.push(productId);
      await db
        .collection('products')
        .doc(productId)
        .set({ product_id: productId, supplier_ids: [id, 'otro'], published: false });
    }
    const res = await post('/delete', { id });
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'supplier/has-products',
          message:
            'No se puede eliminar este proveedor: tiene 2 productos vinculados. Desvincúlalo de esos productos en el catálogo, o desactívalo.',
          items: ['2'],
        },
      },
    });
    expect(await stored(id)).toBeDefined();
  });

  it('bad input: 400 in Spanish and nothing written', async () => {
    const before = (await db.collection('suppliers').count().get()).data().count;
    const name = `Malo ${uniqueSuffix()}`;
    for (const supplier of [
      makeSupplierFields({ name, tax_id: 'ABC019901AB1' }),
      makeSupplierFields({ name, email: 'no' }),
      { ...makeSupplierFields({ name }), cost_cents: 5 },
    ]) {
      const res = await post('/save', { expected_updated_at: null, supplier });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'input/invalid',
        message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
      });
    }
    expect((await rawPost('/delete', '{"id":', staff)).status).toBe(400);
    expect((await db.collection('suppliers').count().get()).data().count).toBe(before);
  });

  it('attack: a customer, an anonymous visitor and an unverified company address are refused', async () => {
    const { id } = await createSupplier();
    const customer = await emulatorVerifiedSession(auth, uniqueEmail());
    const anonymous = await emulatorSignUpAnonymously();
    const unverified = await emulatorSignUp(`falso-${uniqueSuffix()}@voltia.example`);
    for (const session of [customer, anonymous, unverified] as TEmulatorSession[]) {
      const res = await post('/delete', { id }, session);
      expect(res.status).toBe(403);
      expect(res.body.error?.code).toBe('staff/forbidden');
    }
    expect((await rawPost('/delete', { id }, undefined)).status).toBe(401);
    expect(await stored(id)).toBeDefined();
  });
});

describe('suppliers function under a burst', () => {
  it(
    '50 concurrent requests: saves of one supplier from one read (one wins, the rest told it changed) and toggles, never a 500',
    async () => {
      const { id, updated_at: read } = await createSupplier();
      const rfc = (await stored(id))?.tax_id ?? '';
      const result = await burst('suppliers /save + /set-active', 50, (i) =>
        i % 2 === 0
          ? rawPost(
              '/save',
              { id, expected_updated_at: read, supplier: makeSupplierFields({ tax_id: rfc, notes: `intento ${i}` }) },
              staff,
              instanceFunctionUrl('suppliers'),
            )
          : rawPost('/set-active', { id, active: i % 4 === 1 }, staff, instanceFunctionUrl('suppliers')),
      );
      expect(result.count(500)).toBe(0);
      expect(
        result.answers.map((answer) => answer.status).filter((status) => ![200, 409, 429, 503].includes(status)),
      ).toEqual([]);
      const saves = result.answers.filter((_, i) => i % 2 === 0);
      expect(saves.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
      for (const answer of result.answers.filter((a) => a.status === 409))
        expect((answer.body as TAnswer['body']).error?.code).toBe('supplier/stale');
      expect(await stored(id)).toBeDefined();
    },
    BURST_TIMEOUT_MS,
  );

  it(
    '50 concurrent deactivations of one supplier: done, or busy with Retry-After',
    async () => {
      const { id } = await createSupplier();
      expectBurstHeld(
        await burst('suppliers /set-active', 50, () =>
          rawPost('/set-active', { id, active: false }, staff, instanceFunctionUrl('suppliers')),
        ),
        200,
      );
      expect((await stored(id))?.active).toBe(false);
    },
    BURST_TIMEOUT_MS,
  );
});
