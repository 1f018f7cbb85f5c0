export interface TVersionedLoaderOptions {
  /** Reads the source's current version (one small document); a different value means "load again". */
  readVersion: () => Promise<number>;
  /** How often the version is read at most: requests within this time of the last check trust the cache. */
  checkEveryMs: number;
  /** Safety net: a value older than this is loaded again even if the version never changed (a missed bump). */
  ttlMs: number;
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /** A version check or a reload failed and the previous value is served instead. */
  onStaleServed?: (error: unknown) => void;
}

export interface TVersionedLoader<T> {
  /** The cached value while its version is current; otherwise loads it (one load at a time, shared). */
  get(): Promise<T>;
  /** Forgets the cached value (tests, or an explicit refresh). */
  clear(): void;
}

/**
 * An in-memory cache of one expensive value that follows a version number: at most once every
 * `checkEveryMs` a request reads the version, and a changed version loads the value again, so a
 * change at the source shows within about that time instead of a whole TTL. Concurrent callers
 * share one check and one load; a failed check or reload serves the previous value (reported) and
 * the next request tries again; with no previous value the error reaches the caller.
 */
export function createVersionedLoader<T>(
  load: () => Promise<T>,
  options: TVersionedLoaderOptions,
): TVersionedLoader<T> {
  const now = options.now ?? Date.now;
  let cached: { value: T; version: number; loadedAt: number } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<T> | undefined;

  async function refresh(): Promise<T> {
    const previous = cached;
    checkedAt = now();
    try {
      const version = await options.readVersion();
      if (previous !== undefined && previous.version === version && now() - previous.loadedAt < options.ttlMs)
        return previous.value;
      // The version is read before the value: at worst the value is newer than its version, never older.
      const value = await load();
      cached = { value, version, loadedAt: now() };
      return value;
    } catch (error) {
      if (previous === undefined) {
        checkedAt = Number.NEGATIVE_INFINITY;
        throw error;
      }
      options.onStaleServed?.(error);
      return previous.value;
    }
  }

  return {
    get() {
      if (cached !== undefined && now() - checkedAt < options.checkEveryMs && now() - cached.loadedAt < options.ttlMs)
        return Promise.resolve(cached.value);
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    clear() {
      cached = undefined;
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
