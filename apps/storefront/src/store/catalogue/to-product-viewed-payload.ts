import { checkStatsEvent, invalidStatsEventError, STATS_EVENT_PATHS } from '@voltia/domain';
import type { TProduct, TProductViewedEvent } from '@voltia/domain';
import { reportError } from '@/shared/stats/error-reporter';

/** What a product page knows of its product; brand optional, as in the viewed event. */
export type TViewedProduct = Pick<TProduct, 'product_id' | 'sku' | 'description'> & { readonly brand?: string };

/** The viewed event for a catalogue product: its `description` is the event's `product_description`. */
export function toProductViewedPayload({ product_id, sku, description, brand }: TViewedProduct): TProductViewedEvent {
  return { product_id, sku, product_description: description, ...(brand === undefined ? {} : { brand }) };
}

/**
 * The product page's view beacon (ProductViewedBeacon's props), checked by the domain while the page
 * is rendered on the server: an event the checks refuse is reported there and never sent (null).
 */
export function productViewedBeacon(product: TViewedProduct): { event: TProductViewedEvent; path: string } | null {
  const payload = toProductViewedPayload(product);
  const checked = checkStatsEvent('product_viewed', payload);
  if (checked.ok) return { event: checked.event, path: STATS_EVENT_PATHS.product_viewed };
  reportError(invalidStatsEventError('product_viewed', payload, checked.issues), {
    kind: 'product_viewed',
    reason: 'invalid-stats-event',
  });
  return null;
}
