import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import {
  listPriceCents,
  PRICE_LIST_PAGE_SIZE,
  priceListKeys,
  priceListQueryPlan,
  type AppError,
  type TPriceListFilter,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { closeClients, commitAsAdmin, signedInClient, type TEmulatorClient } from '../emulator-clients';
import {
  countPriceList,
  readPriceListPage,
  subscribePriceListPage,
  type TPriceListCursor,
  type TPriceListPage,
} from './index';

// /precios against the real emulators: a page is a query on `products` by the fields every product
// write stores (priceListKeys), the unpriced first, then by SKU, 25 at a time, each row with its
// price read by id; the counts are count queries; the page follows changes live; a customer is refused.

// The customer's refused read below is expected; the SDK would log it as an error.
setLogLevel('silent');

const RUN = Date.now().toString(36);
/** A brand of this run's own, so the demo catalogue (all priced) stays out of the pages read here. */
const BRAND = `marca-precios-${RUN}`;
const SUPPLIER = `proveedor-precios-${RUN}`;
const ANY: TPriceListFilter = { brand: BRAND, category: '', supplier: '', priced: '', search: '' };

const written = new Set<string>();

/** Writes as the functions do, remembering what to remove afterwards. */
async function commit(writes: readonly { path: string; data: Record<string, unknown> | null }[]): Promise<void> {
  await commitAsAdmin(writes);
  for (const { path, data } of writes) if (data !== null) written.add(path);
}

const productPath = (sku: string) => `${FIRESTORE_PATHS.products}/precios-${RUN}-${sku.toLowerCase()}`;
const pricePath = (sku: string) => `${FIRESTORE_PATHS.productPrices}/precios-${RUN}-${sku.toLowerCase()}`;

function productWrite(sku: string, description: string, priced: boolean, suppliers: string[] = []) {
  const facts = { sku, description, brand_id: BRAND, category_id: 'interruptores' };
  return {
    path: productPath(sku),
    data: {
      ...facts,
      product_id: productPath(sku).split('/')[1],
      unit: 'pieza',
      published: false,
      supplier_ids: suppliers,
      ...priceListKeys(facts, priced),
    },
  };
}

function priceWrite(sku: string, description: string, costCents: number) {
  return {
    path: pricePath(sku),
    data: {
      product_id: pricePath(sku).split('/')[1],
      sku,
      description,
      brand_id: BRAND,
      category_id: 'interruptores',
      supplier_id: SUPPLIER,
      cost_cents: costCents,
      margin_bp: 2500,
      list_price_cents: listPriceCents(costCents, 2500),
      supplier_costs: [{ supplier_id: SUPPLIER, cost_cents: costCents }],
      updated_at: new Date('2026-11-20T10:00:00Z'),
      updated_by: { uid: 'prueba', name: 'Prueba' },
    },
  };
}

/** The first answer of a live page, and the next ones as they come. */
function follow(db: Firestore, filter: TPriceListFilter, cursor: TPriceListCursor | null = null) {
  const answers: TPriceListPage[] = [];
  const waiting: ((page: TPriceListPage) => void)[] = [];
  let failure: AppError | undefined;
  const stop = subscribePriceListPage(
    db,
    priceListQueryPlan(filter),
    cursor,
    (page) => {
      answers.push(page);
      waiting.shift()?.(page);
    },
    (error) => {
      failure = error;
    },
  );
  const next = (): Promise<TPriceListPage> =>
    new Promise((resolve) => {
      const ready = answers.shift();
      if (ready !== undefined) resolve(ready);
      else waiting.push(resolve);
    });
  return { next, stop, failure: () => failure };
}

const PRICED = Array.from({ length: 25 }, (_, index) => `P-${String(index).padStart(2, '0')}`);
const UNPRICED = ['U-C', 'U-A', 'U-B'];

let staff: TEmulatorClient;
let customer: TEmulatorClient;

beforeAll(async () => {
  await commit([
    ...PRICED.flatMap((sku, index) => [
      productWrite(sku, `Interruptor termomagnético ${sku}`, true, index === 7 ? [SUPPLIER] : []),
      priceWrite(sku, `Interruptor termomagnético ${sku}`, 10_000 + index),
    ]),
    ...UNPRICED.map((sku) => productWrite(sku, `Contactor sin precio ${sku}`, false, sku === 'U-B' ? [SUPPLIER] : [])),
  ]);
  staff = await signedInClient('precios-staff', true);
  customer = await signedInClient('precios-cliente', false);
});

afterAll(async () => {
  await commitAsAdmin([...written].map((path) => ({ path, data: null })));
  await closeClients([staff, customer]);
});

describe('the /precios page', () => {
  it('lists the unpriced first, then the priced, each by SKU, 25 a page with their prices; the next page from the cursor', async () => {
    const first = follow(staff.db, ANY);
    const page = await first.next();
    first.stop();
    expect(page.rows).toHaveLength(PRICE_LIST_PAGE_SIZE);
    expect(page.rows.map((row) => row.sku).slice(0, 5)).toEqual(['U-A', 'U-B', 'U-C', 'P-00', 'P-01']);
    expect(page.rows.slice(0, 3).every((row) => row.price === null)).toBe(true);
    expect(page.rows[3]).toMatchObject({
      sku: 'P-00',
      brand_id: BRAND,
      price: { cost_cents: 10_000, margin_bp: 2500 },
    });
    expect(page.next).not.toBeNull();
    // What the page cost: 26 products (one past the page) and the 22 prices of its priced rows.
    expect(page.read).toBe(26 + 22);

    const second = follow(staff.db, ANY, page.next);
    const rest = await second.next();
    second.stop();
    expect(rest.rows.map((row) => row.sku)).toEqual(['P-22', 'P-23', 'P-24']);
    expect(rest.next).toBeNull();
  });

  it('filters by price state, supplier and the words of SKU and description, and counts what the filter keeps', async () => {
    const read = async (filter: TPriceListFilter) =>
      (await readPriceListPage(staff.db, priceListQueryPlan(filter), null, 100)).rows.map((row) => row.sku);
    expect(await read({ ...ANY, priced: 'sin' })).toEqual(['U-A', 'U-B', 'U-C']);
    expect(await read({ ...ANY, priced: 'con' })).toHaveLength(25);
    expect(await read({ ...ANY, supplier: SUPPLIER })).toEqual(['U-B', 'P-07']);
    expect(await read({ ...ANY, search: 'termomag p-07' })).toEqual(['P-07']);
    expect(await read({ ...ANY, search: 'contactor', priced: 'sin' })).toEqual(['U-A', 'U-B', 'U-C']);

    expect(await countPriceList(staff.db, ANY)).toEqual({ all: 28, unpriced: 3 });
    expect(await countPriceList(staff.db, { ...ANY, priced: 'con' })).toEqual({ all: 25, unpriced: 0 });
    expect(await countPriceList(staff.db, { ...ANY, search: 'contactor' })).toEqual({ all: 3, unpriced: 3 });
  });

  it('follows a first price live: the product leaves the unpriced and takes its place among the priced', async () => {
    const live = follow(staff.db, { ...ANY, search: 'ua' });
    expect((await live.next()).rows).toMatchObject([{ sku: 'U-A', price: null }]);
    // As the prices function saves a first price: the price, and the product's list fields.
    await commit([
      priceWrite('U-A', 'Contactor sin precio U-A', 20_000),
      productWrite('U-A', 'Contactor sin precio U-A', true),
    ]);
    let page = await live.next();
    while (page.rows[0]?.price === null) page = await live.next();
    live.stop();
    expect(page.rows).toMatchObject([{ sku: 'U-A', price: { cost_cents: 20_000 } }]);
    expect(await countPriceList(staff.db, ANY)).toEqual({ all: 28, unpriced: 2 });
  });

  it('refuses a customer', async () => {
    const refused = follow(customer.db, ANY);
    await expect.poll(() => refused.failure()?.code, { timeout: 15_000 }).toBe('prices/read-failed');
    refused.stop();
  });
});
