import { describe, expect, it, vi } from 'vitest';
import { createExpiringLoader } from './create-expiring-loader';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createExpiringLoader', () => {
  it('loads once and serves the cached value while it is fresh', async () => {
    let clock = 0;
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    const loader = createExpiringLoader(load, { ttlMs: 60_000, now: () => clock });

    await expect(loader.get()).resolves.toBe('v1');
    clock = 59_999;
    await expect(loader.get()).resolves.toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);

    clock = 60_000;
    await expect(loader.get()).resolves.toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight load among concurrent callers', async () => {
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const loader = createExpiringLoader(load, { ttlMs: 1_000, now: () => 0 });

    const calls = [loader.get(), loader.get(), loader.get()];
    pending.resolve('catálogo');

    await expect(Promise.all(calls)).resolves.toEqual(['catálogo', 'catálogo', 'catálogo']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed first load: the error reaches the caller and the next call retries', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('sin conexión')).mockResolvedValueOnce('ok');
    const loader = createExpiringLoader(load, { ttlMs: 1_000, now: () => 0 });

    await expect(loader.get()).rejects.toThrow('sin conexión');
    await expect(loader.get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the previous value when a reload fails, reports it, and retries on the next call', async () => {
    let clock = 0;
    const failure = new Error('emulador caído');
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('v1')
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('v2');
    const onStaleServed = vi.fn();
    const loader = createExpiringLoader(load, { ttlMs: 10, now: () => clock, onStaleServed });

    await expect(loader.get()).resolves.toBe('v1');
    clock = 10;
    await expect(loader.get()).resolves.toBe('v1');
    expect(onStaleServed).toHaveBeenCalledWith(failure);
    await expect(loader.get()).resolves.toBe('v2');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('clear() forces the next call to load again', async () => {
    const load = vi.fn(async () => load.mock.calls.length);
    const loader = createExpiringLoader(load, { ttlMs: 60_000, now: () => 0 });

    await loader.get();
    loader.clear();
    await expect(loader.get()).resolves.toBe(2);
  });
});
