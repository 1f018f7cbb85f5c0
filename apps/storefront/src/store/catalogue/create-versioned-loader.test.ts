import { describe, expect, it, vi } from 'vitest';
import { createVersionedLoader } from './create-versioned-loader';

function setup(options: { ttlMs?: number } = {}) {
  const state = { clock: 0, version: 1, loads: 0 };
  const readVersion = vi.fn(async () => state.version);
  const load = vi.fn(async () => `catálogo v${state.version} #${++state.loads}`);
  const onStaleServed = vi.fn();
  const loader = createVersionedLoader(load, {
    readVersion,
    checkEveryMs: 1_000,
    ttlMs: options.ttlMs ?? 600_000,
    now: () => state.clock,
    onStaleServed,
  });
  return { state, readVersion, load, onStaleServed, loader };
}

describe('createVersionedLoader', () => {
  it('reads the version at most once a second and reloads only when it changed', async () => {
    const { state, readVersion, load, loader } = setup();
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
    state.clock = 999;
    await loader.get();
    expect(readVersion).toHaveBeenCalledTimes(1);
    state.clock = 1_000;
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
    expect(readVersion).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);

    state.version = 2;
    state.clock = 1_500;
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
    state.clock = 2_000;
    await expect(loader.get()).resolves.toBe('catálogo v2 #2');
  });

  it('reloads after the TTL even when the version never changed (a missed bump)', async () => {
    const { state, load, loader } = setup({ ttlMs: 60_000 });
    await loader.get();
    state.clock = 60_000;
    await expect(loader.get()).resolves.toBe('catálogo v1 #2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one check and one load among concurrent callers', async () => {
    const { readVersion, load, loader } = setup();
    const values = await Promise.all([loader.get(), loader.get(), loader.get()]);
    expect(new Set(values).size).toBe(1);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the previous catalogue when the check or the reload fails, and tries again later', async () => {
    const { state, readVersion, load, onStaleServed, loader } = setup();
    await loader.get();
    state.clock = 5_000;
    readVersion.mockRejectedValueOnce(new Error('unavailable'));
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
    state.version = 3;
    state.clock = 10_000;
    load.mockRejectedValueOnce(new Error('unavailable'));
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
    expect(onStaleServed).toHaveBeenCalledTimes(2);
    state.clock = 11_000;
    await expect(loader.get()).resolves.toBe('catálogo v3 #2');
  });

  it('lets the first failure reach the caller, and retries on the next call', async () => {
    const { readVersion, loader } = setup();
    readVersion.mockRejectedValueOnce(new Error('sin base de datos'));
    await expect(loader.get()).rejects.toThrow('sin base de datos');
    await expect(loader.get()).resolves.toBe('catálogo v1 #1');
  });
});
