import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { makeAddedPayload, makeSearchPayload, makeViewedPayload } from '../testing/stats-event-factories';
import { planStatsWrites } from './plan-stats-writes';
import type { TStatsWrite } from './plan-stats-writes';

const NOW = new Date('2026-03-01T23:30:00.000Z');

// FieldValue sentinels compare with isEqual, not toEqual: swap them for readable markers.
function readable(value: unknown): unknown {
  if (value instanceof FieldValue) {
    for (const n of [0, 1] as const) if (value.isEqual(FieldValue.increment(n))) return `+${n}`;
    if (value.isEqual(FieldValue.serverTimestamp())) return 'SERVER_TIME';
    return 'OTHER_SENTINEL';
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readable(inner)]));
  }
  return value;
}
const plan = (...args: Parameters<typeof planStatsWrites>) =>
  planStatsWrites(...args).map((write: TStatsWrite) => ({ ...write, data: readable(write.data) }));

describe('planStatsWrites', () => {
  it('a view: the raw event as posted, the product views under the catalogue names, the day total', () => {
    const payload = makeViewedPayload({ product_id: 'p-1', sku: 'SKU-1', product_description: 'Contactor barato', brand: 'Otra' });
    const product = { product_id: 'p-1', sku: 'SKU-1', description: 'Contactor 9 A', brand: 'ABB' };
    expect(plan({ kind: 'product_viewed', payload, product }, NOW, 90)).toEqual([
      { collection: 'stats-events', id: undefined, data: { kind: 'product_viewed', payload, received_at: 'SERVER_TIME', day: '2026-03-01', expire_at: new Date('2026-05-30T23:30:00.000Z') } },
      {
        collection: 'stats-products',
        id: 'p-1',
        data: { product_id: 'p-1', sku: 'SKU-1', product_description: 'Contactor 9 A', brand: 'ABB', views: '+1', adds: '+0', last_viewed_at: 'SERVER_TIME' },
      },
      { collection: 'stats-daily', id: '2026-03-01', data: { day: '2026-03-01', views: '+1', adds: '+0', searches: '+0', updated_at: 'SERVER_TIME' } },
    ]);
  });

  it('an add: counts adds; an event without a brand still records the catalogue brand; the id is escaped', () => {
    const { brand: _brand, ...payload } = makeAddedPayload({ product_id: 'a/b' });
    const product = { product_id: 'a/b', sku: payload.sku, description: 'Contactor 9 A', brand: 'ABB' };
    const [raw, aggregate, daily] = plan({ kind: 'product_added', payload, product }, NOW, 90);
    expect(raw?.data).toMatchObject({ kind: 'product_added', payload: { cartID: payload.cartID } });
    expect(aggregate?.id).toBe('a%2Fb');
    expect(aggregate?.data).toEqual({
      product_id: 'a/b',
      sku: payload.sku,
      product_description: 'Contactor 9 A',
      brand: 'ABB',
      views: '+0',
      adds: '+1',
      last_added_at: 'SERVER_TIME',
    });
    expect(daily?.data).toMatchObject({ views: '+0', adds: '+1', searches: '+0' });
  });

  it('a search: the term as typed, its normalised key, its type count', () => {
    const payload = makeSearchPayload({ search_term: 'Interruptor  Termomagnético', type: 'category' });
    const [, search, daily] = plan({ kind: 'search_record', payload }, NOW, 90);
    expect(search).toEqual({
      collection: 'stats-searches',
      id: 'category__interruptor+termomagnetico',
      data: {
        search_term: 'Interruptor  Termomagnético',
        normalized_term: 'interruptor termomagnetico',
        type: 'category',
        count: '+1',
        last_at: 'SERVER_TIME',
      },
    });
    expect(daily).toEqual({
      collection: 'stats-daily',
      id: '2026-03-01',
      data: { day: '2026-03-01', views: '+0', adds: '+0', searches: '+1', searches_by_type: { category: '+1' }, updated_at: 'SERVER_TIME' },
    });
  });

  it('the raw event expires after the configured retention; the aggregates carry no expiry', () => {
    const writes = plan({ kind: 'search_record', payload: makeSearchPayload() }, NOW, 7);
    expect(writes[0]?.data).toMatchObject({ expire_at: new Date('2026-03-08T23:30:00.000Z') });
    for (const write of writes.slice(1)) expect(write.data).not.toHaveProperty('expire_at');
  });
});
