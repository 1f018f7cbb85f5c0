import {
  catalogueCsvRecordOf,
  CATALOGUE_STATE_DOC_ID,
  IMPORT_PRICE_REASON,
  skuDocId,
  ZProductPrice,
  type TCatalogueProduct,
  type TProductInput,
} from '@voltia/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorVerifiedSession, uniqueEmail, type TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst } from './testing/burst';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';
import { firestoreCatalogueStore } from './catalogue/firestore-catalogue-store';

// Runs under scripts/emulators.mjs after the demo seed: the catalogue function verifies Auth
// emulator ID tokens and reads and writes the Firestore emulator. Every product it creates here is
// deleted again (with its SKU key and retired page): the journeys that run next count the catalogue.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const catalogueUrl = emulatorFunctionUrl('catalogue');
const STOREFRONT = 'http://localhost:3000';
const RUN = randomUUID().slice(0, 8).toUpperCase();

let app: App;
let auth: Auth;
let db: Firestore;
let staff: TEmulatorSession;
let customer: TEmulatorSession;
let refs: { brand: string; category: string; supplier: string };
const created = new Set<TCatalogueProduct>();

type TAnswer = {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; fields?: string[] } };
};

async function post(route: string, body: unknown, session: TEmulatorSession | null = staff): Promise<TAnswer> {
  const res = await fetch(`${catalogueUrl}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(session === null ? {} : { Authorization: `Bearer ${session.idToken}` }),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
}

const version = async () =>
  ((await db.collection('catalogue-state').doc(CATALOGUE_STATE_DOC_ID).get()).get('version') as number | undefined) ??
  0;

function input(sku: string, overrides: Partial<TProductInput> = {}): TProductInput {
  return {
    sku,
    description: `Producto de prueba ${sku}`,
    brand_id: refs.brand,
    category_id: refs.category,
    unit: 'pieza',
    attributes: [{ name: 'Prueba', value: RUN }],
    supplier_ids: [refs.supplier],
    images: [],
    published: true,
    ...overrides,
  };
}

function remember(product: unknown): TCatalogueProduct {
  created.add(product as TCatalogueProduct);
  return product as TCatalogueProduct;
}

beforeAll(async () => {
  app = initializeApp({ projectId }, `catalogue-integration-${RUN}`);
  auth = getAuth(app);
  db = getFirestore(app);
  const first = async (name: string) => (await db.collection(name).limit(1).get()).docs[0]?.id ?? '';
  refs = { brand: await first('brands'), category: await first('categories'), supplier: await first('suppliers') };
  [staff, customer] = await Promise.all([
    emulatorVerifiedSession(auth, `ana-${RUN.toLowerCase()}@voltia.example`, 'Ana Prueba'),
    emulatorVerifiedSession(auth, uniqueEmail()),
  ]);
  await fetch(`${catalogueUrl}/search`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  const ids = new Set([...created].map((product) => product.product_id));
  const skus = new Set([...created].map((product) => product.sku));
  const found = await db
    .collection('products')
    .where('attributes', 'array-contains', { name: 'Prueba', value: RUN })
    .get();
  for (const doc of found.docs) {
    ids.add(doc.id);
    skus.add(String(doc.get('sku')));
  }
  const history = await Promise.all(
    [...ids].map((id) => db.collection('price-history').where('product_id', '==', id).get()),
  );
  await Promise.all([
    ...[...ids].flatMap((id) => [
      db.collection('products').doc(id).delete(),
      db.collection('retired-products').doc(id).delete(),
      db.collection('product-prices').doc(id).delete(),
    ]),
    ...history.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref.delete())),
    ...[...skus].filter((sku) => sku !== '').map((sku) => db.collection('product-skus').doc(skuDocId(sku)).delete()),
  ]);
  await announceCatalogueRewrite(db);
  await deleteApp(app);
}, 60_000);

describe('catalogue function on the emulators', () => {
  it('refuses a customer (403) and no token (401) in Spanish', async () => {
    const refused = await post('/search', {}, customer);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Solo el personal de la empresa puede hacer este cambio.');
    expect((await post('/search', {}, null)).status).toBe(401);
  });

  it('saves a product (SKU key, version bump), finds it at once, refuses its SKU again, and a stale edit', async () => {
    const before = await version();
    const saved = await post('/save', { product: input(`CAT-${RUN}-1`) });
    expect(saved.status).toBe(200);
    const product = remember(saved.body.product);
    expect(product.product_id).toBe(`${refs.brand}-cat-${RUN.toLowerCase()}-1`);
    expect((await db.collection('product-skus').doc(skuDocId(product.sku)).get()).get('product_id')).toBe(
      product.product_id,
    );
    expect(await version()).toBe(before + 1);
    // What /precios queries: unpriced, first in the list, found by the words of its SKU and description.
    expect((await db.collection('products').doc(product.product_id).get()).data()).toMatchObject({
      priced: false,
      price_list_order: `0 CAT-${RUN}-1`,
      search_keys: expect.arrayContaining(['ca', 'cat', `cat${RUN.toLowerCase()}1`, 'producto', 'prueba']),
    });

    const found = await post('/search', { q: `cat-${RUN}-1` });
    expect((found.body.items as TCatalogueProduct[])[0]?.product_id).toBe(product.product_id);

    const duplicate = await post('/save', { product: input(` cat-${RUN.toLowerCase()}-1 `, { description: 'Otro' }) });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.message).toContain(
      `«CAT-${RUN}-1 — Producto de prueba CAT-${RUN}-1 (${product.product_id})»`,
    );

    const edit = { ...input(product.sku), product_id: product.product_id, published: false };
    expect((await post('/save', { product: edit, expected_updated_at: '2020-01-01T00:00:00.000Z' })).status).toBe(409);
    const unpublished = await post('/save', { product: edit, expected_updated_at: product.updated_at });
    expect(unpublished.status).toBe(200);
    const retired = (await db.collection('retired-products').doc(product.product_id).get()).data();
    expect(retired).toEqual({
      sku: product.sku,
      description: product.description,
      brand: product.brand,
      changed_at: expect.any(Timestamp),
    });
    const republished = await post('/save', { product: { ...edit, published: true } });
    expect(republished.status).toBe(200);
    expect((await db.collection('retired-products').doc(product.product_id).get()).exists).toBe(false);
    // Each write is stamped with its commit time, on the product, its retired page and the state, so
    // what holds the catalogue reads exactly the products written after the stamp it holds.
    const stamp = async () => {
      const [stored, state] = await Promise.all([
        db.collection('products').doc(product.product_id).get(),
        db.collection('catalogue-state').doc(CATALOGUE_STATE_DOC_ID).get(),
      ]);
      return { product: stored.get('changed_at') as Timestamp, state: state.get('changed_at') as Timestamp };
    };
    const last = await stamp();
    expect(last.product).toBeInstanceOf(Timestamp);
    expect(last.product.isEqual(last.state)).toBe(true);
    const since = await db.collection('products').where('changed_at', '>', retired!.changed_at).get();
    expect(since.docs.map((doc) => doc.id)).toEqual([product.product_id]);
    // What an instance of the function reads to catch up: the same, paged two at a time.
    const pagedStore = firestoreCatalogueStore(db, { changesPage: 2 });
    const caughtUp = await pagedStore.changedSince(retired!.changed_at);
    expect(caughtUp.map((changed) => changed.product_id)).toEqual([product.product_id]);
    const fromStart = await pagedStore.changedSince(null);
    const everyStamped = await db.collection('products').where('changed_at', '!=', null).get();
    expect(fromStart.map((changed) => changed.product_id).sort()).toEqual(
      everyStamped.docs.map((doc) => doc.id).sort(),
    );
    expect(fromStart.find((changed) => changed.product_id === product.product_id)).toMatchObject({
      sku: product.sku,
      published: true,
    });
  });

  it('keeps the facts a price document repeats in step with the product', async () => {
    const product = remember((await post('/save', { product: input(`CAT-${RUN}-P`) })).body.product);
    const priceRef = db.collection('product-prices').doc(product.product_id);
    await priceRef.set({
      product_id: product.product_id,
      sku: product.sku,
      description: product.description,
      brand_id: product.brand_id,
      category_id: product.category_id,
      margin_bp: 2500,
    });
    try {
      const renamed = await post('/save', {
        product: { ...input(`CAT-${RUN}-Q`, { description: 'Producto renombrado' }), product_id: product.product_id },
      });
      expect(renamed.status).toBe(200);
      remember(renamed.body.product);
      expect((await priceRef.get()).data()).toEqual({
        product_id: product.product_id,
        sku: `CAT-${RUN}-Q`,
        description: 'Producto renombrado',
        brand_id: product.brand_id,
        category_id: product.category_id,
        margin_bp: 2500,
      });
    } finally {
      await priceRef.delete();
    }
  });

  it('refuses bad input with a Spanish 400 and writes nothing', async () => {
    const before = await version();
    const bad = await post('/save', { product: { ...input(`CAT-${RUN}-BAD`), unit: 'galón', price: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/[áéíóúñ]/);
    expect((await post('/import', { rows: [], first_row_number: 2, dry_run: false })).status).toBe(400);
    expect(
      (await post('/save', { product: input(`CAT-${RUN}-BAD`, { brand_id: 'marca-que-no-existe' }) })).status,
    ).toBe(400);
    expect(
      (
        await db
          .collection('product-skus')
          .doc(skuDocId(`CAT-${RUN}-BAD`))
          .get()
      ).exists,
    ).toBe(false);
    expect(await version()).toBe(before);
  });

  it('stores a product’s own SAT keys on save and import; a bad key is a Spanish 400 naming its field, nothing written', async () => {
    const saved = await post('/save', {
      product: input(`SAT-${RUN}-1`, { sat_clave_prod_serv: ' 39121601 ', sat_clave_unidad: 'H87' }),
    });
    expect(saved.status).toBe(200);
    const product = remember(saved.body.product);
    const stored = async (id: string) => (await db.collection('products').doc(id).get()).data() ?? {};
    expect(await stored(product.product_id)).toMatchObject({
      sat_clave_prod_serv: '39121601',
      sat_clave_unidad: 'H87',
    });

    // Emptied: the field leaves the document, so the sale unit's key applies again.
    const edit = { ...input(product.sku, { sat_clave_prod_serv: '39121601', sat_clave_unidad: '' }) };
    expect((await post('/save', { product: { ...edit, product_id: product.product_id } })).status).toBe(200);
    expect('sat_clave_unidad' in (await stored(product.product_id))).toBe(false);

    const before = await version();
    const refusals: [string, unknown][] = [
      ['sat_clave_prod_serv', '3912160'],
      ['sat_clave_unidad', 'PIEZA'],
    ];
    for (const [field, value] of refusals) {
      const refused = await post('/save', { product: { ...input(`SAT-${RUN}-BAD`), [field]: value } });
      expect(refused).toEqual({
        status: 400,
        body: {
          error: {
            code: 'input/invalid',
            message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
            fields: [`product.${field}`],
          },
        },
      });
    }
    const badEdit = await post('/save', {
      product: { ...edit, product_id: product.product_id, description: 'No se guarda', sat_clave_prod_serv: 'ABC' },
    });
    expect(badEdit.body.error?.fields).toEqual(['product.sat_clave_prod_serv']);
    expect(await stored(product.product_id)).toMatchObject({
      description: product.description,
      sat_clave_prod_serv: '39121601',
    });
    expect(
      (
        await db
          .collection('product-skus')
          .doc(skuDocId(`SAT-${RUN}-BAD`))
          .get()
      ).exists,
    ).toBe(false);
    expect(await version()).toBe(before);

    const imported = await post('/import', {
      rows: [
        { ...catalogueCsvRecordOf(input(`SAT-${RUN}-2`)), clave_prod_serv: '39121616', clave_unidad: 'KT' },
        { ...catalogueCsvRecordOf(input(`SAT-${RUN}-3`)), clave_prod_serv: '12345' },
      ],
      first_row_number: 2,
      dry_run: false,
    });
    const results = imported.body.results as {
      row: number;
      outcome: string;
      product_id?: string;
      errors?: unknown[];
    }[];
    for (const result of results)
      if (result.product_id !== undefined) remember({ product_id: result.product_id, sku: '' });
    expect(results[0]).toMatchObject({ row: 2, outcome: 'created' });
    expect(await stored(results[0]!.product_id!)).toMatchObject({
      sat_clave_prod_serv: '39121616',
      sat_clave_unidad: 'KT',
    });
    expect(results[1]).toEqual({
      row: 3,
      outcome: 'refused',
      errors: [
        {
          row: 3,
          column: 'clave_prod_serv',
          message: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.',
        },
      ],
    });
    expect(
      (
        await db
          .collection('product-skus')
          .doc(skuDocId(`SAT-${RUN}-3`))
          .get()
      ).exists,
    ).toBe(false);
  });

  it('refuses a description disguised by a right-to-left override or an escape code: 400 in Spanish, nothing written', async () => {
    const before = await version();
    for (const description of ['Interruptor 20 A \u202Eovitcefe ne ogaP\u202C', 'Interruptor \u001B[8m20 A']) {
      const sku = `CAT-${RUN}-CTL`;
      const refused = await post('/save', { product: input(sku, { description }) });
      expect(refused).toEqual({
        status: 400,
        body: {
          error: {
            code: 'input/invalid-text',
            message: 'El texto contiene caracteres no válidos.',
            fields: ['product.description'],
          },
        },
      });
      expect((await db.collection('product-skus').doc(skuDocId(sku)).get()).exists).toBe(false);
    }
    expect(await version()).toBe(before);
  });

  it('imports: a dry run writes nothing, the import upserts by SKU, the same rows again are all unchanged', async () => {
    const rows = [
      catalogueCsvRecordOf(input(`IMP-${RUN}-1`)),
      catalogueCsvRecordOf(input(`IMP-${RUN}-2`, { published: false })),
      { ...catalogueCsvRecordOf(input(`IMP-${RUN}-3`)), unidad: 'galón' },
    ];
    const before = await version();
    const dry = await post('/import', { rows, first_row_number: 2, dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect((dry.body.results as { row: number; errors?: { column: string }[] }[])[2]).toMatchObject({
      row: 4,
      errors: [{ column: 'unidad' }],
    });
    expect(await version()).toBe(before);
    expect(
      (
        await db
          .collection('product-skus')
          .doc(skuDocId(`IMP-${RUN}-1`))
          .get()
      ).exists,
    ).toBe(false);

    const real = await post('/import', { rows, first_row_number: 2, dry_run: false });
    expect(real.body.summary).toEqual({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    for (const result of real.body.results as { product_id?: string }[])
      if (result.product_id !== undefined) remember({ product_id: result.product_id, sku: '' });
    expect(await version()).toBe(before + 1);
    const retiredId = (real.body.results as { product_id?: string }[])[1]?.product_id ?? '';
    expect((await db.collection('retired-products').doc(retiredId).get()).exists).toBe(true);

    const again = await post('/import', { rows: rows.slice(0, 2), first_row_number: 2, dry_run: false });
    expect(again.body.summary).toEqual({ created: 0, updated: 0, unchanged: 2, refused: 0 });
    expect(await version()).toBe(before + 1);
  });

  it('imports cost, margin and supplier columns: the price created with the computed list price and an import history entry; bad values refused on their column', async () => {
    const priced = {
      ...catalogueCsvRecordOf(input(`PRC-${RUN}-1`)),
      costo: '75.00',
      margen: '25',
      proveedor_costo: refs.supplier,
    };
    const rows = [
      priced,
      { ...catalogueCsvRecordOf(input(`PRC-${RUN}-2`)), costo: 'setenta', margen: '25', proveedor_costo: '' },
      { ...catalogueCsvRecordOf(input(`PRC-${RUN}-3`)), costo: '75', margen: '25', proveedor_costo: 'otro-proveedor' },
      catalogueCsvRecordOf(input(`PRC-${RUN}-4`)),
    ];
    const dry = await post('/import', { rows, first_row_number: 2, dry_run: true });
    expect(dry.status).toBe(200);
    const dryResults = dry.body.results as {
      row: number;
      outcome: string;
      price?: string;
      product_id?: string;
      errors?: { column: string; message: string }[];
    }[];
    expect(dryResults.map((result) => [result.row, result.outcome, result.price ?? null])).toEqual([
      [2, 'created', 'created'],
      [3, 'refused', null],
      [4, 'refused', null],
      [5, 'created', null],
    ]);
    expect(dryResults[1]?.errors).toEqual([
      {
        row: 3,
        column: 'costo',
        message: 'El costo debe ser un importe en pesos mayor que cero, por ejemplo 1250.50; no «setenta».',
      },
    ]);
    expect(dryResults[2]?.errors).toEqual([
      {
        row: 4,
        column: 'proveedor_costo',
        message: 'El proveedor del costo «otro-proveedor» debe estar también en la columna proveedores.',
      },
    ]);
    expect((await db.collection('product-prices').doc(dryResults[0]!.product_id!).get()).exists).toBe(false);

    const real = await post('/import', { rows, first_row_number: 2, dry_run: false });
    const results = real.body.results as typeof dryResults;
    for (const result of results)
      if (result.product_id !== undefined) remember({ product_id: result.product_id, sku: '' });
    const id = results[0]!.product_id!;
    expect(results[0]).toMatchObject({ outcome: 'created', price: 'created' });
    const stored = (await db.collection('product-prices').doc(id).get()).data()!;
    expect(stored).toMatchObject({
      product_id: id,
      sku: `PRC-${RUN}-1`,
      brand_id: refs.brand,
      supplier_id: refs.supplier,
      cost_cents: 7500,
      margin_bp: 2500,
      list_price_cents: 10_000,
      supplier_costs: [{ supplier_id: refs.supplier, cost_cents: 7500 }],
      updated_by: { uid: staff.uid, name: 'Ana Prueba' },
    });
    // What the quote desk and /precios read: a valid price.
    expect(ZProductPrice.safeParse({ ...stored, updated_at: (stored.updated_at as Timestamp).toDate() }).success).toBe(
      true,
    );
    const history = (await db.collection('price-history').where('product_id', '==', id).get()).docs.map((doc) =>
      doc.data(),
    );
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'import',
        reason: IMPORT_PRICE_REASON,
        before: null,
        after: { supplier_id: refs.supplier, cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
        batch_id: null,
      }),
    ]);
    // The row without price columns has no price.
    expect((await db.collection('product-prices').doc(results[3]!.product_id!).get()).exists).toBe(false);
    const listed = async (productId: string) => (await db.collection('products').doc(productId).get()).data()!;
    expect(await listed(id)).toMatchObject({ priced: true, price_list_order: `1 PRC-${RUN}-1` });
    expect(await listed(results[3]!.product_id!)).toMatchObject({ priced: false, price_list_order: `0 PRC-${RUN}-4` });
    // The same product, unchanged, given a price by a later import: /precios lists it among the priced.
    const unchangedRow = {
      ...catalogueCsvRecordOf(input(`PRC-${RUN}-4`)),
      costo: '50',
      margen: '20',
      proveedor_costo: refs.supplier,
    };
    const pricedLater = await post('/import', { rows: [unchangedRow], first_row_number: 2, dry_run: false });
    expect(pricedLater.body.results).toEqual([
      expect.objectContaining({ row: 2, product_id: results[3]!.product_id!, price: 'created' }),
    ]);
    expect(await listed(results[3]!.product_id!)).toMatchObject({ priced: true, price_list_order: `1 PRC-${RUN}-4` });

    const again = await post('/import', { rows: [priced], first_row_number: 2, dry_run: false });
    expect(again.body.results).toEqual([{ row: 2, outcome: 'unchanged', product_id: id }]);
    const raised = await post('/import', { rows: [{ ...priced, costo: '80' }], first_row_number: 2, dry_run: false });
    expect(raised.body.results).toEqual([{ row: 2, outcome: 'updated', product_id: id, price: 'updated' }]);
    expect((await db.collection('product-prices').doc(id).get()).data()).toMatchObject({
      cost_cents: 8000,
      list_price_cents: 10_667,
    });
    expect((await db.collection('price-history').where('product_id', '==', id).get()).size).toBe(2);
  });

  it('refuses an import row whose price cell is not text: 400 in Spanish, nothing written', async () => {
    const before = await version();
    const answer = await post('/import', {
      rows: [{ ...catalogueCsvRecordOf(input(`PRC-${RUN}-X`)), costo: 75 }],
      first_row_number: 2,
      dry_run: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/[áéíóúñ]/);
    expect(
      (
        await db
          .collection('product-skus')
          .doc(skuDocId(`PRC-${RUN}-X`))
          .get()
      ).exists,
    ).toBe(false);
    expect(await version()).toBe(before);
  });

  it(
    '50 concurrent saves of one new SKU: exactly one creates it, the rest are refused or busy, never a 500',
    async () => {
      const sku = `BURST-${RUN}`;
      const result = await burst('catalogue /save same SKU', 50, (index) =>
        fetch(`${instanceFunctionUrl('catalogue')}/save`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify({ product: input(sku, { description: `Ráfaga ${index}` }) }),
        }),
      );
      expect(result.answers.filter((answer) => ![200, 409, 503].includes(answer.status))).toEqual([]);
      expect(result.count(200)).toBe(1);
      const created200 = result.answers.find((answer) => answer.status === 200)?.body as { product: TCatalogueProduct };
      remember(created200.product);
      const owners = await db.collection('products').where('sku', '==', sku).get();
      expect(owners.size).toBe(1);
    },
    BURST_TIMEOUT_MS,
  );
});
