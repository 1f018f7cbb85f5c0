import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { actorsOf, everyone, OUTSIDERS, type TActorOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

// Issue 12 §3-4: costs, margins, supplier costs and the price history are staff-only reading; no
// client writes them (the prices function does, with the Admin SDK), so history is append-only.

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

beforeAll(async () => {
  env = await createRulesTestEnv('prices');
});
afterAll(async () => {
  await env.cleanup();
});

const figures = { supplier_id: 'norte', cost_cents: 7500, margin_bp: 2500, list_price_cents: 10_000 };
const priceDoc = {
  product_id: 'p-1',
  sku: 'QO120',
  description: 'Interruptor',
  brand_id: 'square-d',
  category_id: 'interruptores-termomagneticos',
  ...figures,
  supplier_costs: [{ supplier_id: 'norte', cost_cents: 7500 }],
  updated_at: new Date('2026-11-01T10:00:00Z'),
  updated_by: { uid: 'staff-1', name: 'Mariana' },
};
const historyEntry = {
  product_id: 'p-1',
  at: new Date('2026-11-01T10:00:00Z'),
  by: { uid: 'staff-1', name: 'Mariana' },
  kind: 'manual',
  reason: 'Alta',
  before: null,
  after: figures,
  batch_id: null,
};
const batchDoc = {
  id: 'ajuste-1',
  scope: { kind: 'brand', id: 'square-d' },
  scope_name: 'Square D',
  change_bp: 500,
  reason: 'Aumento',
  state: 'applied',
  count: 1,
  done: 1,
};
const itemDoc = {
  product_id: 'p-1',
  before: figures,
  after: { ...figures, cost_cents: 7875, list_price_cents: 10_500 },
};

const PATHS = [
  'product-prices/p-1',
  'price-history/h-1',
  'price-batches/ajuste-1',
  'price-batches/ajuste-1/items/p-1',
] as const;

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'product-prices/p-1'), priceDoc);
    await setDoc(doc(db, 'price-history/h-1'), historyEntry);
    await setDoc(doc(db, 'price-batches/ajuste-1'), batchDoc);
    await setDoc(doc(db, 'price-batches/ajuste-1/items/p-1'), itemDoc);
    await setDoc(doc(db, 'products/p-1'), { product_id: 'p-1', sku: 'QO120', published: true });
  });
});

const CUSTOMERS: readonly (readonly [string, TActorOf])[] = [
  ['a verified customer', (e) => actorsOf(e).customer('customer-1')],
  ...OUTSIDERS,
];

describe('staff read prices, history and batches', () => {
  it('by id and by listing, the history by product', async () => {
    const db = as().staff();
    for (const path of PATHS) await assertSucceeds(getDoc(doc(db, path)));
    expect((await assertSucceeds(getDocs(collection(db, 'product-prices')))).size).toBe(1);
    expect(
      (await assertSucceeds(getDocs(query(collection(db, 'price-history'), where('product_id', '==', 'p-1'))))).size,
    ).toBe(1);
    expect((await assertSucceeds(getDocs(collection(db, 'price-batches/ajuste-1/items')))).size).toBe(1);
  });
});

describe.each(CUSTOMERS)('%s cannot read a cost, a margin or the history', (_name, actor) => {
  it('not by id, not by listing, not by a query', async () => {
    const db = actor(env);
    for (const path of PATHS) await assertFails(getDoc(doc(db, path)));
    await assertFails(getDocs(collection(db, 'product-prices')));
    await assertFails(getDocs(query(collection(db, 'product-prices'), where('brand_id', '==', 'square-d'))));
    await assertFails(getDocs(query(collection(db, 'price-history'), where('product_id', '==', 'p-1'))));
    await assertFails(getDocs(collection(db, 'price-batches')));
  });

  it('still reads the published product (no cost on it)', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(actor(env), 'products/p-1')));
    expect(snapshot.get('cost_cents')).toBeUndefined();
  });
});

describe.each(everyone('customer-1'))('%s writes no price and never rewrites history', (_name, actor) => {
  it('cannot create, change or delete a price', async () => {
    const db = actor(env);
    await assertFails(setDoc(doc(db, 'product-prices/p-2'), { ...priceDoc, product_id: 'p-2' }));
    await assertFails(updateDoc(doc(db, 'product-prices/p-1'), { list_price_cents: 1 }));
    await assertFails(setDoc(doc(db, 'product-prices/p-1'), { ...priceDoc, margin_bp: 0 }));
    await assertFails(deleteDoc(doc(db, 'product-prices/p-1')));
  });

  it('cannot add to, rewrite or delete the price history', async () => {
    const db = actor(env);
    await assertFails(addDoc(collection(db, 'price-history'), historyEntry));
    await assertFails(setDoc(doc(db, 'price-history/h-2'), historyEntry));
    await assertFails(updateDoc(doc(db, 'price-history/h-1'), { reason: 'Otra cosa' }));
    await assertFails(
      setDoc(doc(db, 'price-history/h-1'), { ...historyEntry, after: { ...figures, list_price_cents: 1 } }),
    );
    await assertFails(deleteDoc(doc(db, 'price-history/h-1')));
  });

  it('cannot create, mark undone or change the items of a batch', async () => {
    const db = actor(env);
    await assertFails(setDoc(doc(db, 'price-batches/ajuste-2'), batchDoc));
    await assertFails(updateDoc(doc(db, 'price-batches/ajuste-1'), { state: 'undone' }));
    await assertFails(setDoc(doc(db, 'price-batches/ajuste-1/items/p-1'), { ...itemDoc, before: figures }));
    await assertFails(deleteDoc(doc(db, 'price-batches/ajuste-1')));
  });
});
