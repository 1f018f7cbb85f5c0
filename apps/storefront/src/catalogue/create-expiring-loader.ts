export interface TExpiringLoaderOptions {
  /** How long a loaded value is served before the next request loads it again. */
  ttlMs: number;
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /** A reload failed and the previous value is served instead; the error goes here. */
  onStaleServed?: (error: unknown) => void;
}

export interface TExpiringLoader<T> {
  /** The cached value while fresh; otherwise loads it (one load at a time, shared by every caller). */
  get(): Promise<T>;
  /** Forgets the cached value (tests, or an explicit refresh). */
  clear(): void;
}

/**
 * An in-memory cache of one expensive value with a time to live.
 *
 * - Concurrent callers share one in-flight load, so a burst of requests after expiry builds once.
 * - A failed reload serves the previous value (reported through `onStaleServed`) rather than failing
 *   the page; the next call tries again. With no previous value the error reaches the caller.
 * - A failed load is never cached.
 */
export function createExpiringLoader<T>(load: () => Promise<T>, options: TExpiringLoaderOptions): TExpiringLoader<T> {
  const now = options.now ?? Date.now;
  let cached: { value: T; loadedAt: number } | undefined;
  let inFlight: Promise<T> | undefined;

  function reload(): Promise<T> {
    const previous = cached;
    const loading = load().then(
      (value) => {
        cached = { value, loadedAt: now() };
        return value;
      },
      (error: unknown) => {
        if (previous === undefined) throw error;
        options.onStaleServed?.(error);
        return previous.value;
      },
    );
    inFlight = loading.finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    get() {
      if (cached !== undefined && now() - cached.loadedAt < options.ttlMs) return Promise.resolve(cached.value);
      return inFlight ?? reload();
    },
    clear() {
      cached = undefined;
    },
  };
}
