'use client';

import { useEffect, useState } from 'react';
import type { TPriceBatch, TPriceListCount, TPriceListFilter } from '@voltia/domain';
import type { TPriceHistoryRow, TPriceNames } from '@voltia/firebase-client/staff';
import { useLive, type TLive, type TLiveStart } from '@/shared/live/use-live';
import { useListTabCounts } from '../shell/use-list-tab-counts';
import type { TTabCounts } from '../shell/tab-count';
import { loadStaffBackend } from '../staff-backend';
import { priceFilterQuery } from './price-table-filter';

export type { TLive } from '@/shared/live/use-live';

/** Subscribes through the staff backend, with the shared bounded wait; `key` changes subscribe again (a retry, another product). */
function useStaffLive<T>(
  subscribe: TLiveStart<Awaited<ReturnType<typeof loadStaffBackend>>, T>,
  key: string,
): TLive<T> {
  return useLive(key, loadStaffBackend, subscribe, { readFailed: 'prices/read-failed' });
}

/** How many products the filter keeps and how many of them have no price, refreshed as the page changes. */
export function usePriceListCounts(filter: TPriceListFilter, liveChanges: number): TTabCounts<TPriceListCount> {
  return useListTabCounts<TPriceListCount>(
    priceFilterQuery(filter),
    (backend) => backend.countPriceList(backend.getDb(), filter),
    liveChanges,
  );
}

/** The SKUs of `productIds`, read once per set of them (none while they load or when the read fails). */
export function useProductSkus(productIds: readonly string[]): ReadonlyMap<string, string> {
  const key = [...new Set(productIds)].sort().join(' ');
  const [answer, setAnswer] = useState<{ key: string; skus: ReadonlyMap<string, string> } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const ids = key === '' ? [] : key.split(' ');
    loadStaffBackend()
      .then((backend) => backend.loadProductSkus(backend.getDb(), ids))
      .then(
        (skus) => {
          if (!cancelled) setAnswer({ key, skus });
        },
        () => undefined, // Without SKUs the changes name their products by id.
      );
    return () => {
      cancelled = true;
    };
  }, [key]);
  return answer?.skus ?? EMPTY_SKUS;
}

const EMPTY_SKUS: ReadonlyMap<string, string> = new Map();

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
