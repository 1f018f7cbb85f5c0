import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { actorsOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

let env: RulesTestEnvironment;
const as = () => actorsOf(env);

const product = (id: string, published: boolean) => ({
  product_id: id,
  sku: id.toUpperCase(),
  description: 'Interruptor termomagnético 1 polo 20 A',
  brand: 'Schneider Electric',
  brand_id: 'schneider-electric',
  category_id: 'interruptores-termomagneticos',
  unit: 'pieza',
  attributes: [],
  supplier_ids: ['s-1'],
  published,
});

beforeAll(async () => {
  env = await createRulesTestEnv('catalogue');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'products/pub-1'), product('pub-1', true));
    await setDoc(doc(db, 'products/hidden-1'), product('hidden-1', false));
    await setDoc(doc(db, 'categories/cables'), { id: 'cables', name: 'Cables', description: '' });
    await setDoc(doc(db, 'brands/3m'), { id: '3m', name: '3M' });
    await setDoc(doc(db, 'suppliers/s-1'), { id: 's-1', name: 'Proveedor', tax_id: 'XAXX010101000' });
  });
});

describe('products', () => {
  it('anyone reads a published product, and lists published products', async () => {
    for (const db of [as().visitor(), as().anonymous(), as().customer()]) {
      await assertSucceeds(getDoc(doc(db, 'products/pub-1')));
      const list = await assertSucceeds(getDocs(query(collection(db, 'products'), where('published', '==', true))));
      expect(list.docs.map((d) => d.id)).toEqual(['pub-1']);
    }
  });

  it('customers cannot read an unpublished product, nor list without the published filter', async () => {
    for (const db of [
      as().visitor(),
      as().anonymous(),
      as().customer(),
      as().unverifiedStaff(),
      as().lookalikeStaff(),
    ]) {
      await assertFails(getDoc(doc(db, 'products/hidden-1')));
      await assertFails(getDocs(collection(db, 'products')));
    }
  });

  it('staff read unpublished products', async () => {
    await assertSucceeds(getDoc(doc(as().staff(), 'products/hidden-1')));
    await assertSucceeds(getDocs(collection(as().staff(), 'products')));
  });

  it('no client writes products, staff included: only the catalogue function does', async () => {
    for (const db of [
      as().visitor(),
      as().anonymous(),
      as().customer(),
      as().unverifiedStaff(),
      as().lookalikeStaff(),
      as().staff(),
    ]) {
      await assertFails(setDoc(doc(db, 'products/new-1'), product('new-1', true)));
      await assertFails(updateDoc(doc(db, 'products/pub-1'), { description: 'Gratis' }));
      await assertFails(deleteDoc(doc(db, 'products/pub-1')));
    }
  });
});

describe('categories and brands', () => {
  it('are public to read and written only by staff', async () => {
    await assertSucceeds(getDocs(collection(as().visitor(), 'categories')));
    await assertSucceeds(getDocs(collection(as().visitor(), 'brands')));
    await assertFails(setDoc(doc(as().customer(), 'categories/x'), { id: 'x', name: 'X', description: '' }));
    await assertFails(setDoc(doc(as().anonymous(), 'brands/x'), { id: 'x', name: 'X' }));
    await assertSucceeds(setDoc(doc(as().staff(), 'brands/x'), { id: 'x', name: 'X' }));
  });
});

// Suppliers: see suppliers.test.ts.

// Stats: see stats.test.ts.
