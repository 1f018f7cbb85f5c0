import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@voltia/domain';
import { LIVE_FIRST_ANSWER_TIMEOUT_MS, watchLive, type TLive } from './use-live';

/** A listener the test drives: it answers, fails or stays silent when told. */
function fakeListener() {
  const listener = {
    opened: 0,
    closed: 0,
    value: (_value: string) => {},
    error: (_error: AppError) => {},
  };
  const start = (_backend: unknown, onValue: (value: string) => void, onError: (error: AppError) => void) => {
    listener.opened += 1;
    listener.value = onValue;
    listener.error = onError;
    return () => {
      listener.closed += 1;
    };
  };
  return { listener, start };
}

describe('watchLive: the bounded wait of every live screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 20 s by default for the first answer, then says in Spanish that it took too long', async () => {
    const { listener, start } = fakeListener();
    const states: TLive<string>[] = [];
    watchLive(
      () => Promise.resolve({}),
      start,
      (live) => states.push(live),
      { readFailed: 'prices/read-failed' },
    );
    await vi.advanceTimersByTimeAsync(LIVE_FIRST_ANSWER_TIMEOUT_MS - 1);
    expect(LIVE_FIRST_ANSWER_TIMEOUT_MS).toBe(20_000);
    expect(listener.opened).toBe(1);
    expect(states).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(states).toHaveLength(1);
    const [timedOut] = states;
    expect(timedOut?.status === 'error' && timedOut.error.code).toBe('network/timeout');
    expect(timedOut?.status === 'error' && timedOut.error.userMessage).toBe(
      'La solicitud tardó demasiado. Inténtalo de nuevo.',
    );
    // A late answer still shows.
    listener.value('tarde');
    expect(states.at(-1)).toEqual({ status: 'ready', value: 'tarde' });
  });

  it('an answer in time cancels the wait; a later error still reports', async () => {
    const { listener, start } = fakeListener();
    const states: TLive<string>[] = [];
    watchLive(
      () => Promise.resolve({}),
      start,
      (live) => states.push(live),
      { readFailed: 'prices/read-failed', timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(500);
    listener.value('precios');
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual([{ status: 'ready', value: 'precios' }]);
    listener.error(new AppError('firestore/permission-denied'));
    expect(states.at(-1)).toMatchObject({ status: 'error', error: { code: 'firestore/permission-denied' } });
  });

  it("a backend that does not load is an error with the screen's code, and no timeout follows it", async () => {
    const states: TLive<string>[] = [];
    watchLive(
      () => Promise.reject(new Error('ChunkLoadError')),
      fakeListener().start,
      (live) => states.push(live),
      { readFailed: 'supplier/read-failed', timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({ status: 'error', error: { code: 'supplier/read-failed' } });
  });

  it('stopping closes the listener and silences the pending wait: a retry is a fresh subscription', async () => {
    const { listener, start } = fakeListener();
    const states: TLive<string>[] = [];
    const stop = watchLive(
      () => Promise.resolve({}),
      start,
      (live) => states.push(live),
      { readFailed: 'prices/read-failed', timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(states).toHaveLength(1);
    stop();
    expect(listener.closed).toBe(1);
    // What "Reintentar" does: stop the old subscription, start a new one with a new wait.
    const retried: TLive<string>[] = [];
    watchLive(
      () => Promise.resolve({}),
      start,
      (live) => retried.push(live),
      { readFailed: 'prices/read-failed', timeoutMs: 1000 },
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(listener.opened).toBe(2);
    listener.value('de nuevo');
    await vi.advanceTimersByTimeAsync(2000);
    expect(retried).toEqual([{ status: 'ready', value: 'de nuevo' }]);
    expect(states).toHaveLength(1);
  });
});
