import type { TProduct, TProductFacts } from '../catalogue/product';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

/** What a product event's aggregates record of the product: the catalogue's own names. */
export type TStatsProduct = Pick<TProduct, 'product_id' | 'sku' | 'description' | 'brand'>;

/** The catalogue facts the check needs (a `products/{id}` document, or undefined when there is none). */
export type TStatsProductFacts = TProductFacts;

/**
 * A product event counts only for a product customers can see: in the catalogue and published. An
 * event naming anything else is forged or comes from a stale page, and is refused. The aggregates
 * then carry the catalogue's SKU, description and brand, never the event's, so posting an event
 * cannot rename a product on the metrics screen.
 */
export function statsProductFor(productId: string, product: TStatsProductFacts | undefined): Result<TStatsProduct> {
  if (product === undefined) return err(new AppError('stats/unknown-product', { detail: `no product ${productId}` }));
  if (!product.published) return err(new AppError('stats/unknown-product', { detail: `product ${productId} is not published` }));
  return ok({ product_id: productId, sku: product.sku, description: product.description, brand: product.brand });
}
