import { z } from 'zod';
import { ZProductFacts, type TProduct } from '../catalogue/product';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

/** The category a product event counts under when its catalogue document names none. */
export const STATS_NO_CATEGORY = 'Sin categoría';

/**
 * What a product event records of the product: the catalogue's own names, and its category
 * (`category_id`, or STATS_NO_CATEGORY), which the day's figures count views and adds by.
 */
export type TStatsProduct = Pick<TProduct, 'product_id' | 'sku' | 'description' | 'brand'> & {
  readonly category: string;
};

/** The catalogue facts the check needs (of a `products/{id}` document); the category is optional. */
export const ZStatsProductFacts = ZProductFacts.extend({
  category_id: z.string().trim().min(1).optional().catch(undefined),
});
export type TStatsProductFacts = z.infer<typeof ZStatsProductFacts>;

/** The facts of a stored `products/{id}` document, or undefined when there is none or it is not a product. */
export function statsProductFactsFrom(data: unknown): TStatsProductFacts | undefined {
  const parsed = ZStatsProductFacts.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A product event counts only for a product customers can see: in the catalogue and published. An
 * event naming anything else is forged or comes from a stale page, and is refused. The figures
 * then carry the catalogue's SKU, description, brand and category, never the event's, so posting
 * an event cannot rename a product on the metrics screen.
 */
export function statsProductFor(productId: string, product: TStatsProductFacts | undefined): Result<TStatsProduct> {
  if (product === undefined) return err(new AppError('stats/unknown-product', { detail: `no product ${productId}` }));
  if (!product.published)
    return err(new AppError('stats/unknown-product', { detail: `product ${productId} is not published` }));
  return ok({
    product_id: productId,
    sku: product.sku,
    description: product.description,
    brand: product.brand,
    category: product.category_id ?? STATS_NO_CATEGORY,
  });
}
