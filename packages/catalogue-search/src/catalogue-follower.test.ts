import { describe, expect, it, vi } from 'vitest';
import { createCatalogueFollower, type TCatalogueMark } from './catalogue-follower';

/**
 * A store whose catalogue is a list of change numbers: `change()` is a commit through the function
 * (a new version, its commit time the cursor), `rewrite()` a write past it (a new epoch).
 */
function setup(checkEveryMs = 1_000) {
  const state = { clock: 0, version: 1, epoch: 1, changedAt: 0 as number | null, changes: [] as number[] };
  const readMark = vi.fn(async (): Promise<TCatalogueMark<number>> => ({ ...state }));
  const loadAll = vi.fn(async () => ({ whole: [...state.changes], since: [] as (number | null)[] }));
  const loadChanges = vi.fn(async (held: { whole: number[]; since: (number | null)[] }, since: number | null) => ({
    whole: [...held.whole, ...state.changes.filter((at) => since === null || at > since)],
    since: [...held.since, since],
  }));
  const onStaleServed = vi.fn();
  const follower = createCatalogueFollower(
    { readMark, loadAll, loadChanges },
    { checkEveryMs, now: () => state.clock, onStaleServed },
  );
  const change = () => {
    state.changedAt = (state.changedAt ?? 0) + 10;
    state.changes.push(state.changedAt);
    state.version += 1;
  };
  const rewrite = () => {
    state.epoch += 1;
  };
  return { state, readMark, loadAll, loadChanges, onStaleServed, follower, change, rewrite };
}

describe('createCatalogueFollower', () => {
  it('reads the mark at most once per period; a new version reads only what changed since the mark it held', async () => {
    const { state, readMark, loadAll, loadChanges, follower, change } = setup();
    change();
    await expect(follower.get()).resolves.toEqual({ whole: [10], since: [] });
    state.clock = 999;
    await follower.get();
    expect(readMark).toHaveBeenCalledTimes(1);

    change();
    change();
    await expect(follower.get()).resolves.toEqual({ whole: [10], since: [] });
    state.clock = 1_000;
    await expect(follower.get()).resolves.toEqual({ whole: [10, 20, 30], since: [10] });
    state.clock = 2_000;
    change();
    await expect(follower.get()).resolves.toEqual({ whole: [10, 20, 30, 40], since: [10, 30] });
    state.clock = 3_000;
    await follower.get();
    expect(loadAll).toHaveBeenCalledTimes(1);
    expect(loadChanges).toHaveBeenCalledTimes(2);
    expect(readMark).toHaveBeenCalledTimes(4);
  });

  it('reads the whole catalogue again for a new epoch (a write past the function), as of the mark it read first', async () => {
    const { state, loadAll, follower, rewrite, change } = setup();
    await follower.get();
    rewrite();
    change();
    state.clock = 1_000;
    await expect(follower.get()).resolves.toEqual({ whole: [10], since: [] });
    expect(loadAll).toHaveBeenCalledTimes(2);
    // The mark says which epoch's snapshot a cold start may read.
    expect(loadAll).toHaveBeenLastCalledWith(expect.objectContaining({ version: 2, epoch: 2, changedAt: 10 }));
  });

  it('starts from every change the function made when the store has none stamped', async () => {
    const { state, follower, change } = setup();
    state.changedAt = null;
    await follower.get();
    change();
    state.clock = 1_000;
    await expect(follower.get()).resolves.toEqual({ whole: [10], since: [null] });
  });

  it('shares one check and one load among concurrent callers', async () => {
    const { readMark, loadAll, follower } = setup();
    const values = await Promise.all([follower.get(), follower.get(), follower.get()]);
    expect(new Set(values).size).toBe(1);
    expect(readMark).toHaveBeenCalledTimes(1);
    expect(loadAll).toHaveBeenCalledTimes(1);
  });

  it('checking on every request, a caller that comes during a check waits for the next one, shared', async () => {
    const { state, readMark, follower, change } = setup(0);
    await follower.get();
    let release = () => {};
    readMark.mockImplementationOnce(async () => {
      const mark = { ...state };
      await new Promise<void>((resolve) => (release = resolve));
      return mark;
    });
    const early = follower.get();
    // A save commits after the early check read the mark; the callers after it must see the save.
    change();
    const late = [follower.get(), follower.get()];
    release();
    await expect(early).resolves.toEqual({ whole: [], since: [] });
    const [first, second] = await Promise.all(late);
    expect(first).toEqual({ whole: [10], since: [0] });
    expect(second).toBe(first);
    expect(readMark).toHaveBeenCalledTimes(3);
  });

  it('serves what it holds when the check or the load fails, and tries again from the same mark', async () => {
    const { state, readMark, loadChanges, onStaleServed, follower, change } = setup();
    await follower.get();
    state.clock = 5_000;
    readMark.mockRejectedValueOnce(new Error('unavailable'));
    await expect(follower.get()).resolves.toEqual({ whole: [], since: [] });
    change();
    state.clock = 10_000;
    loadChanges.mockRejectedValueOnce(new Error('unavailable'));
    await expect(follower.get()).resolves.toEqual({ whole: [], since: [] });
    expect(onStaleServed).toHaveBeenCalledTimes(2);
    state.clock = 11_000;
    await expect(follower.get()).resolves.toEqual({ whole: [10], since: [0] });
  });

  it('lets the first failure reach the caller, and tries again on the next call', async () => {
    const { readMark, follower } = setup();
    readMark.mockRejectedValueOnce(new Error('sin base de datos'));
    await expect(follower.get()).rejects.toThrow('sin base de datos');
    await expect(follower.get()).resolves.toEqual({ whole: [], since: [] });
  });
});
