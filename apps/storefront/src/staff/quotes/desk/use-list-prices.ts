'use client';

import { useEffect, useMemo, useState } from 'react';
import type { TDeskListPrices } from '@voltia/domain';
import type { TLive } from '@/quotes/use-quotes';
import { loadStaffBackend } from '../../staff-backend';

/**
 * The cost and list price of the desk's products, live (`product-prices`, staff only). Keyed by the
 * set of product ids, so an added line's price arrives with it; a new set keeps showing the last
 * prices until the new ones answer.
 */
export function useListPrices(productIds: readonly string[]): TLive<TDeskListPrices> {
  const key = useMemo(() => [...new Set(productIds)].sort().join('\n'), [productIds]);
  const [prices, setPrices] = useState<TLive<TDeskListPrices>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    void loadStaffBackend().then(async (backend) => {
      await backend.authReady();
      if (cancelled) return;
      stop = backend.subscribeProductPrices(
        backend.getDb(),
        key === '' ? [] : key.split('\n'),
        (value) => setPrices({ status: 'ready', value }),
        (error) => setPrices({ status: 'error', error }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key]);
  return prices;
}
