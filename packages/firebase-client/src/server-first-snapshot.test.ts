import { describe, expect, it } from 'vitest';
import { serverFirstFilter } from './server-first-snapshot';

const snap = (fromCache: boolean, changes: number) => ({
  metadata: { fromCache },
  docChanges: () => Array.from({ length: changes }),
});

describe('serverFirstFilter', () => {
  it('skips the cache until the server has answered: an offline empty cache never reads as "no rows"', () => {
    const deliver = serverFirstFilter();
    expect(deliver(snap(true, 0))).toBe(false);
    expect(deliver(snap(true, 3))).toBe(false);
    expect(deliver(snap(false, 0))).toBe(true);
  });

  it('after the server, delivers every change, cached or not, and no metadata-only change', () => {
    const deliver = serverFirstFilter();
    expect(deliver(snap(false, 2))).toBe(true);
    expect(deliver(snap(false, 0))).toBe(false);
    expect(deliver(snap(true, 1))).toBe(true);
    expect(deliver(snap(true, 0))).toBe(false);
  });
});
