import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import {
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  isLineQuantity,
  mergedLineQuantity,
  type TLineMerge,
} from './line-quantity';
import type { TProduct } from '../catalogue/product';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

export const ZLineQuantity = z
  .number({ error: 'La cantidad debe ser un número.' })
  .int({ error: 'La cantidad debe ser un número entero.' })
  .min(MIN_LINE_QUANTITY, { error: `La cantidad mínima es ${MIN_LINE_QUANTITY}.` })
  .max(MAX_LINE_QUANTITY, { error: `La cantidad máxima es ${MAX_LINE_QUANTITY}.` });

/** A line of `quote-detail/{id}/cart/{product_id}`. */
export const ZCartLine = z.object({
  sku: ZWellFormedText.trim().min(1).max(64),
  product_id: ZWellFormedText.trim().min(1).max(64),
  sku_description: ZWellFormedText.trim().min(1).max(200),
  // Spec 5 treats brand as optional for products, so a line may carry an empty brand.
  brand: ZWellFormedText.trim().max(80),
  quantity: ZLineQuantity,
});
export type TCartLine = z.infer<typeof ZCartLine>;

function quantityError(detail: string): AppError {
  return new AppError('cart/quantity-out-of-bounds', { detail });
}

/** The merge rule (mergedLineQuantity), with the refusal said as the cart's quantity error. */
export function mergeLineQuantity(
  stored: number | undefined,
  incoming: number,
  merge: TLineMerge = 'typed',
): Result<number> {
  if (!isLineQuantity(incoming)) return err(quantityError(`incoming quantity ${incoming}`));
  const merged = mergedLineQuantity(stored, incoming, merge);
  return merged === null
    ? err(quantityError(`stored ${stored} + incoming ${incoming} exceeds ${MAX_LINE_QUANTITY}`))
    : ok(merged);
}

/**
 * The line to write when `incoming` is added to a cart that may already hold `existing` (the line
 * with the same product_id). Descriptive fields come from `incoming`, the fresher catalogue copy.
 */
export function mergeCartLine(
  existing: TCartLine | undefined,
  incoming: TCartLine,
  merge: TLineMerge = 'typed',
): Result<TCartLine> {
  const parsed = ZCartLine.safeParse(incoming);
  if (!parsed.success) {
    const quantityIssue = parsed.error.issues.some((issue) => issue.path[0] === 'quantity');
    return err(
      quantityIssue
        ? quantityError(`incoming quantity ${String(incoming.quantity)}`)
        : new AppError('input/invalid', { cause: parsed.error }),
    );
  }
  if (existing !== undefined && existing.product_id !== parsed.data.product_id) {
    return err(
      new AppError('input/invalid', { detail: `line ${existing.product_id} cannot merge ${parsed.data.product_id}` }),
    );
  }
  const quantity = mergeLineQuantity(existing?.quantity, parsed.data.quantity, merge);
  return quantity.ok ? ok({ ...parsed.data, quantity: quantity.value }) : quantity;
}

/** The cart-line fields of a richer line (a desk or offer line). */
export function pickCartLine({ sku, product_id, sku_description, brand, quantity }: TCartLine): TCartLine {
  return { sku, product_id, sku_description, brand, quantity };
}

/** The order a cart shows its lines in: by description, with Spanish collation (á sorts with a). */
export function compareCartLines(a: Pick<TCartLine, 'sku_description'>, b: Pick<TCartLine, 'sku_description'>): number {
  return a.sku_description.localeCompare(b.sku_description, 'es');
}

/** A cart line for a catalogue product. */
export function cartLineFromProduct(product: TProduct, quantity: number): Result<TCartLine> {
  return mergeCartLine(undefined, {
    sku: product.sku,
    product_id: product.product_id,
    sku_description: product.description,
    brand: product.brand,
    quantity,
  });
}
