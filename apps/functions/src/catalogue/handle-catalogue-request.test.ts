import { catalogueCsvRecordOf, productInputOf, type TCatalogueProduct, type TProductInput } from '@voltia/domain';
import { makeProduct } from '@voltia/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import { fakeCatalogueStore } from '../testing/fake-catalogue-store';
import { handleCatalogueRequest, type TCatalogueDeps } from './handle-catalogue-request';
import { importChunks, type TParsedImportRow } from './catalogue-changes';
import { catalogueIndexCache } from './staff-catalogue-index';

const STOREFRONT = 'http://localhost:3000';
const NOW = new Date('2026-11-23T12:00:00.000Z');
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

const stored = (overrides: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  ...makeProduct({
    product_id: 'schneider-qo120',
    sku: 'QO120',
    brand: 'Schneider Electric',
    brand_id: 'schneider',
    category_id: 'proteccion',
    supplier_ids: ['dicsa'],
  }),
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

type TLog = THandlerLogger['info'];
let fake: ReturnType<typeof fakeCatalogueStore>;
let deps: TCatalogueDeps;

beforeEach(() => {
  fake = fakeCatalogueStore([
    stored(),
    stored({
      product_id: 'abb-s201',
      sku: 'S201-C16',
      brand: 'ABB',
      brand_id: 'abb',
      description: 'Interruptor automático ABB',
      published: false,
    }),
  ]);
  const cache = catalogueIndexCache(fake.store);
  deps = {
    allowedOrigins: [STOREFRONT],
    now: () => NOW,
    verifyIdToken: vi.fn(async (token: string) => {
      const caller = { staff: STAFF, customer: CUSTOMER, unverified: UNVERIFIED_STAFF }[token];
      if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return caller;
    }),
    store: fake.store,
    index: () => cache.current(),
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  };
});

async function post(path: string, body: unknown, token: string | null = 'staff') {
  const answer = await handleCatalogueRequest(
    {
      method: 'POST',
      path,
      origin: STOREFRONT,
      contentType: 'application/json',
      authorization: token === null ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(JSON.stringify(body)),
    },
    deps,
  );
  return answer as {
    status: number;
    body: Record<string, unknown> & { error?: { code: string; message: string; fields?: string[] } };
  };
}

const newInput = (overrides: Partial<TProductInput> = {}): TProductInput => ({
  sku: 'QO230',
  description: 'Interruptor termomagnético 2 polos 30 A',
  brand_id: 'schneider',
  category_id: 'proteccion',
  unit: 'pieza',
  attributes: [{ name: 'Polos', value: '2' }],
  supplier_ids: ['electro-norte'],
  images: [],
  published: true,
  ...overrides,
});

describe('the staff gate', () => {
  it('refuses a missing token (401), a customer and an unverified company email (403), writing nothing', async () => {
    expect((await post('/save', { product: newInput() }, null)).status).toBe(401);
    for (const token of ['customer', 'unverified']) {
      const answer = await post('/save', { product: newInput() }, token);
      expect(answer.status).toBe(403);
      expect(answer.body.error?.message).toBe('Solo el personal de la empresa puede hacer este cambio.');
    }
    expect(fake.state.writes).toBe(0);
  });
});

describe('POST /search', () => {
  it('finds published and unpublished products, accent- and typo-tolerant, with filters and paging', async () => {
    const all = await post('/search', {});
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, page_size: 25 });
    const typo = await post('/search', { q: 'interuptor automatico' });
    expect((typo.body.items as TCatalogueProduct[])[0]?.product_id).toBe('abb-s201');
    const hidden = await post('/search', { published: false });
    expect((hidden.body.items as TCatalogueProduct[]).map((product) => product.product_id)).toEqual(['abb-s201']);
    const bySupplier = await post('/search', { supplier_id: 'dicsa', sort: 'sku-asc', page_size: 1, page: 2 });
    expect(bySupplier.body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect((bySupplier.body.items as TCatalogueProduct[])[0]?.sku).toBe('S201-C16');
  });

  it('refuses a page size over 1000 with a Spanish 400', async () => {
    const answer = await post('/search', { page_size: 5000 });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual(['page_size']);
  });

  it('sees a save at once (the version changed)', async () => {
    await post('/search', {});
    await post('/save', { product: newInput() });
    expect((await post('/search', { q: 'QO230' })).body.total).toBe(1);
  });
});

