import { describe, expect, it } from 'vitest';
import { ZStatsDailyAggregate, ZStatsDay, ZStatsProductAggregate, ZStatsSearchAggregate } from './stats-aggregates';
import { STATS_COLLECTIONS } from './stats-collections';

const AT = new Date('2026-03-01T23:30:00.000Z');

describe('STATS_COLLECTIONS', () => {
  it('names the collections firestore.rules keeps for staff', () => {
    expect(Object.values(STATS_COLLECTIONS)).toEqual(['stats-events', 'stats-products', 'stats-searches', 'stats-daily']);
  });
});

describe('ZStatsProductAggregate', () => {
  const viewed = { product_id: 'p-1', sku: 'SKU-1', product_description: 'Contactor 9 A', brand: 'ABB', views: 3, adds: 0, last_viewed_at: AT };

  it('reads a product that was viewed, and one that was viewed and added', () => {
    expect(ZStatsProductAggregate.parse(viewed)).toEqual(viewed);
    const both = { ...viewed, adds: 1, last_added_at: AT };
    expect(ZStatsProductAggregate.parse(both)).toEqual(both);
  });

  it('refuses a missing or negative counter, a fractional one, and a timestamp not turned into a Date', () => {
    const { views: _views, ...noViews } = viewed;
    expect(ZStatsProductAggregate.safeParse(noViews).success).toBe(false);
    expect(ZStatsProductAggregate.safeParse({ ...viewed, adds: -1 }).success).toBe(false);
    expect(ZStatsProductAggregate.safeParse({ ...viewed, views: 1.5 }).success).toBe(false);
    expect(ZStatsProductAggregate.safeParse({ ...viewed, last_viewed_at: { seconds: 1, nanoseconds: 0 } }).success).toBe(false);
    expect(ZStatsProductAggregate.safeParse({ ...viewed, brand: '' }).success).toBe(false);
  });
});

describe('ZStatsSearchAggregate', () => {
  const search = { search_term: 'Interruptor Termomagnético', normalized_term: 'interruptor termomagnetico', type: 'search', count: 2, last_at: AT };

  it('reads a search count', () => {
    expect(ZStatsSearchAggregate.parse(search)).toEqual(search);
  });

  it('refuses an unknown search type and a missing time', () => {
    expect(ZStatsSearchAggregate.safeParse({ ...search, type: 'voice' }).success).toBe(false);
    const { last_at: _lastAt, ...noTime } = search;
    expect(ZStatsSearchAggregate.safeParse(noTime).success).toBe(false);
  });
});

describe('ZStatsDailyAggregate', () => {
  const day = { day: '2026-03-01', views: 4, adds: 1, searches: 0, updated_at: AT };

  it('reads a day without searches, and one with searches by type', () => {
    expect(ZStatsDailyAggregate.parse(day)).toEqual(day);
    const withSearches = { ...day, searches: 3, searches_by_type: { search: 2, brand: 1 } };
    expect(ZStatsDailyAggregate.parse(withSearches)).toEqual(withSearches);
  });

  it('refuses a day that is not YYYY-MM-DD and a count for an unknown search type', () => {
    expect(ZStatsDailyAggregate.safeParse({ ...day, day: '2026-3-1' }).success).toBe(false);
    expect(ZStatsDailyAggregate.safeParse({ ...day, searches_by_type: { voice: 1 } }).success).toBe(false);
    expect(ZStatsDay.safeParse('2026-03-01T00:00').success).toBe(false);
  });
});
