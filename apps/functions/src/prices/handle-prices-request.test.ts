import { listPriceCents, PRICE_BATCH_STALLED_AFTER_MS } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import { fakePriceStore, makePricesDeps, postPrices } from '../testing/fake-price-store';
import { CHANGES_PER_COMMIT } from './handle-bulk';
import type { TPriceProductRef, TStoredPrice } from './prices-route';

const T0 = new Date('2026-11-01T10:00:00Z');
let clock = new Date('2026-11-20T10:00:00Z');
const now = () => clock;

const staff: TIdTokenCaller = {
  uid: 'staff-1',
  email: 'ventas@voltia.example',
  emailVerified: true,
  name: 'Mariana López',
  isAnonymous: false,
};
const unverifiedStaff: TIdTokenCaller = { ...staff, uid: 'staff-2', emailVerified: false };
const customer: TIdTokenCaller = {
  uid: 'cust-1',
  email: 'compras@cliente.example',
  emailVerified: true,
  name: 'Cliente',
  isAnonymous: false,
};
const TOKENS = { staff, unverified: unverifiedStaff, customer };

function product(id: string, brand: string, suppliers: string[] = ['norte']): TPriceProductRef {
  return {
    product_id: id,
    sku: id.toUpperCase(),
    description: `Producto ${id}`,
    brand_id: brand,
    category_id: 'iluminacion',
    supplier_ids: suppliers,
  };
}
function price(id: string, brand: string, cost: number, margin = 2500): TStoredPrice {
  return {
    product_id: id,
    sku: id.toUpperCase(),
    description: `Producto ${id}`,
    brand_id: brand,
    category_id: 'iluminacion',
    supplier_id: 'norte',
    cost_cents: cost,
    margin_bp: margin,
    list_price_cents: listPriceCents(cost, margin),
    supplier_costs: [{ supplier_id: 'norte', cost_cents: cost }],
    updated_at: T0,
    updated_by: { uid: 'seed', name: 'Semilla' },
  };
}

function setup(count = 3) {
  const ids = Array.from({ length: count }, (_, index) => `p${String(index).padStart(4, '0')}`);
  const fake = fakePriceStore(
    [...ids.map((id) => product(id, 'urrea', ['norte', 'bajio'])), product('otro', 'siemens')],
    [...ids.map((id, index) => price(id, 'urrea', 10_000 + index)), price('otro', 'siemens', 5000)],
    { urrea: 'Urrea', siemens: 'Siemens', norte: 'Norte' },
  );
  clock = new Date('2026-11-20T10:00:00Z');
  return { ...fake, deps: makePricesDeps(fake.store, TOKENS, now) };
}

const save = {
  product_id: 'p0000',
  supplier_id: 'norte',
  supplier_costs: [
    { supplier_id: 'norte', cost_cents: 8000 },
    { supplier_id: 'bajio', cost_cents: 8100 },
  ],
  margin_bp: 2000,
  reason: 'Nueva lista',
  expected_updated_at: T0.getTime(),
};
const bulk = { scope: { kind: 'brand', id: 'urrea' }, change_bp: 500, reason: 'Aumento Urrea 2026' };

describe('the staff gate', () => {
  it.each([
    ['no token', undefined, 401],
    ['a customer', 'customer', 403],
    ['unverified company email', 'unverified', 403],
  ])('refuses %s and writes nothing', async (_label, token, status) => {
    const { deps, state } = setup();
    const answer = await postPrices(deps, '/save', save, token);
    expect(answer.status).toBe(status);
    expect(state.history.size).toBe(0);
    expect(state.prices.get('p0000')?.cost_cents).toBe(10_000);
  });
});