describe('POST /save', () => {
  it('creates a product with the domain’s id, its SKU key and a version bump', async () => {
    const answer = await post('/save', { product: newInput() });
    expect(answer.status).toBe(200);
    expect(answer.body.product).toMatchObject({
      product_id: 'schneider-qo230',
      brand: 'Schneider Electric',
      updated_at: NOW.toISOString(),
    });
    expect(fake.skus.get('QO230')).toBe('schneider-qo230');
    expect(fake.state.version).toBe(2);
  });

  it('refuses a duplicate SKU (any case or spacing) naming the product that has it', async () => {
    const answer = await post('/save', { product: newInput({ sku: ' qo120 ' }) });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.message).toBe(
      'Ya existe otro producto con ese SKU: «QO120 — Interruptor termomagnético 2x20A (schneider-qo120)». Cambia el SKU o edita ese producto.',
    );
    expect(fake.state.writes).toBe(0);
  });

  it('refuses a stale edit and an unknown brand, category or supplier', async () => {
    const edit = { ...productInputOf(stored()), description: 'Nuevo texto' };
    const stale = await post('/save', { product: edit, expected_updated_at: '2026-10-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('catalogue/stale-product');
    expect((await post('/save', { product: newInput({ brand_id: 'siemens' }) })).body.error?.message).toBe(
      'La marca «siemens» no existe en el catálogo.',
    );
    expect((await post('/save', { product: newInput({ category_id: 'nada' }) })).status).toBe(400);
    expect((await post('/save', { product: newInput({ supplier_ids: ['fantasma'] }) })).body.error?.message).toBe(
      'El proveedor «fantasma» no existe.',
    );
    expect(fake.state.writes).toBe(0);
  });

  it('refuses a supplier deleted after the references were read: the transaction reads the linked suppliers itself', async () => {
    fake.state.deletedSuppliers.add('dicsa');
    const answer = await post('/save', { product: newInput({ supplier_ids: ['electro-norte', 'dicsa'] }) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'catalogue/unknown-supplier',
      message: 'El proveedor «dicsa» no existe.',
    });
    expect(fake.state.writes).toBe(0);
  });

  it('edits with the right expected_updated_at; unpublishing writes the retired page, republishing removes it', async () => {
    const edit = { ...productInputOf(stored()), published: false };
    const answer = await post('/save', { product: edit, expected_updated_at: '2026-11-01T00:00:00.000Z' });
    expect(answer.status).toBe(200);
    expect(fake.retired.get('schneider-qo120')).toEqual({
      sku: 'QO120',
      description: 'Interruptor termomagnético 2x20A',
      brand: 'Schneider Electric',
    });
    await post('/save', { product: { ...edit, published: true } });
    expect(fake.retired.has('schneider-qo120')).toBe(false);
  });

  it('moves the SKU key when the SKU changes, and saves nothing when nothing changed', async () => {
    await post('/save', { product: { ...productInputOf(stored()), sku: 'QO120-N' } });
    expect(fake.skus.has('QO120')).toBe(false);
    expect(fake.skus.get('QO120-N')).toBe('schneider-qo120');
    const writes = fake.state.writes;
    expect((await post('/save', { product: { ...productInputOf(stored()), sku: 'QO120-N' } })).status).toBe(200);
    expect(fake.state.writes).toBe(writes);
  });

  it('stores the product’s own SAT keys, trimmed, and drops a key emptied again (the default applies)', async () => {
    const created = await post('/save', {
      product: { ...newInput(), sat_clave_prod_serv: ' 39121601 ', sat_clave_unidad: 'H87' },
    });
    expect(created.status).toBe(200);
    expect(fake.products.get('schneider-qo230')).toMatchObject({
      sat_clave_prod_serv: '39121601',
      sat_clave_unidad: 'H87',
    });
    expect(created.body.product).toMatchObject({ sat_clave_prod_serv: '39121601', sat_clave_unidad: 'H87' });
    const writes = fake.state.writes;
    const cleared = await post('/save', {
      product: { ...newInput(), product_id: 'schneider-qo230', sat_clave_prod_serv: '39121601', sat_clave_unidad: '' },
    });
    expect(cleared.status).toBe(200);
    expect(fake.state.writes).toBeGreaterThan(writes);
    const stored = fake.products.get('schneider-qo230');
    expect(stored?.sat_clave_prod_serv).toBe('39121601');
    expect(stored !== undefined && 'sat_clave_unidad' in stored).toBe(false);
  });

  it.each([
    ['sat_clave_prod_serv', '3912160'],
    ['sat_clave_prod_serv', 39121601],
    ['sat_clave_unidad', 'PIEZA'],
  ])('refuses a bad %s (%j) with a Spanish 400 naming it, writing nothing', async (field, value) => {
    const answer = await post('/save', { product: { ...newInput(), [field]: value } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'input/invalid',
          message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
          fields: [`product.${field}`],
        },
      },
    });
    expect(fake.state.writes).toBe(0);
  });

  it('refuses a bad body with a Spanish 400 naming the fields, and an unknown product with 404', async () => {
    const answer = await post('/save', { product: { ...newInput(), sku: '', brand: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/[áéíóúñ¿]|no es válid|datos/i);
    expect((await post('/save', { product: newInput({ product_id: 'no-existe' }) })).status).toBe(404);
    expect(fake.state.writes).toBe(0);
  });
});

describe('POST /import', () => {
  const rows = () => [
    catalogueCsvRecordOf(newInput()),
    { ...catalogueCsvRecordOf(productInputOf(stored())), descripcion: 'Interruptor QO 1P 20 A' },
    catalogueCsvRecordOf(
      productInputOf(
        stored({
          product_id: 'abb-s201',
          sku: 'S201-C16',
          brand_id: 'abb',
          brand: 'ABB',
          description: 'Interruptor automático ABB',
          published: false,
        }),
      ),
    ),
    { ...catalogueCsvRecordOf(newInput({ sku: 'X1' })), unidad: 'galón', marca: 'siemens' },
    catalogueCsvRecordOf(newInput({ sku: 'qo230 ' })),
  ];

  it('upserts by SKU, reports every row, and a second import changes nothing', async () => {
    const first = await post('/import', { rows: rows(), first_row_number: 2, dry_run: false });
    expect(first.status).toBe(200);
    expect(first.body.summary).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 2 });
    const results = first.body.results as {
      row: number;
      outcome: string;
      errors?: { column: string; message: string }[];
    }[];
    expect(results.map((result) => [result.row, result.outcome])).toEqual([
      [2, 'created'],
      [3, 'updated'],
      [4, 'unchanged'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(results[3]?.errors?.map((error) => error.column)).toEqual(['unidad']);
    expect(results[4]?.errors?.[0]?.message).toBe('El SKU «qo230» ya aparece en la fila 2 de este archivo.');
    const version = fake.state.version;
    const writes = fake.state.writes;
    const again = await post('/import', { rows: rows().slice(0, 3), first_row_number: 2, dry_run: false });
    expect(again.body.summary).toEqual({ created: 0, updated: 0, unchanged: 3, refused: 0 });
    expect([fake.state.version, fake.state.writes]).toEqual([version, writes]);
  });

  it('a dry run gives the same outcomes and writes nothing', async () => {
    const dry = await post('/import', { rows: rows(), first_row_number: 2, dry_run: true });
    expect(dry.body.summary).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 2 });
    expect([fake.state.version, fake.state.writes]).toEqual([1, 0]);
  });

  it('names an unknown brand on its column', async () => {
    const answer = await post('/import', {
      rows: [catalogueCsvRecordOf(newInput({ brand_id: 'siemens' }))],
      first_row_number: 9,
      dry_run: true,
    });
    expect(answer.body.results).toEqual([
      {
        row: 9,
        outcome: 'refused',
        errors: [{ row: 9, column: 'marca', message: 'La marca «siemens» no existe en el catálogo.' }],
      },
    ]);
  });

  it('refuses, on its column, a row naming a supplier deleted while the import ran', async () => {
    fake.state.deletedSuppliers.add('dicsa');
    const answer = await post('/import', {
      rows: [
        catalogueCsvRecordOf(newInput({ supplier_ids: ['dicsa'] })),
        catalogueCsvRecordOf(newInput({ sku: 'QO240' })),
      ],
      first_row_number: 2,
      dry_run: false,
    });
    expect(answer.body.results).toEqual([
      {
        row: 2,
        outcome: 'refused',
        errors: [{ row: 2, column: 'proveedores', message: 'El proveedor «dicsa» no existe.' }],
      },
      expect.objectContaining({ row: 3, outcome: 'created' }),
    ]);
    expect(fake.state.writes).toBe(1);
  });

  it('creates the price of a row with cost, margin and supplier, with an import history entry, and changes it only when its figures change', async () => {
    const priced = {
      ...catalogueCsvRecordOf(newInput({ supplier_ids: ['electro-norte', 'dicsa'] })),
      costo: '75.00',
      margen: '25',
      proveedor_costo: 'dicsa',
    };
    const first = await post('/import', { rows: [priced], first_row_number: 2, dry_run: false });
    expect(first.body.results).toEqual([
      { row: 2, outcome: 'created', product_id: expect.any(String), price: 'created' },
    ]);
    const id = (first.body.results as { product_id: string }[])[0]!.product_id;
    expect(fake.prices.get(id)).toMatchObject({
      product_id: id,
      sku: 'QO230',
      brand_id: 'schneider',
      supplier_id: 'dicsa',
      cost_cents: 7500,
      margin_bp: 2500,
      list_price_cents: 10_000,
      supplier_costs: [{ supplier_id: 'dicsa', cost_cents: 7500 }],
      updated_at: NOW,
      updated_by: { uid: 'staff-1', name: 'Ana' },
    });
    expect([...fake.history.values()]).toEqual([
      expect.objectContaining({
        product_id: id,
        kind: 'import',
        before: null,
        after: { supplier_id: 'dicsa', cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 },
        batch_id: null,
      }),
    ]);

    const again = await post('/import', { rows: [priced], first_row_number: 2, dry_run: false });
    expect(again.body.results).toEqual([{ row: 2, outcome: 'unchanged', product_id: id }]);
    expect(fake.history.size).toBe(1);

    // Only the margin changes: the product is as it was, its price is updated (the supplier defaults to the first).
    const cheaper = await post('/import', {
      rows: [{ ...priced, margen: '20', proveedor_costo: '' }],
      first_row_number: 2,
      dry_run: false,
    });
    expect(cheaper.body.results).toEqual([{ row: 2, outcome: 'updated', product_id: id, price: 'updated' }]);
    expect(fake.prices.get(id)).toMatchObject({
      supplier_id: 'electro-norte',
      cost_cents: 7500,
      margin_bp: 2000,
      list_price_cents: 9375,
      supplier_costs: [
        { supplier_id: 'electro-norte', cost_cents: 7500 },
        { supplier_id: 'dicsa', cost_cents: 7500 },
      ],
    });
    expect([...fake.history.values()][1]).toMatchObject({
      before: { supplier_id: 'dicsa', margin_bp: 2500 },
      after: { supplier_id: 'electro-norte', margin_bp: 2000, list_price_cents: 9375 },
    });
  });

  it('a dry run with prices reports them and writes nothing', async () => {
    const priced = { ...catalogueCsvRecordOf(newInput()), costo: '1,250.50', margen: '30' };
    const dry = await post('/import', { rows: [priced], first_row_number: 2, dry_run: true });
    expect(dry.body.results).toEqual([expect.objectContaining({ outcome: 'created', price: 'created' })]);
    expect([fake.prices.size, fake.history.size, fake.state.writes]).toEqual([0, 0, 0]);
  });

  it.each([
    ['a cost that is not money', { costo: 'barato', margen: '25' }, 'costo', /^El costo debe ser un importe en pesos/],
    ['a zero cost', { costo: '0', margen: '25' }, 'costo', /^El costo debe ser un importe en pesos/],
    ['a margin over 90 %', { costo: '75', margen: '95' }, 'margen', /^El margen debe ser un porcentaje de 0 a 90/],
    ['a cost without a margin', { costo: '75' }, 'margen', /^Escribe el margen/],
    [
      "a supplier not among the product's",
      { costo: '75', margen: '25', proveedor_costo: 'dicsa' },
      'proveedor_costo',
      /debe estar también en la columna proveedores/,
    ],
  ])('refuses %s on its column, in Spanish, writing nothing', async (_label, cells, column, message) => {
    const answer = await post('/import', {
      rows: [{ ...catalogueCsvRecordOf(newInput()), ...cells }],
      first_row_number: 4,
      dry_run: false,
    });
    expect(answer.status).toBe(200);
    const [result] = answer.body.results as {
      outcome: string;
      errors: { row: number; column: string; message: string }[];
    }[];
    expect(result?.outcome).toBe('refused');
    expect(result?.errors).toEqual([{ row: 4, column, message: expect.stringMatching(message) }]);
    expect([fake.prices.size, fake.state.writes]).toEqual([0, 0]);
  });

  it('imports the SAT key columns; a file without them leaves a product’s keys as they are', async () => {
    const keyed = { ...catalogueCsvRecordOf(newInput()), clave_prod_serv: '39121601', clave_unidad: 'H87' };
    const first = await post('/import', { rows: [keyed], first_row_number: 2, dry_run: false });
    expect(first.body.results).toEqual([{ row: 2, outcome: 'created', product_id: 'schneider-qo230' }]);
    expect(fake.products.get('schneider-qo230')).toMatchObject({
      sat_clave_prod_serv: '39121601',
      sat_clave_unidad: 'H87',
    });

    // An older file: no SAT columns. The description changes, the keys stay.
    const { clave_prod_serv: _p, clave_unidad: _u, ...old } = { ...keyed, descripcion: 'Interruptor QO 2P 30 A' };
    const kept = await post('/import', { rows: [old], first_row_number: 2, dry_run: false });
    expect(kept.body.results).toEqual([{ row: 2, outcome: 'updated', product_id: 'schneider-qo230' }]);
    expect(fake.products.get('schneider-qo230')).toMatchObject({
      description: 'Interruptor QO 2P 30 A',
      sat_clave_prod_serv: '39121601',
      sat_clave_unidad: 'H87',
    });
    const unchanged = await post('/import', { rows: [old], first_row_number: 2, dry_run: false });
    expect(unchanged.body.results).toEqual([{ row: 2, outcome: 'unchanged', product_id: 'schneider-qo230' }]);

    // The columns present and empty: the product goes back to the defaults.
    const emptied = await post('/import', {
      rows: [{ ...old, clave_prod_serv: '', clave_unidad: '' }],
      first_row_number: 2,
      dry_run: false,
    });
    expect(emptied.body.results).toEqual([{ row: 2, outcome: 'updated', product_id: 'schneider-qo230' }]);
    const stored = fake.products.get('schneider-qo230');
    expect(stored !== undefined && ('sat_clave_prod_serv' in stored || 'sat_clave_unidad' in stored)).toBe(false);
  });

  it('refuses a bad SAT key on its row and column, in Spanish, writing nothing', async () => {
    const answer = await post('/import', {
      rows: [{ ...catalogueCsvRecordOf(newInput()), clave_prod_serv: '391216', clave_unidad: 'H87' }],
      first_row_number: 7,
      dry_run: false,
    });
    expect(answer.body.results).toEqual([
      {
        row: 7,
        outcome: 'refused',
        errors: [
          {
            row: 7,
            column: 'clave_prod_serv',
            message: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.',
          },
        ],
      },
    ]);
    expect(fake.state.writes).toBe(0);
  });

  it('refuses more than 500 rows with a 400', async () => {
    const answer = await post('/import', {
      rows: Array.from({ length: 501 }, () => catalogueCsvRecordOf(newInput())),
      first_row_number: 2,
      dry_run: true,
    });
    expect(answer.status).toBe(400);
  });
});

describe('importChunks', () => {
  const row = (index: number, priced: boolean, suppliers: string[] = ['dicsa']): TParsedImportRow => ({
    row: index + 2,
    ok: true,
    product: { ...newInput({ sku: `S${index}`, supplier_ids: suppliers }) },
    ...(priced ? { price: { supplier_id: suppliers[0]!, cost_cents: 100, margin_bp: 2500 } } : {}),
  });

  it('keeps every transaction under 450 writes, counting 5 for a row with a price and 1 per supplier it links', () => {
    const plain = Array.from({ length: 400 }, (_, index) => row(index, false));
    expect(importChunks(plain, 150).map((chunk) => chunk.length)).toEqual([149, 149, 102]);
    const priced = Array.from({ length: 400 }, (_, index) => row(index, true));
    expect(importChunks(priced, 150).map((chunk) => chunk.length)).toEqual([89, 89, 89, 89, 44]);
    const linking = Array.from({ length: 100 }, (_, index) => row(index, true, [`prov-${index}`]));
    expect(importChunks(linking, 150).map((chunk) => chunk.length)).toEqual([74, 26]);
    expect(importChunks([], 150)).toEqual([]);
  });
});
