import { CATALOGUE_STATE_DOC_ID, listPriceCents, ZProductPrice } from '@voltia/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorSignUp, emulatorVerifiedSession, uniqueEmail } from './testing/auth-emulator';
import type { TEmulatorSession } from './testing/auth-emulator';
import { BURST_TIMEOUT_MS, burst, expectCatalogueMessage } from './testing/burst';
import { uniqueSuffix } from './testing/stats-event-factories';
import { emulatorFunctionUrl, instanceFunctionUrl } from './testing/function-urls';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// Runs under scripts/emulators.mjs: the prices function verifies Auth emulator ID tokens and reads
// and writes the Firestore emulator. This file's products belong to a brand and a supplier of its
// own, so other suites (and the demo seed) are not disturbed.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const pricesUrl = emulatorFunctionUrl('prices');
const STOREFRONT = 'http://localhost:3000';

let app: App;
let auth: Auth;
let db: Firestore;
let staff: TEmulatorSession;
let customer: TEmulatorSession;
const run = uniqueSuffix();
const BRAND = `marca-${run}`;
const SUPPLIER = `proveedor-${run}`;
const IDS = [0, 1, 2].map((index) => `precio-${run}-${index}`);
/** A product created without suppliers or a price (as /catalogo can), and the suppliers /precios may link to it. */
const NEW_ID = `precio-${run}-nuevo`;
const SUPPLIER_ACTIVE = `proveedor-${run}-activo`;
const SUPPLIER_INACTIVE = `proveedor-${run}-inactivo`;
const T0 = new Date('2026-11-01T10:00:00Z');

type TAnswer = {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string; fields?: string[] } };
};

