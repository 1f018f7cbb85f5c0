import type { TProduct, TProductViewedEvent } from '@voltia/domain';

/** What a product page knows of its product; brand optional, as in the viewed event (spec 3). */
export type TViewedProduct = Pick<TProduct, 'product_id' | 'sku' | 'description'> & { readonly brand?: string };

/** The viewed event for a catalogue product: its `description` is the event's `product_description`. */
export function toProductViewedPayload({ product_id, sku, description, brand }: TViewedProduct): TProductViewedEvent {
  return { product_id, sku, product_description: description, ...(brand === undefined ? {} : { brand }) };
}
