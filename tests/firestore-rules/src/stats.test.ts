import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { STATS_COLLECTIONS, emptyStatsDay } from '@voltia/domain';
import { OUTSIDERS, actorsOf, everyone, type TActorOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

// The stats (decision 008): raw events (`stats-events`) and one roll-up per UTC day (`stats-days`).
// Only the functions write them (the stats API, the quote moves, the roll-up; Admin SDK); staff
// read them on /metrics; nobody else reads them.
let env: RulesTestEnvironment;
const as = () => actorsOf(env);

const DAY = '2026-11-20';
const EVENT = {
  kind: 'search_record',
  payload: { search_term: 'cable', type: 'search', results: 3 },
  day: DAY,
  folded: false,
};

beforeAll(async () => {
  env = await createRulesTestEnv('stats');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), `${STATS_COLLECTIONS.days}/${DAY}`), emptyStatsDay(DAY));
    await setDoc(doc(ctx.firestore(), `${STATS_COLLECTIONS.events}/e-1`), EVENT);
  });
});

const NOT_STAFF: readonly (readonly [string, TActorOf])[] = [
  ['a customer', (e) => actorsOf(e).customer()],
  ...OUTSIDERS,
];

describe('stats-days and stats-events', () => {
  it('verified staff read a day, the days of a range and the raw events', async () => {
    const db = as().staff();
    await assertSucceeds(getDoc(doc(db, `${STATS_COLLECTIONS.days}/${DAY}`)));
    await assertSucceeds(getDocs(query(collection(db, STATS_COLLECTIONS.days), where('day', '>=', '2026-11-01'))));
    await assertSucceeds(getDoc(doc(db, `${STATS_COLLECTIONS.events}/e-1`)));
    await assertSucceeds(getDocs(query(collection(db, STATS_COLLECTIONS.events), where('folded', '==', false))));
  });

  for (const [who, actor] of NOT_STAFF) {
    it(`attack: ${who} cannot read a day, list the days, or read the raw events`, async () => {
      const db = actor(env);
      await assertFails(getDoc(doc(db, `${STATS_COLLECTIONS.days}/${DAY}`)));
      await assertFails(getDocs(collection(db, STATS_COLLECTIONS.days)));
      await assertFails(getDoc(doc(db, `${STATS_COLLECTIONS.events}/e-1`)));
      await assertFails(getDocs(collection(db, STATS_COLLECTIONS.events)));
    });
  }

  for (const [who, actor] of everyone('customer-1')) {
    it(`attack: ${who} cannot write a day or an event (create, change, mark folded, delete)`, async () => {
      const db = actor(env);
      await assertFails(setDoc(doc(db, `${STATS_COLLECTIONS.days}/2026-11-21`), emptyStatsDay('2026-11-21')));
      await assertFails(updateDoc(doc(db, `${STATS_COLLECTIONS.days}/${DAY}`), { views: 1_000_000 }));
      await assertFails(deleteDoc(doc(db, `${STATS_COLLECTIONS.days}/${DAY}`)));
      await assertFails(setDoc(doc(db, `${STATS_COLLECTIONS.events}/e-2`), EVENT));
      await assertFails(updateDoc(doc(db, `${STATS_COLLECTIONS.events}/e-1`), { folded: true }));
      await assertFails(deleteDoc(doc(db, `${STATS_COLLECTIONS.events}/e-1`)));
    });
  }

  it('the collections the old aggregates used are closed to everyone', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'stats-daily/2026-11-20'), { views: 1 });
    });
    await assertFails(getDoc(doc(as().staff(), 'stats-daily/2026-11-20')));
    await assertFails(setDoc(doc(as().staff(), 'stats-products/p-1'), { views: 1 }));
  });
});
