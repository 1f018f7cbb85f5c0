import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { STATS_COLLECTIONS, ZStatsDailyAggregate, ZStatsProductAggregate, ZStatsSearchAggregate } from '@voltia/domain';
import { makeAddedPayload, makeSearchPayload, makeViewedPayload } from '../testing/stats-event-factories';
import { planStatsWrites } from './plan-stats-writes';
import type { TStatsWrite } from './plan-stats-writes';

// The domain's aggregate schemas are what the metrics screen will parse: they must accept what
// planStatsWrites leaves in Firestore. This plays the planned set-with-merge writes onto an
// in-memory store the way Firestore applies them (increments add, the server time becomes a Date).

const NOW = new Date('2026-03-01T23:30:00.000Z');
type TDoc = Record<string, unknown>;

function applyField(current: unknown, value: unknown): unknown {
  if (value instanceof FieldValue) {
    if (value.isEqual(FieldValue.serverTimestamp())) return NOW;
    const step = ([0, 1] as const).find((n) => value.isEqual(FieldValue.increment(n)));
    if (step === undefined) throw new Error('unexpected sentinel');
    return (typeof current === 'number' ? current : 0) + step;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
    const base: TDoc = typeof current === 'object' && current !== null ? { ...(current as TDoc) } : {};
    for (const [key, inner] of Object.entries(value)) base[key] = applyField(base[key], inner);
    return base;
  }
  return value;
}

function play(writes: TStatsWrite[], store = new Map<string, TDoc>()): Map<string, TDoc> {
  for (const write of writes) {
    if (write.id === undefined) continue;
    const key = `${write.collection}/${write.id}`;
    store.set(key, applyField(store.get(key), write.data) as TDoc);
  }
  return store;
}

describe('what the stats API writes parses with the domain aggregate schemas', () => {
  const product = { product_id: 'p-1', sku: 'SKU-1', description: 'Contactor 9 A', brand: 'ABB' };

  it('a product after a view, then after an add', () => {
    const store = play(planStatsWrites({ kind: 'product_viewed', payload: makeViewedPayload({ product_id: 'p-1' }), product }, NOW, 90));
    const key = `${STATS_COLLECTIONS.products}/p-1`;
    expect(ZStatsProductAggregate.parse(store.get(key))).toMatchObject({ views: 1, adds: 0, last_viewed_at: NOW });
    play(planStatsWrites({ kind: 'product_added', payload: makeAddedPayload({ product_id: 'p-1' }), product }, NOW, 90), store);
    expect(ZStatsProductAggregate.parse(store.get(key))).toMatchObject({ views: 1, adds: 1, last_added_at: NOW });
    expect(ZStatsDailyAggregate.parse(store.get(`${STATS_COLLECTIONS.daily}/2026-03-01`))).toEqual({
      day: '2026-03-01',
      views: 1,
      adds: 1,
      searches: 0,
      updated_at: NOW,
    });
  });

  it('a search, and the day it lands on', () => {
    const store = play(planStatsWrites({ kind: 'search_record', payload: makeSearchPayload({ search_term: 'Tableros', type: 'category' }) }, NOW, 90));
    expect(ZStatsSearchAggregate.parse(store.get(`${STATS_COLLECTIONS.searches}/category__tableros`))).toMatchObject({ count: 1, type: 'category' });
    expect(ZStatsDailyAggregate.parse(store.get(`${STATS_COLLECTIONS.daily}/2026-03-01`))).toMatchObject({
      searches: 1,
      searches_by_type: { category: 1 },
    });
  });
});
