import { emptyStatsDay, foldStatsFacts } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { foldDayEvents } from './fold-day';

const DAY = '2026-11-20';
const product = { product_id: 'p-1', sku: 'S', description: 'D', brand: 'ABB', category: 'contactores' };
const viewed = (id: string, folded = false) => ({ id, data: { kind: 'product_viewed', product, day: DAY, folded } });
const search = (id: string, results?: number) => ({
  id,
  data: {
    kind: 'search_record',
    payload: { search_term: 'Cable', type: 'search', ...(results === undefined ? {} : { results }) },
    day: DAY,
    folded: false,
  },
});

describe('foldDayEvents', () => {
  it('folds the unfolded events into the stored day and marks them; sets the carts count', () => {
    const stored = foldStatsFacts(emptyStatsDay(DAY), [
      { kind: 'product_viewed', product_id: 'p-1', brand: 'ABB', category: 'contactores' },
    ]);
    const fold = foldDayEvents(DAY, stored, [viewed('e1'), search('e2', 0), viewed('e3', true)], 4);
    expect(fold.foldedIds).toEqual(['e1', 'e2']);
    expect(fold.write).toMatchObject({
      day: DAY,
      views: 2,
      searches: 1,
      empty_searches: 1,
      carts_created: 4,
      products: { 'p-1': { views: 2, adds: 0 } },
    });
  });

  it('an event a racing roll-up already folded is not counted again', () => {
    const fold = foldDayEvents(DAY, undefined, [viewed('e1', true)], undefined);
    expect(fold.foldedIds).toEqual([]);
    expect(fold.write).toEqual(emptyStatsDay(DAY));
  });

  it('writes nothing when nothing changes; writes when only the carts count moved', () => {
    const stored = { ...emptyStatsDay(DAY), carts_created: 3, updated_at: new Date() };
    expect(foldDayEvents(DAY, stored, [], 3)).toEqual({ write: undefined, foldedIds: [] });
    expect(foldDayEvents(DAY, stored, [], 5).write?.carts_created).toBe(5);
    expect(foldDayEvents(DAY, stored, [], undefined).write).toBeUndefined();
  });

  it('an unreadable event is marked folded without being counted', () => {
    const fold = foldDayEvents(
      DAY,
      { ...emptyStatsDay(DAY) },
      [{ id: 'old', data: { kind: 'product_viewed', payload: {}, folded: false } }],
      undefined,
    );
    expect(fold).toEqual({ write: undefined, foldedIds: ['old'] });
  });

  it('events without a valid day are only marked', () => {
    expect(foldDayEvents(null, undefined, [viewed('e1'), viewed('e2', true)], undefined)).toEqual({
      write: undefined,
      foldedIds: ['e1'],
    });
  });

  it('a stored day that does not parse is a fault, never overwritten', () => {
    expect(() => foldDayEvents(DAY, { day: DAY, views: -1 }, [viewed('e1')], 0)).toThrow(/stats-days\/2026-11-20/);
    expect(() => foldDayEvents(DAY, emptyStatsDay('2026-11-21'), [viewed('e1')], 0)).toThrow(/day 2026-11-21/);
  });

  it('folds an order fact as written with the order, on top of what the day holds', () => {
    const mariana = { uid: 'staff-1', name: 'Mariana López' };
    const stored = foldStatsFacts(emptyStatsDay(DAY), [{ kind: 'order_placed', staff: mariana, total_cents: 500 }]);
    const order = (id: string, fact: unknown, folded = false) => ({
      id,
      data: { kind: 'quote_fact', fact, day: DAY, folded },
    });
    const fold = foldDayEvents(
      DAY,
      stored,
      [
        order('o1', { kind: 'order_placed', staff: mariana, total_cents: 1_160_00 }),
        order('o2', { kind: 'order_cancelled', staff: mariana, total_cents: 500 }),
        // Already counted by another roll-up, and one that is no fact: neither counts.
        order('o3', { kind: 'order_placed', staff: mariana, total_cents: 7 }, true),
        order('o4', { kind: 'order_placed', staff: mariana, total_cents: -7 }),
      ],
      undefined,
    );
    expect(fold.foldedIds).toEqual(['o1', 'o2', 'o4']);
    expect(fold.write).toMatchObject({
      orders_placed: 2,
      value_ordered_cents: 116_500,
      orders_cancelled: 1,
      value_cancelled_cents: 500,
      staff: { 'staff-1': { orders_placed: 2, value_ordered_cents: 116_500, orders_cancelled: 1 } },
    });
  });
});
