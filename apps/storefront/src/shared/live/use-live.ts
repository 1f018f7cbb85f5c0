'use client';

import { useEffect, useState } from 'react';
import { AppError, toAppError, type TErrorCode } from '@voltia/domain';
import { LIVE_FIRST_ANSWER_TIMEOUT_MS } from './live-timeout';

export { LIVE_FIRST_ANSWER_TIMEOUT_MS };

/** A live read: loading, its latest value, or why it failed (`retry` subscribes again, where the hook offers it). */
export type TLive<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: AppError; readonly retry?: () => void };

/** Opens a listener on the loaded backend: reports values and errors, returns the unsubscribe. */
export type TLiveStart<B, T> = (
  backend: B,
  onValue: (value: T) => void,
  onError: (error: AppError) => void,
) => () => void;

export type TLiveOptions = {
  /** The catalogue code when the backend's code itself does not load (offline, a new deployment). */
  readonly readFailed: TErrorCode;
  /** The wait for the first answer; tests pass a short one. */
  readonly timeoutMs?: number;
};

/**
 * The one way the storefront follows a live read: loads the backend (the SDK's chunks), starts the
 * listener and reports each state. With no first answer within the bounded wait it reports
 * `network/timeout`; the listener stays open, so an answer that comes later still shows. Returns the
 * stop, which also silences anything still pending.
 */
export function watchLive<B, T>(
  load: () => Promise<B>,
  start: TLiveStart<B, T>,
  onState: (live: TLive<T>) => void,
  options: TLiveOptions,
): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  const timer = setTimeout(() => {
    if (!stopped)
      onState({
        status: 'error',
        error: new AppError('network/timeout', {
          detail: `no first answer in ${options.timeoutMs ?? LIVE_FIRST_ANSWER_TIMEOUT_MS} ms`,
        }),
      });
  }, options.timeoutMs ?? LIVE_FIRST_ANSWER_TIMEOUT_MS);
  const fail = (error: AppError) => {
    clearTimeout(timer);
    if (!stopped) onState({ status: 'error', error });
  };
  load().then(
    (backend) => {
      if (stopped) return;
      stop = start(
        backend,
        (value) => {
          clearTimeout(timer);
          if (!stopped) onState({ status: 'ready', value });
        },
        fail,
      );
    },
    (error: unknown) => fail(toAppError(error, options.readFailed)),
  );
  return () => {
    stopped = true;
    clearTimeout(timer);
    stop?.();
  };
}

/**
 * A live read as React state: `key` names the subscription (null: nothing to follow yet) and a new
 * key reads as loading until its first answer. An error carries `retry`, which subscribes again.
 */
export function useLive<B, T>(
  key: string | null,
  load: () => Promise<B>,
  start: TLiveStart<B, T>,
  options: TLiveOptions,
): TLive<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ id: string; live: TLive<T> } | null>(null);
  const id = key === null ? null : `${key}\n${attempt}`;
  useEffect(() => {
    if (id === null) return;
    const retry = () => setAttempt((count) => count + 1);
    return watchLive(
      load,
      start,
      (live) => setAnswer({ id, live: live.status === 'error' ? { ...live, retry } : live }),
      options,
    );
    // `load`, `start` and the options are defined inline by the callers; the key (and the attempt) say when to subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return answer !== null && answer.id === id ? answer.live : { status: 'loading' };
}
