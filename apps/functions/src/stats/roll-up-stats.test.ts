import { describe, expect, it, vi } from 'vitest';
import { emptyStaffFigures, type TStatsFact } from '@voltia/domain';
import { fakeStatsRollupStore } from '../testing/fake-stats-rollup-store';
import { rollUpStats } from './roll-up-stats';
import { quoteFactDocument } from './stats-event-document';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const TODAY = '2026-11-20';
const YESTERDAY = '2026-11-19';
const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const product = { product_id: 'p-1', sku: 'S', description: 'D', brand: 'ABB', category: 'contactores' };
const viewed = (day: string) => ({ kind: 'product_viewed', product, day, folded: false });

function events(count: number, day: string, prefix = day) {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}-${i}`, viewed(day)]));
}

describe('rollUpStats', () => {
  it('folds every unfolded event into its day, page after page, and sets the carts of the days it touches, yesterday and today', async () => {
    const fake = fakeStatsRollupStore(
      { ...events(7, TODAY), ...events(3, '2026-11-10') },
      { [TODAY]: 4, '2026-11-10': 2 },
    );
    const result = await rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 4 });
    expect(result).toEqual({ folded: 10, days: ['2026-11-10', YESTERDAY, TODAY] });
    expect(fake.days.get(TODAY)).toMatchObject({ views: 7, carts_created: 4 });
    expect(fake.days.get('2026-11-10')).toMatchObject({ views: 3, carts_created: 2 });
    expect(fake.days.get(YESTERDAY)).toMatchObject({ views: 0, carts_created: 0 });
    expect([...fake.stored.values()].every((event) => event.folded === true)).toBe(true);
    // One count per day, however many pages touched it.
    expect(fake.calls.countCartsCreated).toBe(3);
  });

  it('a second run finds nothing new and writes nothing', async () => {
    const fake = fakeStatsRollupStore(events(5, TODAY), { [TODAY]: 1 });
    await rollUpStats({ store: fake.store, now: () => NOW, logger: logger() });
    const before = structuredClone(fake.days.get(TODAY));
    expect(await rollUpStats({ store: fake.store, now: () => NOW, logger: logger() })).toEqual({ folded: 0, days: [] });
    expect(fake.days.get(TODAY)).toEqual(before);
  });

  it('two runs racing count each event once', async () => {
    const fake = fakeStatsRollupStore(events(50, TODAY));
    const [a, b] = await Promise.all([
      rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 7 }),
      rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 7 }),
    ]);
    expect(a.folded + b.folded).toBe(50);
    expect(fake.days.get(TODAY)?.views).toBe(50);
  });

  it('a day another roll-up is busy with is left to it, and the run ends without a fault', async () => {
    const fake = fakeStatsRollupStore({ ...events(3, TODAY), ...events(2, '2026-11-10') });
    fake.busyDays.add(TODAY);
    const log = logger();
    expect(await rollUpStats({ store: fake.store, now: () => NOW, logger: log })).toEqual({
      folded: 2,
      days: ['2026-11-10', YESTERDAY],
    });
    expect(log.warn).toHaveBeenCalled();
    fake.busyDays.clear();
    expect(await rollUpStats({ store: fake.store, now: () => NOW, logger: logger() })).toEqual({
      folded: 3,
      days: [TODAY],
    });
  });

  it('stops after the most pages a run may take; the next run goes on', async () => {
    const fake = fakeStatsRollupStore(events(10, TODAY));
    expect(
      (await rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 2, maxPages: 3 })).folded,
    ).toBe(6);
    expect(
      (await rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 2, maxPages: 3 })).folded,
    ).toBe(4);
  });

  it('events without a valid day are marked folded, uncounted', async () => {
    const fake = fakeStatsRollupStore({ bad: { ...viewed(TODAY), day: 'ayer' } });
    expect((await rollUpStats({ store: fake.store, now: () => NOW, logger: logger() })).folded).toBe(1);
    expect(fake.stored.get('bad')?.folded).toBe(true);
    expect(fake.days.get(TODAY)?.views).toBe(0);
  });

  it('a fault that is not contention is thrown', async () => {
    const fake = fakeStatsRollupStore(events(1, TODAY));
    const store = { ...fake.store, countCartsCreated: () => Promise.reject(new Error('index missing')) };
    await expect(rollUpStats({ store, now: () => NOW, logger: logger() })).rejects.toThrow('index missing');
  });

  it('folds orders placed and cancelled into the UTC day they were written, per staff member, each once', async () => {
    const mariana = { uid: 'staff-1', name: 'Mariana López' };
    const fact = (at: string, value: TStatsFact) => quoteFactDocument(value, new Date(at), 90);
    const fake = fakeStatsRollupStore({
      // The last millisecond of yesterday (UTC): still yesterday's order.
      late: fact('2026-11-19T23:59:59.999Z', { kind: 'order_placed', staff: mariana, total_cents: 1_234_567_89 }),
      early: fact('2026-11-20T00:00:00.000Z', { kind: 'order_placed', staff: mariana, total_cents: 10_01 }),
      nobody: fact('2026-11-20T11:00:00.000Z', { kind: 'order_placed', staff: null, total_cents: 99 }),
      // Yesterday's order cancelled today: a cancellation of today.
      cancel: fact('2026-11-20T11:30:00.000Z', { kind: 'order_cancelled', staff: mariana, total_cents: 1_234_567_89 }),
    });
    expect(await rollUpStats({ store: fake.store, now: () => NOW, logger: logger(), pageSize: 3 })).toEqual({
      folded: 4,
      days: [YESTERDAY, TODAY],
    });
    expect(fake.days.get(YESTERDAY)).toMatchObject({
      orders_placed: 1,
      value_ordered_cents: 123_456_789,
      orders_cancelled: 0,
      value_cancelled_cents: 0,
    });
    expect(fake.days.get(YESTERDAY)?.staff).toEqual({
      'staff-1': { ...emptyStaffFigures('Mariana López'), orders_placed: 1, value_ordered_cents: 123_456_789 },
    });
    expect(fake.days.get(TODAY)).toMatchObject({
      orders_placed: 2,
      value_ordered_cents: 1_100,
      orders_cancelled: 1,
      value_cancelled_cents: 123_456_789,
    });
    expect(fake.days.get(TODAY)?.staff).toEqual({
      'staff-1': {
        ...emptyStaffFigures('Mariana López'),
        orders_placed: 1,
        value_ordered_cents: 1_001,
        orders_cancelled: 1,
        value_cancelled_cents: 123_456_789,
      },
    });
    const before = structuredClone([fake.days.get(YESTERDAY), fake.days.get(TODAY)]);
    expect(await rollUpStats({ store: fake.store, now: () => NOW, logger: logger() })).toEqual({ folded: 0, days: [] });
    expect([fake.days.get(YESTERDAY), fake.days.get(TODAY)]).toEqual(before);
  });
});
