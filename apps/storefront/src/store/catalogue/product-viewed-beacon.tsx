'use client';

import { useEffect } from 'react';
import type { TProductViewedEvent } from '@voltia/domain/client';
import { sendCheckedStatsEvent } from '@/shared/stats/send-stats-event';
import { createOncePerKey } from './create-once-per-key';

export type TProductViewedBeaconProps = {
  /** The view event, already accepted by the domain's checks on the server (productViewedEvent). */
  readonly event: TProductViewedEvent;
  /** Its stats API path (`STATS_EVENT_PATHS.product_viewed`), passed so the browser needs no copy of the domain's stats module. */
  readonly path: string;
};

const firstViewOf = createOncePerKey();

/**
 * Records one view of a product per page load (POST {stats-api}/products/viewed), in an effect, so
 * only in the browser; React StrictMode's second effect run is not counted. Renders nothing. The
 * event was checked while the page was rendered, so the page sends it with the small sender alone:
 * no checks and no error catalogue among the scripts a product page loads.
 */
export function ProductViewedBeacon({ event, path }: TProductViewedBeaconProps): null {
  const { product_id, sku, product_description, brand } = event;
  useEffect(() => {
    if (!firstViewOf(product_id)) return;
    sendCheckedStatsEvent('product_viewed', path, {
      product_id,
      sku,
      product_description,
      ...(brand === undefined ? {} : { brand }),
    });
  }, [product_id, sku, product_description, brand, path]);
  return null;
}