describe('POST /save', () => {
  it('computes the list price, writes the price with the product facts and a manual history entry', async () => {
    const { deps, state } = setup();
    const answer = await postPrices(deps, '/save', save, 'staff');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      product_id: 'p0000',
      price: { cost_cents: 8000, margin_bp: 2000, list_price_cents: 10_000 },
      unchanged: false,
    });
    const stored = state.prices.get('p0000')!;
    expect(stored).toMatchObject({
      list_price_cents: 10_000,
      sku: 'P0000',
      brand_id: 'urrea',
      updated_at: clock,
      updated_by: { uid: 'staff-1', name: 'Mariana López' },
    });
    const [entry] = [...state.history.values()];
    expect(entry).toMatchObject({
      kind: 'manual',
      reason: 'Nueva lista',
      before: { cost_cents: 10_000, list_price_cents: 13_333 },
      after: { list_price_cents: 10_000 },
      batch_id: null,
    });
  });

  it.each([
    ['a typed list price', { ...save, list_price_cents: 1 }],
    ['a margin over 90 %', { ...save, margin_bp: 9100 }],
    ['a zero cost', { ...save, supplier_costs: [{ supplier_id: 'norte', cost_cents: 0 }] }],
    ['no reason', { ...save, reason: '' }],
    ['not JSON', '{'],
  ])('answers 400 in Spanish for %s and writes nothing', async (_label, body) => {
    const { deps, state } = setup();
    const answer = await postPrices(deps, '/save', body, 'staff');
    expect(answer.status).toBe(400);
    expect((answer.body as { error: { message: string } }).error.message).toMatch(/[áéíóúñ]|datos|JSON/);
    expect(state.history.size).toBe(0);
  });

  it('refuses a stale editor, an unlinked supplier and a missing product', async () => {
    const { deps, state } = setup();
    expect((await postPrices(deps, '/save', { ...save, expected_updated_at: 1 }, 'staff')).status).toBe(409);
    expect(
      (
        await postPrices(
          deps,
          '/save',
          { ...save, supplier_costs: [...save.supplier_costs, { supplier_id: 'pacifico', cost_cents: 1 }] },
          'staff',
        )
      ).status,
    ).toBe(422);
    expect((await postPrices(deps, '/save', { ...save, product_id: 'nada' }, 'staff')).status).toBe(404);
    expect(state.history.size).toBe(0);
  });

  it('writes nothing when nothing changed', async () => {
    const { deps, state } = setup();
    const same = { ...save, supplier_costs: [{ supplier_id: 'norte', cost_cents: 10_000 }], margin_bp: 2500 };
    const answer = await postPrices(deps, '/save', same, 'staff');
    expect(answer.body).toMatchObject({ unchanged: true, updated_at: T0.getTime() });
    expect(state.history.size).toBe(0);
  });
});

describe('POST /save of a product without a price', () => {
  function unpricedSetup() {
    const fake = fakePriceStore(
      [
        product('nuevo', 'urrea', []),
        product('vinculado', 'urrea', ['norte']),
        product(
          'lleno',
          'urrea',
          Array.from({ length: 20 }, (_, index) => `prov-${index}`),
        ),
      ],
      [],
      {},
      [
        { id: 'norte', active: true },
        { id: 'bajio', active: true },
        { id: 'cerrado', active: false },
      ],
    );
    clock = new Date('2026-11-20T10:00:00Z');
    return { ...fake, deps: makePricesDeps(fake.store, TOKENS, now) };
  }
  const first = {
    product_id: 'nuevo',
    supplier_id: 'bajio',
    supplier_costs: [{ supplier_id: 'bajio', cost_cents: 7500 }],
    margin_bp: 2500,
    reason: 'Precio inicial',
    expected_updated_at: null,
    link_supplier_ids: ['bajio'],
  };

  it('links the chosen active supplier, creates the price with the computed list price and a history entry with no before', async () => {
    const { deps, state } = unpricedSetup();
    const answer = await postPrices(deps, '/save', first, 'staff');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      product_id: 'nuevo',
      price: { supplier_id: 'bajio', cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      unchanged: false,
    });
    expect(state.products.get('nuevo')?.supplier_ids).toEqual(['bajio']);
    expect(state.catalogueVersion).toBe(1);
    expect(state.prices.get('nuevo')).toMatchObject({
      sku: 'NUEVO',
      list_price_cents: 10_000,
      supplier_costs: [{ supplier_id: 'bajio', cost_cents: 7500 }],
      updated_at: clock,
    });
    expect([...state.history.values()]).toEqual([
      expect.objectContaining({
        product_id: 'nuevo',
        kind: 'manual',
        before: null,
        after: { supplier_id: 'bajio', cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
      }),
    ]);
  });

  it('prices a product from a supplier already linked without linking anything', async () => {
    const { deps, state } = unpricedSetup();
    const answer = await postPrices(
      deps,
      '/save',
      {
        ...first,
        product_id: 'vinculado',
        supplier_id: 'norte',
        supplier_costs: [{ supplier_id: 'norte', cost_cents: 100 }],
        link_supplier_ids: undefined,
      },
      'staff',
    );
    expect(answer.status).toBe(200);
    expect(state.catalogueVersion).toBe(0);
    expect(state.prices.get('vinculado')?.list_price_cents).toBe(133);
  });

  it.each([
    [
      'an unknown supplier',
      {
        link_supplier_ids: ['fantasma'],
        supplier_id: 'fantasma',
        supplier_costs: [{ supplier_id: 'fantasma', cost_cents: 7500 }],
      },
      400,
      'prices/unknown-supplier',
    ],
    [
      'an inactive supplier',
      {
        link_supplier_ids: ['cerrado'],
        supplier_id: 'cerrado',
        supplier_costs: [{ supplier_id: 'cerrado', cost_cents: 7500 }],
      },
      400,
      'prices/supplier-inactive',
    ],
    ['a supplier to link without a cost', { link_supplier_ids: ['bajio', 'norte'] }, 400, 'input/invalid'],
    ['a supplier neither linked nor to link', { link_supplier_ids: [] }, 422, 'prices/supplier-not-linked'],
    ['a price created meanwhile (expected a time)', { expected_updated_at: T0.getTime() }, 409, 'prices/stale'],
    ['a 21st supplier', { product_id: 'lleno' }, 400, 'prices/too-many-suppliers'],
  ])('refuses %s in Spanish and writes nothing', async (_label, patch, status, code) => {
    const { deps, state } = unpricedSetup();
    const answer = await postPrices(deps, '/save', { ...first, ...patch }, 'staff');
    expect(answer.status).toBe(status);
    const error = (answer.body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/[áéíóúñ]|proveedor/);
    expect(state.prices.size).toBe(0);
    expect(state.history.size).toBe(0);
    expect(state.products.get('nuevo')?.supplier_ids).toEqual([]);
    expect(state.catalogueVersion).toBe(0);
  });
});

