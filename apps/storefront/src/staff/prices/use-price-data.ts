'use client';

import { useEffect, useState } from 'react';
import type { TPriceBatch, TPriceListRow } from '@voltia/domain';
import type { TPriceHistoryRow, TPriceNames } from '@voltia/firebase-client/staff';
import { useLive, type TLive, type TLiveStart } from '@/shared/live/use-live';
import { loadStaffBackend } from '../staff-backend';

export type { TLive } from '@/shared/live/use-live';

/** Subscribes through the staff backend, with the shared bounded wait; `key` changes subscribe again (a retry, another product). */
function useStaffLive<T>(
  subscribe: TLiveStart<Awaited<ReturnType<typeof loadStaffBackend>>, T>,
  key: string,
): TLive<T> {
  return useLive(key, loadStaffBackend, subscribe, { readFailed: 'prices/read-failed' });
}

/** Every catalogue product with its price (null while it has none), live: the unpriced first. */
export function usePriceRows(attempt: number): TLive<readonly TPriceListRow[]> {
  return useStaffLive<readonly TPriceListRow[]>(
    (backend, onValue, onError) => backend.subscribePriceListRows(backend.getDb(), onValue, onError),
    `rows#${attempt}`,
  );
}

/** The latest bulk adjustments, live. */
export function usePriceBatches(): TLive<readonly TPriceBatch[]> {
  return useStaffLive<readonly TPriceBatch[]>(
    (backend, onValue, onError) => backend.subscribePriceBatches(backend.getDb(), onValue, onError),
    'batches',
  );
}

/** One product's price history (or the latest overall with null), live. */
export function usePriceHistory(productId: string | null): TLive<readonly TPriceHistoryRow[]> {
  return useStaffLive<readonly TPriceHistoryRow[]>(
    (backend, onValue, onError) => backend.subscribePriceHistory(backend.getDb(), productId, onValue, onError),
    `history#${productId ?? ''}`,
  );
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
