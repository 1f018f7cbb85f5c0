import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc, deleteDoc, collection, getDocs } from 'firebase/firestore';
import { createRulesTestEnv } from './rules-test-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesTestEnv('default-deny');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'products/p-1'), { sku: 'QO120', description: 'Interruptor termomagnético' });
    await setDoc(doc(db, 'quote-detail/q-1'), { owner: 'alice', isAnonymous: true });
    await setDoc(doc(db, 'quote-detail/q-1/cart/p-1'), { product_id: 'p-1', quantity: 1 });
    await setDoc(doc(db, 'profile-user/alice'), { user_id: 'alice', email: 'alice@example.com' });
  });
});

const paths = ['products/p-1', 'quote-detail/q-1', 'quote-detail/q-1/cart/p-1', 'profile-user/alice', 'anything/else'];

// Who tries: nobody signed in, an anonymous visitor, the owner herself, and a verified
// company-domain account. Until a later rule opens a path, all of them are refused.
const actors = [
  { name: 'unauthenticated visitor', ctx: () => env.unauthenticatedContext() },
  { name: 'anonymous user', ctx: () => env.authenticatedContext('anon-1', { firebase: { sign_in_provider: 'anonymous' } }) },
  { name: 'the document owner', ctx: () => env.authenticatedContext('alice', { email: 'alice@example.com', email_verified: true }) },
  { name: 'verified staff', ctx: () => env.authenticatedContext('staff-1', { email: 'ventas@voltia.example', email_verified: true }) },
];

describe('firestore.rules denies by default', () => {
  for (const actor of actors) {
    describe(actor.name, () => {
      for (const path of paths) {
        it(`cannot read ${path}`, async () => {
          await assertFails(getDoc(doc(actor.ctx().firestore(), path)));
        });
        it(`cannot create or overwrite ${path}`, async () => {
          await assertFails(setDoc(doc(actor.ctx().firestore(), path), { owner: 'attacker' }));
        });
        it(`cannot update ${path}`, async () => {
          await assertFails(updateDoc(doc(actor.ctx().firestore(), path), { owner: 'attacker' }));
        });
        it(`cannot delete ${path}`, async () => {
          await assertFails(deleteDoc(doc(actor.ctx().firestore(), path)));
        });
      }
      it('cannot list a collection', async () => {
        await assertFails(getDocs(collection(actor.ctx().firestore(), 'quote-detail')));
      });
    });
  }
});
