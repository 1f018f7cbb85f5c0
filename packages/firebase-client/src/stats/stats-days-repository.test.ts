import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { emptyStatsDay } from '@voltia/domain';

// The SDK is replaced by a recorder: these tests check the queries /metrics makes (one for the days
// of a range, `in` groups of 30 for product names) and how it treats what comes back. The real
// round trip runs in the storefront's journey (e2e/staff-metrics.spec.ts) against the emulators.
const sdk = vi.hoisted(() => ({
  queries: [] as { path: string; constraints: { kind: string; args: unknown[] }[] }[],
  results: new Map<string, { id: string; data: Record<string, unknown> }[]>(),
  fail: false,
}));

vi.mock('firebase/firestore', () => ({
  Timestamp: class Timestamp {},
  collection: (_db: unknown, path: string) => ({ path, constraints: [] }),
  documentId: () => '__name__',
  where: (...args: unknown[]) => ({ kind: 'where', args }),
  orderBy: (...args: unknown[]) => ({ kind: 'orderBy', args }),
  query: (base: { path: string; constraints: unknown[] }, ...constraints: unknown[]) => ({
    path: base.path,
    constraints: [...base.constraints, ...constraints],
  }),
  getDocs: async (q: { path: string; constraints: { kind: string; args: unknown[] }[] }) => {
    if (sdk.fail) throw new Error('permission-denied');
    sdk.queries.push(q);
    const inIds = q.constraints.find((c) => c.kind === 'where' && c.args[1] === 'in')?.args[2] as string[] | undefined;
    const docs = (sdk.results.get(q.path) ?? []).filter((d) => inIds === undefined || inIds.includes(d.id));
    return { docs: docs.map((d) => ({ id: d.id, data: () => d.data, get: (field: string) => d.data[field] })) };
  },
}));
vi.mock('../account/auth-service', () => ({ currentIdToken: async () => 'staff-token' }));
vi.mock('./stats-rollup-api', () => ({
  requestStatsRollup: async (token: string) => ({ folded: token === 'staff-token' ? 3 : 0, days: ['2026-11-25'] }),
}));

const { readStatsCategoryNames, readStatsDays, readStatsProductNames, rollUpStatsNow } =
  await import('./stats-days-repository');
const db = {} as Firestore;

beforeEach(() => {
  sdk.queries.length = 0;
  sdk.results.clear();
  sdk.fail = false;
});

describe('readStatsDays', () => {
  it('reads the range in one query on the document id, oldest first', async () => {
    sdk.results.set('stats-days', [
      { id: '2026-11-24', data: { ...emptyStatsDay('2026-11-24'), views: 3, updated_at: new Date() } },
    ]);
    const read = await readStatsDays(db, '2026-11-19', '2026-11-25');
    expect(sdk.queries).toEqual([
      {
        path: 'stats-days',
        constraints: [
          { kind: 'where', args: ['__name__', '>=', '2026-11-19'] },
          { kind: 'where', args: ['__name__', '<=', '2026-11-25'] },
          { kind: 'orderBy', args: ['__name__'] },
        ],
      },
    ]);
    expect(read).toEqual({ days: [{ ...emptyStatsDay('2026-11-24'), views: 3 }], skipped: [] });
  });

  it('leaves out and reports a day that does not parse or names another day', async () => {
    sdk.results.set('stats-days', [
      { id: '2026-11-20', data: { ...emptyStatsDay('2026-11-20'), views: -1 } },
      { id: '2026-11-21', data: emptyStatsDay('2026-11-22') },
      { id: '2026-11-23', data: emptyStatsDay('2026-11-23') },
    ]);
    const read = await readStatsDays(db, '2026-11-19', '2026-11-25');
    expect(read.days.map((day) => day.day)).toEqual(['2026-11-23']);
    expect(read.skipped.map((day) => day.id)).toEqual(['2026-11-20', '2026-11-21']);
    expect(read.skipped[0]!.issues[0]).toMatch(/^views: /);
  });

  it('turns a refused read into the metrics error', async () => {
    sdk.fail = true;
    await expect(readStatsDays(db, '2026-11-19', '2026-11-25')).rejects.toMatchObject({ code: 'metrics/read-failed' });
    await expect(readStatsProductNames(db, ['p1'])).rejects.toMatchObject({ code: 'metrics/read-failed' });
    await expect(readStatsCategoryNames(db)).rejects.toMatchObject({ code: 'metrics/read-failed' });
  });
});

describe('names', () => {
  it('reads product names in `in` groups of 30, each id once; no ids, no read', async () => {
    const ids = Array.from({ length: 61 }, (_, index) => `p${String(index).padStart(2, '0')}`);
    sdk.results.set('products', [
      { id: 'p01', data: { sku: 'QO120', description: 'Interruptor' } },
      { id: 'p60', data: {} },
    ]);
    const names = await readStatsProductNames(db, [...ids, 'p01']);
    expect(sdk.queries.map((q) => (q.constraints[0]!.args[2] as string[]).length)).toEqual([30, 30, 1]);
    expect([...names]).toEqual([
      ['p01', { sku: 'QO120', description: 'Interruptor' }],
      ['p60', { sku: 'p60', description: '' }],
    ]);
    sdk.queries.length = 0;
    expect((await readStatsProductNames(db, [])).size).toBe(0);
    expect(sdk.queries).toEqual([]);
  });

  it('names categories by id', async () => {
    sdk.results.set('categories', [
      { id: 'contactores', data: { name: 'Contactores' } },
      { id: 'x', data: {} },
    ]);
    expect([...(await readStatsCategoryNames(db))]).toEqual([
      ['contactores', 'Contactores'],
      ['x', 'x'],
    ]);
  });
});

it('asks for a roll-up with the signed-in staff member token', async () => {
  expect(await rollUpStatsNow()).toEqual({ folded: 3, days: ['2026-11-25'] });
});
