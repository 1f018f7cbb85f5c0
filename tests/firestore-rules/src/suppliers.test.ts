import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { OUTSIDERS, actorsOf, type TActorOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

// Suppliers: staff read them on /proveedores; every write goes through the suppliers
// function (Admin SDK, staff gate on the ID token), so no client may write, staff included.
let env: RulesTestEnvironment;
const as = () => actorsOf(env);

const supplier = {
  id: 's-1',
  name: 'Proveedor',
  tax_id: 'PRO010101AB1',
  active: true,
  brand_ids: [],
  category_ids: [],
};

beforeAll(async () => {
  env = await createRulesTestEnv('suppliers');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'suppliers/s-1'), supplier);
  });
});

const NOT_STAFF: readonly (readonly [string, TActorOf])[] = [
  ['a customer', (e) => actorsOf(e).customer()],
  ...OUTSIDERS,
];

describe('suppliers', () => {
  it('verified staff read one supplier and the list', async () => {
    await assertSucceeds(getDoc(doc(as().staff(), 'suppliers/s-1')));
    await assertSucceeds(getDocs(collection(as().staff(), 'suppliers')));
  });

  for (const [who, actor] of NOT_STAFF) {
    it(`attack: ${who} cannot read, list, create, change or delete a supplier`, async () => {
      const db = actor(env);
      await assertFails(getDoc(doc(db, 'suppliers/s-1')));
      await assertFails(getDocs(collection(db, 'suppliers')));
      await assertFails(setDoc(doc(db, 'suppliers/s-2'), { ...supplier, id: 's-2' }));
      await assertFails(updateDoc(doc(db, 'suppliers/s-1'), { active: false }));
      await assertFails(deleteDoc(doc(db, 'suppliers/s-1')));
    });
  }

  it('attack: staff cannot write directly (create, edit, deactivate, delete): only the suppliers function does', async () => {
    const db = as().staff();
    await assertFails(setDoc(doc(db, 'suppliers/s-2'), { ...supplier, id: 's-2', name: 'Nuevo' }));
    await assertFails(setDoc(doc(db, 'suppliers/s-1'), { ...supplier, tax_id: 'XAXX010101000' }));
    await assertFails(updateDoc(doc(db, 'suppliers/s-1'), { active: false }));
    await assertFails(deleteDoc(doc(db, 'suppliers/s-1')));
  });
});
