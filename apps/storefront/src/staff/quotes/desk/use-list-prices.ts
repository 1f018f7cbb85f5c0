'use client';

import { useEffect, useMemo, useState } from 'react';
import type { TDeskListPrices } from '@voltia/domain';
import { watchLive, type TLive } from '@/shared/live/use-live';
import { signedInStaffBackend, type TStaffBackend } from '../../staff-backend';

/**
 * The cost and list price of the desk's products, live (`product-prices`, staff only). Keyed by the
 * set of product ids, so an added line's price arrives with it; a new set keeps showing the last
 * prices until the new ones answer.
 */
export function useListPrices(productIds: readonly string[]): TLive<TDeskListPrices> {
  const key = useMemo(() => [...new Set(productIds)].sort().join('\n'), [productIds]);
  const [prices, setPrices] = useState<TLive<TDeskListPrices>>({ status: 'loading' });
  useEffect(() => {
    // The shared live path (bounded wait); a new set keeps the last prices on screen until it answers.
    const productIds = key === '' ? [] : key.split('\n');
    return watchLive<TStaffBackend, TDeskListPrices>(
      signedInStaffBackend,
      (backend, onValue, onError) => backend.subscribeProductPrices(backend.getDb(), productIds, onValue, onError),
      (live) =>
        setPrices((current) =>
          live.status === 'error' && live.error.code === 'network/timeout' && current.status === 'ready'
            ? current
            : live,
        ),
      { readFailed: 'prices/read-failed' },
    );
  }, [key]);
  return prices;
}