async function post(route: string, body: unknown, session: TEmulatorSession | undefined): Promise<TAnswer> {
  const res = await fetch(`${pricesUrl}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(session === undefined ? {} : { Authorization: `Bearer ${session.idToken}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
}

const priceDoc = (id: string) => db.collection('product-prices').doc(id);
const historyOf = async (id: string) =>
  (await db.collection('price-history').where('product_id', '==', id).get()).docs.map((doc) => doc.data());

async function resetPrices(): Promise<void> {
  await Promise.all(
    IDS.map((id, index) =>
      priceDoc(id).set({
        product_id: id,
        sku: `SKU-${run}-${index}`,
        description: `Producto de prueba ${index}`,
        brand_id: BRAND,
        category_id: 'iluminacion',
        supplier_id: SUPPLIER,
        cost_cents: 10_000 + index,
        margin_bp: 2500,
        list_price_cents: listPriceCents(10_000 + index, 2500),
        supplier_costs: [{ supplier_id: SUPPLIER, cost_cents: 10_000 + index }],
        updated_at: Timestamp.fromDate(T0),
        updated_by: { uid: 'seed', name: 'Semilla' },
      }),
    ),
  );
}

beforeAll(async () => {
  app = initializeApp({ projectId }, `prices-integration-${run}`);
  auth = getAuth(app);
  db = getFirestore(app);
  staff = await emulatorVerifiedSession(auth, `precios-${run}@voltia.example`, 'Mariana Precios');
  customer = await emulatorVerifiedSession(auth, uniqueEmail());
  await db
    .collection('brands')
    .doc(BRAND)
    .set({ id: BRAND, name: `Marca ${run}` });
  await db
    .collection('suppliers')
    .doc(SUPPLIER)
    .set({ id: SUPPLIER, name: `Proveedor ${run}` });
  await db
    .collection('suppliers')
    .doc(SUPPLIER_ACTIVE)
    .set({ id: SUPPLIER_ACTIVE, name: `Activo ${run}`, active: true, updated_at: Timestamp.fromDate(T0) });
  await db
    .collection('suppliers')
    .doc(SUPPLIER_INACTIVE)
    .set({ id: SUPPLIER_INACTIVE, name: `Inactivo ${run}`, active: false, updated_at: Timestamp.fromDate(T0) });
  await db
    .collection('products')
    .doc(NEW_ID)
    .set({
      product_id: NEW_ID,
      sku: `NUEVO-${run}`,
      description: 'Producto sin precio',
      // A brand of its own: the bulk adjustments below count this file's brand's three products.
      brand: `Otra marca ${run}`,
      brand_id: `otra-${BRAND}`,
      category_id: 'iluminacion',
      unit: 'pieza',
      attributes: [],
      supplier_ids: [],
      images: [],
      published: true,
      updated_at: T0.toISOString(),
    });
  await Promise.all(
    IDS.map((id, index) =>
      db
        .collection('products')
        .doc(id)
        .set({
          product_id: id,
          sku: `SKU-${run}-${index}`,
          description: `Producto de prueba ${index}`,
          brand: `Marca ${run}`,
          brand_id: BRAND,
          category_id: 'iluminacion',
          unit: 'pieza',
          attributes: [],
          supplier_ids: [SUPPLIER],
          images: [],
          published: false,
        }),
    ),
  );
  await resetPrices();
  await fetch(`${instanceFunctionUrl('prices')}/save`, { method: 'OPTIONS', headers: { Origin: STOREFRONT } });
}, 60_000);

afterAll(async () => {
  const newHistory = await db.collection('price-history').where('product_id', '==', NEW_ID).get();
  await Promise.all([
    ...[...IDS, NEW_ID].map((id) => db.collection('products').doc(id).delete()),
    ...[...IDS, NEW_ID].map((id) => priceDoc(id).delete()),
    ...newHistory.docs.map((doc) => doc.ref.delete()),
    ...[SUPPLIER_ACTIVE, SUPPLIER_INACTIVE].map((id) => db.collection('suppliers').doc(id).delete()),
  ]);
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

const saveBody = (id: string, expected: number) => ({
  product_id: id,
  supplier_id: SUPPLIER,
  supplier_costs: [{ supplier_id: SUPPLIER, cost_cents: 7500 }],
  margin_bp: 2500,
  reason: 'Nueva lista del proveedor',
  expected_updated_at: expected,
});

describe('prices function on the emulators', () => {
  it('refuses anonymous callers, customers and unverified company addresses; writes nothing', async () => {
    const unverified = await emulatorSignUp(`falso-${run}@voltia.example`);
    for (const [session, status] of [
      [undefined, 401],
      [customer, 403],
      [unverified, 403],
    ] as const) {
      const answer = await post('/save', saveBody(IDS[0]!, T0.getTime()), session);
      expect(answer.status).toBe(status);
      expectCatalogueMessage(answer.body);
    }
    expect((await priceDoc(IDS[0]!).get()).get('cost_cents')).toBe(10_000);
    expect(await historyOf(IDS[0]!)).toEqual([]);
  });

  it.each([
    ['a typed list price', { ...saveBody('x', 0), list_price_cents: 1 }],
    ['a negative margin', { ...saveBody('x', 0), margin_bp: -1 }],
    [
      'a cost in pesos with decimals',
      { ...saveBody('x', 0), supplier_costs: [{ supplier_id: 'x', cost_cents: 12.5 }] },
    ],
    ['an unknown field', { ...saveBody('x', 0), published: true }],
  ])('bad input (%s): 400 with a Spanish message, nothing written', async (_label, body) => {
    const answer = await post('/save', { ...body, product_id: IDS[0]! }, staff);
    expect(answer.status).toBe(400);
    expectCatalogueMessage(answer.body);
    expect(await historyOf(IDS[0]!)).toEqual([]);
  });

  it('saves a price: the list price computed, a manual history entry; a stale editor is refused', async () => {
    const answer = await post('/save', saveBody(IDS[0]!, T0.getTime()), staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      price: { cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      unchanged: false,
    });
    const stored = (await priceDoc(IDS[0]!).get()).data()!;
    expect(stored).toMatchObject({
      list_price_cents: 10_000,
      sku: `SKU-${run}-0`,
      updated_by: { uid: staff.uid, name: 'Mariana Precios' },
    });
    const history = await historyOf(IDS[0]!);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'manual',
      before: { cost_cents: 10_000 },
      after: { list_price_cents: 10_000 },
      by: { uid: staff.uid },
    });
    const stale = await post('/save', { ...saveBody(IDS[0]!, T0.getTime()), margin_bp: 3000 }, staff);
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('prices/stale');
    await resetPrices();
  });

  it('prices a product that has none: links the active supplier chosen, computes the list price, writes the history; bad input writes nothing', async () => {
    const first = {
      product_id: NEW_ID,
      supplier_id: SUPPLIER_ACTIVE,
      supplier_costs: [{ supplier_id: SUPPLIER_ACTIVE, cost_cents: 7500 }],
      margin_bp: 2500,
      reason: 'Precio inicial',
      expected_updated_at: null,
      link_supplier_ids: [SUPPLIER_ACTIVE],
    };
    const versionBefore =
      ((await db.collection('catalogue-state').doc(CATALOGUE_STATE_DOC_ID).get()).get('version') as
        number | undefined) ?? 0;
    for (const [body, code] of [
      [
        {
          ...first,
          supplier_id: SUPPLIER_INACTIVE,
          supplier_costs: [{ supplier_id: SUPPLIER_INACTIVE, cost_cents: 7500 }],
          link_supplier_ids: [SUPPLIER_INACTIVE],
        },
        'prices/supplier-inactive',
      ],
      [
        {
          ...first,
          supplier_id: 'no-existe',
          supplier_costs: [{ supplier_id: 'no-existe', cost_cents: 7500 }],
          link_supplier_ids: ['no-existe'],
        },
        'prices/unknown-supplier',
      ],
      [{ ...first, link_supplier_ids: [SUPPLIER_ACTIVE, SUPPLIER_ACTIVE] }, 'input/invalid'],
      [{ ...first, supplier_costs: [{ supplier_id: SUPPLIER_ACTIVE, cost_cents: 0 }] }, 'input/invalid'],
    ] as const) {
      const refused = await post('/save', body, staff);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.code).toBe(code);
      expectCatalogueMessage(refused.body);
    }
    expect((await priceDoc(NEW_ID).get()).exists).toBe(false);
    expect((await db.collection('products').doc(NEW_ID).get()).get('supplier_ids')).toEqual([]);
    expect(await historyOf(NEW_ID)).toEqual([]);

    const saved = await post('/save', first, staff);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      product_id: NEW_ID,
      price: { supplier_id: SUPPLIER_ACTIVE, cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      unchanged: false,
    });
    const product = (await db.collection('products').doc(NEW_ID).get()).data()!;
    expect(product.supplier_ids).toEqual([SUPPLIER_ACTIVE]);
    // /precios lists it among the priced now (it was listed first, unpriced).
    expect(product).toMatchObject({ priced: true, price_list_order: `1 NUEVO-${run}` });
    expect(product.updated_at).not.toBe(T0.toISOString());
    const state = await db.collection('catalogue-state').doc(CATALOGUE_STATE_DOC_ID).get();
    expect(state.get('version')).toBeGreaterThan(versionBefore);
    // Stamped with the commit's time, as the state: the catalogues held in memory read this product.
    expect((product.changed_at as Timestamp).isEqual(state.get('changed_at') as Timestamp)).toBe(true);
    // The supplier is rewritten as it was (decision 012: a link is a write to the supplier).
    expect((await db.collection('suppliers').doc(SUPPLIER_ACTIVE).get()).data()).toMatchObject({
      active: true,
      updated_at: Timestamp.fromDate(T0),
    });
    // The quote desk reads this document for its list price suggestion: it must be a price to it.
    const stored = (await priceDoc(NEW_ID).get()).data()!;
    expect(ZProductPrice.safeParse({ ...stored, updated_at: (stored.updated_at as Timestamp).toDate() }).success).toBe(
      true,
    );
    expect(stored).toMatchObject({ sku: `NUEVO-${run}`, brand_id: `otra-${BRAND}`, list_price_cents: 10_000 });
    const history = await historyOf(NEW_ID);
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'manual',
        reason: 'Precio inicial',
        before: null,
        after: { supplier_id: SUPPLIER_ACTIVE, cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      }),
    ]);

    // A second editor that also opened it unpriced is refused: the price exists now.
    const late = await post('/save', { ...first, margin_bp: 3000 }, staff);
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('prices/stale');
    expect(await historyOf(NEW_ID)).toHaveLength(1);
  });

  it('raises a brand 5 % with a preview, applies exactly that, and undoes it as one step', async () => {
    const bulk = { scope: { kind: 'brand', id: BRAND }, change_bp: 500, reason: 'Aumento de prueba' };
    const preview = await post('/bulk-preview', bulk, staff);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ count: 3, scope_name: `Marca ${run}` });
    const applied = await post('/bulk-apply', { ...bulk, fingerprint: preview.body.fingerprint }, staff);
    expect(applied.status).toBe(200);
    const batchId = applied.body.batch_id as string;
    expect((await priceDoc(IDS[0]!).get()).data()).toMatchObject({ cost_cents: 10_500, list_price_cents: 14_000 });
    expect((await db.collection('price-batches').doc(batchId).get()).data()).toMatchObject({
      state: 'applied',
      count: 3,
      done: 3,
      change_bp: 500,
    });
    expect((await post('/bulk-apply', { ...bulk, fingerprint: preview.body.fingerprint }, staff)).status).toBe(409);

    const undone = await post('/undo', { batch_id: batchId }, staff);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ restored: 3, skipped: [] });
    expect((await priceDoc(IDS[0]!).get()).data()).toMatchObject({ cost_cents: 10_000, list_price_cents: 13_333 });
    const kinds = (await historyOf(IDS[0]!))
      .filter((entry) => entry.batch_id === batchId)
      .map((entry) => entry.kind as string)
      .sort();
    expect(kinds).toEqual(['bulk', 'undo']);
    expect((await post('/undo', { batch_id: batchId }, staff)).status).toBe(409);
  });

  it(
    'a bulk apply racing a manual save of one of its products loses neither: the save is refused as stale, or the apply leaves that product as saved and reports it',
    async () => {
      const instance = (route: string, body: unknown) =>
        fetch(`${instanceFunctionUrl('prices')}${route}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify(body),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as TAnswer['body'] }));
      const outcomes = new Set<string>();
      // The save lands at a different moment of the apply in each round (before its plan, between
      // the plan and the commit, after it); whatever the order, the stored price is one of the two
      // writes, whole, and the last history entry says which.
      for (let round = 0; round < 8; round += 1) {
        await resetPrices();
        const bulk = { scope: { kind: 'brand', id: BRAND }, change_bp: 300 + round, reason: `Carrera ${round}` };
        const preview = await post('/bulk-preview', bulk, staff);
        expect(preview.status).toBe(200);
        const [applied, saved] = await Promise.all([
          instance('/bulk-apply', { ...bulk, fingerprint: preview.body.fingerprint }),
          new Promise((resolve) => setTimeout(resolve, round * 15)).then(() =>
            instance('/save', { ...saveBody(IDS[1]!, T0.getTime()), margin_bp: 3000 }),
          ),
        ]);
        expect([200, 409]).toContain(saved.status);
        const stored = (await priceDoc(IDS[1]!).get()).data() ?? {};
        if (applied.status === 409) {
          // The save committed before the apply read its plan: the plan is no longer the previewed one.
          expect(applied.body.error?.code).toBe('prices/preview-stale');
          expect(saved.status).toBe(200);
          expect(stored).toMatchObject({ cost_cents: 7500, margin_bp: 3000 });
          outcomes.add('save before the plan');
          continue;
        }
        expect(applied.status).toBe(200);
        const skipped = (applied.body.skipped as { product_id: string }[]).map((entry) => entry.product_id);
        if (saved.status === 200) {
          // The manual save won: the apply did not overwrite it and says so.
          expect(stored).toMatchObject({ cost_cents: 7500, margin_bp: 3000 });
          expect(skipped).toEqual([IDS[1]]);
          expect(applied.body.count).toBe(2);
        } else {
          expect(saved.body.error?.code).toBe('prices/stale');
          // The apply's figure: the seeded cost raised, at the seeded margin.
          expect(stored.margin_bp).toBe(2500);
          expect(stored.cost_cents).toBeGreaterThan(10_001);
          expect(skipped).toEqual([]);
        }
        outcomes.add(saved.status === 200 ? 'save won' : 'apply won');
        const history = (await historyOf(IDS[1]!)).sort(
          (a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis(),
        );
        expect(history.at(-1)?.after).toMatchObject({
          cost_cents: stored.cost_cents,
          margin_bp: stored.margin_bp,
          list_price_cents: stored.list_price_cents,
        });
      }
      process.stdout.write(`[race] bulk apply vs save: ${[...outcomes].join(', ')}\n`);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    '50 concurrent saves of one price: one written, the others refused as stale or busy, never a 500',
    async () => {
      await resetPrices();
      const before = (await historyOf(IDS[1]!)).length;
      const result = await burst('prices /save', 50, (index) =>
        fetch(`${instanceFunctionUrl('prices')}/save`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify({ ...saveBody(IDS[1]!, T0.getTime()), margin_bp: 2000 + index }),
        }),
      );
      expect(result.answers.filter((answer) => ![200, 409, 503].includes(answer.status))).toEqual([]);
      expect(result.count(200)).toBe(1);
      for (const answer of result.answers.filter((a) => a.status !== 200)) expectCatalogueMessage(answer.body);
      expect(await historyOf(IDS[1]!)).toHaveLength(before + 1);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    '50 concurrent previews: every one answered (200, or 503 with Retry-After), never a 500',
    async () => {
      const result = await burst('prices /bulk-preview', 50, () =>
        fetch(`${instanceFunctionUrl('prices')}/bulk-preview`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: STOREFRONT, Authorization: `Bearer ${staff.idToken}` },
          body: JSON.stringify({ scope: { kind: 'supplier', id: SUPPLIER }, change_bp: -250, reason: 'Ráfaga' }),
        }),
      );
      expect(result.answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
      expect(result.count(200)).toBeGreaterThan(0);
    },
    BURST_TIMEOUT_MS,
  );
});
