import { compareCartLines } from '../cart/cart-line';
import type { TCartLine } from '../cart/cart-line';
import type { TProductFacts } from '../catalogue/product';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

export type TCatalogueLookup = ReadonlyMap<string, TProductFacts | undefined>;

export type TReconciledCart = {
  /** Every line, with the catalogue's SKU, description and brand and the customer's quantity. */
  readonly lines: readonly TCartLine[];
  /** The lines whose stored SKU, description or brand differed from the catalogue's: the ones to write. */
  readonly corrected: readonly TCartLine[];
};

/**
 * The cart as the catalogue has it, checked when it is submitted: the storefront writes cart lines
 * itself, so a line may name a made-up product, a real one under a forged SKU or description, or
 * one customers can no longer see. Every line must name a published catalogue product (`catalogue`
 * maps a product_id to its facts, undefined when there is none); its names become the catalogue's,
 * its quantity stays the customer's. Otherwise the cart is refused with
 * quote/unavailable-products, naming every offending line, in the cart's order: an unknown
 * product by the line's own description, an unpublished one by the catalogue's, a line that could
 * not be read (`unreadableIds`) by its id.
 */
export function reconcileCartWithCatalogue(
  lines: readonly TCartLine[],
  catalogue: TCatalogueLookup,
  unreadableIds: readonly string[] = [],
): Result<TReconciledCart> {
  const unavailable: { readonly id: string; readonly name: string }[] = unreadableIds.map((id) => ({ id, name: id }));
  const reconciled: TCartLine[] = [];
  const corrected: TCartLine[] = [];
  for (const line of lines) {
    const product = catalogue.get(line.product_id);
    if (product === undefined || !product.published) {
      unavailable.push({ id: line.product_id, name: product?.description ?? line.sku_description });
      continue;
    }
    const truth: TCartLine = { ...line, sku: product.sku, sku_description: product.description, brand: product.brand };
    reconciled.push(truth);
    if (truth.sku !== line.sku || truth.sku_description !== line.sku_description || truth.brand !== line.brand)
      corrected.push(truth);
  }
  if (unavailable.length > 0) {
    // In the cart's own order (compareCartLines: by description, Spanish collation), whatever order the lines were read in.
    const named = unavailable.sort((a, b) =>
      compareCartLines({ sku_description: a.name }, { sku_description: b.name }),
    );
    return err(
      new AppError('quote/unavailable-products', {
        items: named.map((item) => item.name),
        detail: named.map((item) => item.id).join(', '),
      }),
    );
  }
  return ok({ lines: reconciled, corrected });
}
