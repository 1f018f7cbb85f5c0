// The catalogue an instance holds in memory (the storefront's pages, the catalogue function's staff
// search), kept in step with Firestore by what changed rather than by reading it all again.

/**
 * `catalogue-state/current` as a follower reads it (one document). The catalogue function moves
 * `version` and stamps `changedAt` (its commit time) in the transaction of every product change; a
 * writer past the function (the demo seed, a journey's fixture) moves `epoch` instead, since what it
 * did (a deletion, say) cannot be read as changes.
 */
export interface TCatalogueMark<TCursor> {
  readonly version: number;
  readonly epoch: number;
  /** The commit time of the last change through the function; null before the first one. */
  readonly changedAt: TCursor | null;
}

export interface TCatalogueFollowerSource<T, TCursor> {
  readMark(): Promise<TCatalogueMark<TCursor>>;
  /**
   * The whole catalogue (a cold start, or a new epoch) as of `mark` or later: one read per document,
   * or a snapshot of the mark's epoch and the changes since it.
   */
  loadAll(mark: TCatalogueMark<TCursor>): Promise<T>;
  /**
   * `held` with every product changed after `since` (null: every product the function ever changed)
   * taken in; one read per changed document. May update `held` in place and answer it.
   */
  loadChanges(held: T, since: TCursor | null): Promise<T>;
}

export interface TCatalogueFollowerOptions {
  /** How often the mark is read at most: requests within this time of the last check use what is held (0: every request). */
  readonly checkEveryMs: number;
  /** Clock in milliseconds; injectable for tests. */
  readonly now?: () => number;
  /** A check or a load failed and what was held is served instead. */
  readonly onStaleServed?: (error: unknown) => void;
}

export interface TCatalogueFollower<T> {
  /** The catalogue as of the last check, checking first when `checkEveryMs` has passed. */
  get(): Promise<T>;
}

/**
 * Holds one catalogue and follows its mark: a new version reads only the products changed since the
 * mark it holds (the mark is read before the catalogue, so at worst a change is read twice, never
 * missed), a new epoch or nothing held reads it whole. Concurrent callers share one check and one
 * load (with `checkEveryMs` 0, a caller that comes during a check waits for the next one); a failed check or load serves what is held (reported) and the next check tries again from the
 * same mark; with nothing held the error reaches the caller.
 */
export function createCatalogueFollower<T, TCursor>(
  source: TCatalogueFollowerSource<T, TCursor>,
  options: TCatalogueFollowerOptions,
): TCatalogueFollower<T> {
  const now = options.now ?? Date.now;
  let held: { readonly value: T; readonly mark: TCatalogueMark<TCursor> } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function refresh(): Promise<T> {
    const previous = held;
    checkedAt = now();
    try {
      const mark = await source.readMark();
      let next = previous;
      if (next === undefined || next.mark.epoch !== mark.epoch) next = { value: await source.loadAll(mark), mark };
      else if (next.mark.version !== mark.version)
        next = { value: await source.loadChanges(next.value, next.mark.changedAt), mark };
      held = next;
      return next.value;
    } catch (error) {
      if (previous === undefined) {
        checkedAt = Number.NEGATIVE_INFINITY;
        throw error;
      }
      options.onStaleServed?.(error);
      return previous.value;
    }
  }

  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  function start(): Promise<T> {
    const promise = refresh().finally(() => {
      if (running === promise) running = undefined;
    });
    running = promise;
    return promise;
  }

  return {
    get() {
      if (held !== undefined && now() - checkedAt < options.checkEveryMs) return Promise.resolve(held.value);
      if (running === undefined) return start();
      if (options.checkEveryMs > 0) return running;
      // Checking on every request: the check under way may have read the mark before this caller's
      // own write committed, so this caller waits for it and checks again, with whoever else comes.
      queued ??= running
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return running ?? start();
        });
      return queued;
    },
  };
}