describe('bulk preview, apply and undo', () => {
  it('previews every change, applies exactly that in commits of at most 400 writes, and undoes it as one step', async () => {
    const { deps, state } = setup(CHANGES_PER_COMMIT + 10);
    const preview = await postPrices(deps, '/bulk-preview', bulk, 'staff');
    expect(preview.status).toBe(200);
    const plan = preview.body as unknown as {
      count: number;
      fingerprint: string;
      scope_name: string;
      changes: {
        product_id: string;
        before: { cost_cents: number };
        after: { cost_cents: number; list_price_cents: number };
      }[];
    };
    expect(plan.count).toBe(CHANGES_PER_COMMIT + 10);
    expect(plan.scope_name).toBe('Urrea');
    expect(plan.changes[0]).toMatchObject({
      product_id: 'p0000',
      before: { cost_cents: 10_000 },
      after: { cost_cents: 10_500, list_price_cents: 14_000 },
    });
    expect(state.history.size).toBe(0);

    clock = new Date('2026-11-20T11:00:00Z');
    const applied = await postPrices(deps, '/bulk-apply', { ...bulk, fingerprint: plan.fingerprint }, 'staff');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ count: plan.count, skipped: [] });
    const { batch_id: batchId } = applied.body as { batch_id: string };
    expect(state.commits).toEqual([CHANGES_PER_COMMIT * 3, 30]);
    expect(state.prices.get('p0000')).toMatchObject({
      cost_cents: 10_500,
      list_price_cents: 14_000,
      supplier_costs: [{ supplier_id: 'norte', cost_cents: 10_500 }],
    });
    expect(state.prices.get('otro')?.cost_cents).toBe(5000);
    expect(state.batches.get(batchId)).toMatchObject({
      state: 'applied',
      count: plan.count,
      done: plan.count,
      change_bp: 500,
      by: { uid: 'staff-1' },
    });
    expect(
      [...state.history.values()].filter((entry) => entry.kind === 'bulk' && entry.batch_id === batchId),
    ).toHaveLength(plan.count);

    // The same preview applies once.
    expect((await postPrices(deps, '/bulk-apply', { ...bulk, fingerprint: plan.fingerprint }, 'staff')).status).toBe(
      409,
    );

    // Someone edits one product after the batch: the undo leaves it alone and says so.
    clock = new Date('2026-11-20T12:00:00Z');
    const edited = await postPrices(
      deps,
      '/save',
      { ...save, product_id: 'p0001', expected_updated_at: new Date('2026-11-20T11:00:00Z').getTime() },
      'staff',
    );
    expect(edited.status).toBe(200);
    clock = new Date('2026-11-20T13:00:00Z');
    const undone = await postPrices(deps, '/undo', { batch_id: batchId }, 'staff');
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({
      batch_id: batchId,
      restored: plan.count - 1,
      skipped: [{ product_id: 'p0001', sku: 'P0001' }],
    });
    expect(state.prices.get('p0000')).toMatchObject({
      cost_cents: 10_000,
      list_price_cents: 13_333,
      supplier_costs: [{ supplier_id: 'norte', cost_cents: 10_000 }],
    });
    expect(state.prices.get('p0001')?.cost_cents).toBe(8000);
    expect(state.batches.get(batchId)).toMatchObject({
      state: 'undone',
      undo_skipped: ['p0001'],
      undone_by: { uid: 'staff-1' },
    });
    const undoEntries = [...state.history.values()].filter((entry) => entry.kind === 'undo');
    expect(undoEntries).toHaveLength(plan.count - 1);
    expect(undoEntries[0]).toMatchObject({
      before: { cost_cents: 10_500 },
      after: { cost_cents: 10_000 },
      batch_id: batchId,
    });
    expect((await postPrices(deps, '/undo', { batch_id: batchId }, 'staff')).status).toBe(409);
  });

  it('a price saved between the plan and its commit is left as saved and reported, never overwritten from the old figures', async () => {
    const { deps, state, store } = setup(3);
    const plan = (await postPrices(deps, '/bulk-preview', bulk, 'staff')).body as {
      fingerprint: string;
      count: number;
    };
    // The manual save lands after the apply read its plan, before the apply's first commit.
    const commitUnchanged = store.commitUnchanged;
    (store as { commitUnchanged: typeof commitUnchanged }).commitUnchanged = async (groups) => {
      clock = new Date('2026-11-20T10:30:00Z');
      const saved = await postPrices(
        deps,
        '/save',
        { ...save, product_id: 'p0001', expected_updated_at: T0.getTime() },
        'staff',
      );
      expect(saved.status).toBe(200);
      clock = new Date('2026-11-20T11:00:00Z');
      return commitUnchanged(groups);
    };
    const applied = await postPrices(deps, '/bulk-apply', { ...bulk, fingerprint: plan.fingerprint }, 'staff');
    expect(applied.body).toMatchObject({ count: plan.count - 1, skipped: [{ product_id: 'p0001', sku: 'P0001' }] });
    expect(state.prices.get('p0001')).toMatchObject({ cost_cents: 8000, margin_bp: save.margin_bp });
    expect(state.prices.get('p0000')?.cost_cents).toBe(10_500);
    const batch = [...state.batches.values()][0];
    expect(batch).toMatchObject({ state: 'applied', count: plan.count - 1 });
    expect(
      [...state.history.values()]
        .filter((entry) => entry.kind === 'bulk')
        .map((entry) => entry.product_id)
        .sort(),
    ).toEqual(['p0000', 'p0002']);
  });

  it('a batch cut off half-way: refused to undo while it may still run, then undoes exactly what it wrote', async () => {
    const { deps, state, store } = setup(CHANGES_PER_COMMIT + 10);
    const plan = (await postPrices(deps, '/bulk-preview', bulk, 'staff')).body as { fingerprint: string };
    const commitUnchanged = store.commitUnchanged;
    let commits = 0;
    (store as { commitUnchanged: typeof commitUnchanged }).commitUnchanged = async (groups) => {
      commits += 1;
      if (commits === 2) throw new Error('deadline exceeded');
      return commitUnchanged(groups);
    };
    const applied = await postPrices(deps, '/bulk-apply', { ...bulk, fingerprint: plan.fingerprint }, 'staff');
    expect(applied.status).toBeGreaterThanOrEqual(500);
    (store as { commitUnchanged: typeof commitUnchanged }).commitUnchanged = commitUnchanged;
    const [batch] = [...state.batches.values()];
    expect(batch).toMatchObject({ state: 'applying', done: CHANGES_PER_COMMIT, count: CHANGES_PER_COMMIT + 10 });
    expect(state.prices.get('p0000')?.cost_cents).toBe(10_500);
    expect(state.prices.get(`p${String(CHANGES_PER_COMMIT).padStart(4, '0')}`)?.cost_cents).toBe(
      10_000 + CHANGES_PER_COMMIT,
    );

    clock = new Date(clock.getTime() + 60_000);
    const early = await postPrices(deps, '/undo', { batch_id: batch!.id }, 'staff');
    expect(early.status).toBe(409);
    expect((early.body as { error: { code: string } }).error.code).toBe('prices/batch-not-undoable');

    clock = new Date(clock.getTime() + PRICE_BATCH_STALLED_AFTER_MS);
    const undone = await postPrices(deps, '/undo', { batch_id: batch!.id }, 'staff');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ restored: CHANGES_PER_COMMIT, skipped: [] });
    expect(state.prices.get('p0000')?.cost_cents).toBe(10_000);
    expect(state.batches.get(batch!.id)).toMatchObject({ state: 'undone' });
  });

  it('refuses to apply what was not previewed (a price changed meanwhile) and writes nothing', async () => {
    const { deps, state } = setup();
    const plan = (await postPrices(deps, '/bulk-preview', bulk, 'staff')).body as { fingerprint: string };
    await postPrices(deps, '/save', save, 'staff');
    const historyBefore = state.history.size;
    const answer = await postPrices(deps, '/bulk-apply', { ...bulk, fingerprint: plan.fingerprint }, 'staff');
    expect(answer.status).toBe(409);
    expect((answer.body as { error: { code: string } }).error.code).toBe('prices/preview-stale');
    expect(state.history.size).toBe(historyBefore);
    expect(state.batches.size).toBe(0);
  });

  it.each([
    ['a change of 0 %', { ...bulk, change_bp: 0 }],
    ['an unknown scope kind', { ...bulk, scope: { kind: 'color', id: 'x' } }],
    ['a change over +100 %', { ...bulk, change_bp: 10_001 }],
  ])('answers 400 for %s', async (_label, body) => {
    const { deps, state } = setup();
    expect((await postPrices(deps, '/bulk-preview', body, 'staff')).status).toBe(400);
    expect((await postPrices(deps, '/bulk-apply', { ...body, fingerprint: '0123456789abcdef' }, 'staff')).status).toBe(
      400,
    );
    expect(state.batches.size).toBe(0);
  });

  it('an unknown brand or one without priced products: 409 to apply, and undo of an unknown batch: 404', async () => {
    const { deps } = setup();
    expect(
      (await postPrices(deps, '/bulk-preview', { ...bulk, scope: { kind: 'brand', id: 'nadie' } }, 'staff')).status,
    ).toBe(409);
    expect(
      (
        await postPrices(
          deps,
          '/bulk-apply',
          { ...bulk, scope: { kind: 'brand', id: 'nadie' }, fingerprint: '0123456789abcdef' },
          'staff',
        )
      ).status,
    ).toBe(409);
    expect((await postPrices(deps, '/undo', { batch_id: 'ajuste-nada' }, 'staff')).status).toBe(404);
  });

  it("by supplier moves only that supplier's cost", async () => {
    const { deps, state } = setup(1);
    state.prices.set('p0000', {
      ...state.prices.get('p0000')!,
      supplier_costs: [
        { supplier_id: 'norte', cost_cents: 10_000 },
        { supplier_id: 'bajio', cost_cents: 9000 },
      ],
    });
    const names = { ...bulk, scope: { kind: 'supplier', id: 'norte' } };
    const plan = (await postPrices(deps, '/bulk-preview', names, 'staff')).body as {
      fingerprint: string;
      count: number;
    };
    expect(plan.count).toBe(2); // p0000 and 'otro', both with a cost from norte
    expect((await postPrices(deps, '/bulk-apply', { ...names, fingerprint: plan.fingerprint }, 'staff')).status).toBe(
      200,
    );
    expect(state.prices.get('p0000')?.supplier_costs).toEqual([
      { supplier_id: 'norte', cost_cents: 10_500 },
      { supplier_id: 'bajio', cost_cents: 9000 },
    ]);
  });
});
