import { describe, expect, it, vi } from 'vitest';
import { fakeStatsRollupStore } from '../testing/fake-stats-rollup-store';
import { rollUpStats } from './roll-up-stats';

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
});
