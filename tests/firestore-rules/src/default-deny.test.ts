import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { FIRESTORE_COLLECTIONS, quoteMailId, quoteNumberCounterId } from '@voltia/domain';
import { actorsOf, everyone } from './actors';
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

// Decision 006: the quotes function's own collections. A client that could read the counter would
// learn how many quotes the company gets; one that could write it would reuse numbers; the outbox
// holds other customers' emails. No rule opens them: the default deny refuses everyone, staff included.
describe("the quotes function's counters and mail outbox", () => {
  const { counters, mailOutbox } = FIRESTORE_COLLECTIONS;
  const counterId = quoteNumberCounterId(2026);
  const mailId = quoteMailId('q-1', 'offer_sent', new Date('2026-03-02T16:00:00Z'));

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), counters, counterId), { next: 124 });
      await setDoc(doc(ctx.firestore(), mailOutbox, mailId), {
        to: 'compras@constructora-norte.example',
        kind: 'offer_sent',
        quote_id: 'q-1',
        sent_at: null,
      });
    });
  });

  for (const [who, actor] of everyone('customer-1')) {
    it(`${who} cannot read, list, write or delete them`, async () => {
      const db = actor(env);
      for (const [name, id] of [
        [counters, counterId],
        [mailOutbox, mailId],
      ] as const) {
        await assertFails(getDoc(doc(db, name, id)));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, name, id), { next: 1 }));
        await assertFails(updateDoc(doc(db, name, id), { sent_at: new Date() }));
        await assertFails(deleteDoc(doc(db, name, id)));
      }
    });
  }
});
