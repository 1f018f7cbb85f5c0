import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { discountApprovalHistoryEntry, historyActor, priceFigures } from '@voltia/domain';
import { actorsOf, everyone, nonStaff } from './actors';
import { quoteDeskDoc } from './desk-factory';
import { submittedQuoteDoc } from './quote-factory';
import { createRulesTestEnv } from './rules-test-env';

// Issue 12 §3, the desk's side of price lists: staff read costs and list prices on the desk; the
// discount approval lives on the staff-only desk and in the staff-only history. No customer reads
// any of it, and no client (staff included) writes it: the quotes and prices functions do.

let env: RulesTestEnvironment;
const as = () => actorsOf(env);
const OWNER = 'customer-1';
const PRICE = `product-prices/p-1`;
const APPROVAL = {
  by: { uid: 'staff-2', name: 'Ricardo Salinas' },
  discounts: [{ product_id: 'p-1', sku: 'SKU-p-1', discount_bp: 2000 }],
};
const ENTRY = `quote-detail/q-1/history/${Date.now()}-000`;

function priceDoc() {
  return {
    ...priceFigures('sup-1', 7_500, 2500),
    product_id: 'p-1',
    supplier_costs: [{ supplier_id: 'sup-1', cost_cents: 7_500 }],
    updated_at: new Date(),
    updated_by: { uid: 'seed', name: 'Semilla' },
  };
}

beforeAll(async () => {
  env = await createRulesTestEnv('desk-pricing');
});
afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, PRICE), priceDoc());
    await setDoc(doc(db, 'quote-detail/q-1'), submittedQuoteDoc(OWNER));
    await setDoc(doc(db, 'quote-desk/q-1'), { ...quoteDeskDoc(), discount_approval: APPROVAL });
    await setDoc(
      doc(db, ENTRY),
      discountApprovalHistoryEntry(
        historyActor('staff-2', 'staff', 'Ricardo Salinas'),
        'approved',
        APPROVAL,
        new Date(),
      ),
    );
  });
});

describe('product-prices on the desk', () => {
  it("staff read a price by id and the desk lines' prices with an `in` query", async () => {
    const db = as().staff();
    expect((await assertSucceeds(getDoc(doc(db, PRICE)))).get('cost_cents')).toBe(7_500);
    const snapshot = await assertSucceeds(
      getDocs(query(collection(db, 'product-prices'), where(documentId(), 'in', ['p-1', 'p-2']))),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(['p-1']);
  });

  it.each(nonStaff(OWNER))('%s cannot read a cost or list price, by id or by query', async (_name, actor) => {
    const db = actor(env);
    await assertFails(getDoc(doc(db, PRICE)));
    await assertFails(getDocs(query(collection(db, 'product-prices'), where(documentId(), 'in', ['p-1']))));
  });

  it.each(everyone(OWNER))('%s cannot write a price', async (_name, actor) => {
    const db = actor(env);
    await assertFails(setDoc(doc(db, 'product-prices/p-2'), priceDoc()));
    await assertFails(updateDoc(doc(db, PRICE), { cost_cents: 1 }));
    await assertFails(deleteDoc(doc(db, PRICE)));
  });
});

describe('the discount approval', () => {
  it('staff read it on the desk and in the history', async () => {
    const db = as().staff();
    expect((await assertSucceeds(getDoc(doc(db, 'quote-desk/q-1')))).get('discount_approval')).toEqual(APPROVAL);
    await assertSucceeds(getDoc(doc(db, ENTRY)));
  });

  it('the owner reads neither the approval on the desk nor its history entry', async () => {
    const db = as().customer(OWNER);
    await assertFails(getDoc(doc(db, 'quote-desk/q-1')));
    await assertFails(getDoc(doc(db, ENTRY)));
  });

  it.each(everyone(OWNER))('%s cannot forge an approval on the desk or in the history', async (_name, actor) => {
    const db = actor(env);
    await assertFails(
      updateDoc(doc(db, 'quote-desk/q-1'), { discount_approval: { ...APPROVAL, by: { uid: 'x', name: 'X' } } }),
    );
    await assertFails(
      setDoc(
        doc(db, `quote-detail/q-1/history/${Date.now()}-001`),
        discountApprovalHistoryEntry(historyActor('x', 'staff', 'X'), 'approved', APPROVAL, new Date()),
      ),
    );
  });
});
