'use client';

import { useEffect } from 'react';
import { createOncePerKey } from './create-once-per-key';
import { reportError } from '@/shared/stats/error-reporter';
import { toProductViewedPayload } from './to-product-viewed-payload';
import type { TViewedProduct } from './to-product-viewed-payload';

export type TProductViewedBeaconProps = { readonly product: TViewedProduct };

const firstViewOf = createOncePerKey();

/**
 * Records one view of a product per page load (spec 7: POST {stats-api}/products/viewed), in an
 * effect, so only in the browser; React StrictMode's second effect run is not counted. Renders
 * nothing. The recorder, and the validator it carries, load after mount, so they stay out of the
 * product page's first-load JavaScript.
 */
export function ProductViewedBeacon({ product }: TProductViewedBeaconProps): null {
  const { product_id, sku, description, brand } = product;
  useEffect(() => {
    if (!firstViewOf(product_id)) return;
    const payload = toProductViewedPayload({ product_id, sku, description, ...(brand === undefined ? {} : { brand }) });
    import('@/shared/stats/record-stats-event').then(
      ({ recordProductViewed }) => recordProductViewed(payload),
      (error: unknown) => reportError(error, { kind: 'product_viewed', reason: 'stats-recorder-load-failed' }),
    );
  }, [product_id, sku, description, brand]);
  return null;
}
