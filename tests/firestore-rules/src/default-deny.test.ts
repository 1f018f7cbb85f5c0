import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { actorsOf } from './actors';
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
    await setDoc(doc(ctx.firestore(), 'anything/else'), { owner: 'customer-1' });
    await setDoc(doc(ctx.firestore(), 'mail-rate/customer-1'), { sends: [] });
  });
});

// Paths no rule opens (the rate store is the functions' own): everybody, staff included, is refused.
const closedPaths = ['anything/else', 'mail-rate/customer-1', 'anything/else/nested/doc'];

describe('paths without a rule are closed to everyone', () => {
  const who = () => actorsOf(env);
  for (const name of ['visitor', 'anonymous', 'customer', 'staff'] as const) {
    for (const path of closedPaths) {
      it(`${name} cannot read, write or delete ${path}`, async () => {
        const db = who()[name]();
        await assertFails(getDoc(doc(db, path)));
        await assertFails(setDoc(doc(db, path), { owner: 'attacker' }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
    it(`${name} cannot list an unknown collection`, async () => {
      await assertFails(getDocs(collection(who()[name](), 'anything')));
    });
  }
});
