'use client';

import { useEffect, useState } from 'react';
import { toAppError, type AppError, type TPriceBatch, type TPriceListRow } from '@voltia/domain';
import type { TPriceHistoryRow, TPriceNames } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../staff-backend';

export type TLive<T> = { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'error'; readonly error: AppError };

/** Subscribes through the staff backend; `key` changes subscribe again (a retry, another product). */
function useLive<T>(subscribe: (backend: Awaited<ReturnType<typeof loadStaffBackend>>, onValue: (value: T) => void, onError: (error: AppError) => void) => () => void, key: string): TLive<T> {
  const [state, setState] = useState<{ key: string; live: TLive<T> } | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadStaffBackend().then(
      (backend) => {
        if (cancelled) return;
        stop = subscribe(
          backend,
          (value) => setState({ key, live: { status: 'ready', value } }),
          (error) => setState({ key, live: { status: 'error', error } }),
        );
      },
      (error: unknown) => {
        if (!cancelled) setState({ key, live: { status: 'error', error: toAppError(error, 'prices/read-failed') } });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // The key names the subscription: it alone says when to subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state !== null && state.key === key ? state.live : { status: 'loading' };
}

/** Every catalogue product with its price (null while it has none), live: the unpriced first. */
export function usePriceRows(attempt: number): TLive<readonly TPriceListRow[]> {
  return useLive<readonly TPriceListRow[]>((backend, onValue, onError) => backend.subscribePriceListRows(backend.getDb(), onValue, onError), `rows#${attempt}`);
}

/** The latest bulk adjustments, live. */
export function usePriceBatches(): TLive<readonly TPriceBatch[]> {
  return useLive<readonly TPriceBatch[]>((backend, onValue, onError) => backend.subscribePriceBatches(backend.getDb(), onValue, onError), 'batches');
}

/** One product's price history (or the latest overall with null), live. */
export function usePriceHistory(productId: string | null): TLive<readonly TPriceHistoryRow[]> {
  return useLive<readonly TPriceHistoryRow[]>((backend, onValue, onError) => backend.subscribePriceHistory(backend.getDb(), productId, onValue, onError), `history#${productId ?? ''}`);
}

/** Brand, category and supplier names (read once). */
export function usePriceNames(): TPriceNames | null {
  const [names, setNames] = useState<TPriceNames | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadStaffBackend()
      .then((backend) => backend.loadPriceNames(backend.getDb()))
      .then(
        (loaded) => {
          if (!cancelled) setNames(loaded);
        },
        () => undefined, // Without names the table shows ids; the rows' own error state covers a dead connection.
      );
    return () => {
      cancelled = true;
    };
  }, []);
  return names;
}
