// Quantity bounds and the merge rule without zod or the error catalogue, so client bundles can check
// and merge a quantity without loading either.

export const MIN_LINE_QUANTITY = 1;
/**
 * Four digits: it fits the quantity field and the quote PDF column, and bounds what a client can
 * write (rules check the same limit). Volumes beyond it are negotiated with staff inside the quote.
 */
export const MAX_LINE_QUANTITY = 9999;

/** A whole number of units within the bounds. */
export function isLineQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= MIN_LINE_QUANTITY && n <= MAX_LINE_QUANTITY;
}

/** Total units in a cart, for the cart badge. */
export function cartItemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((total, line) => total + line.quantity, 0);
}

/**
 * How an incoming quantity meets the one a cart already holds for the product:
 * - `typed`, the store's add: an incoming quantity above 1 is a quantity the person typed, so it
 *   replaces the stored one; an incoming 1 is a click on "add", so it is added;
 * - `sum`, units put back into the cart ("Volver a pedir" an order): always added, so what the
 *   cart held for another purpose is never lowered.
 */
export type TLineMerge = 'typed' | 'sum';

/**
 * The merge rule (TLineMerge). A stored value that is not a valid quantity (corrupt or legacy data)
 * counts as absent, so it never blocks the person from fixing the line. Null when the incoming
 * quantity is out of bounds or the sum would pass the maximum (mergeLineQuantity in cart-line.ts
 * says which, as an AppError).
 */
export function mergedLineQuantity(
  stored: number | undefined,
  incoming: number,
  merge: TLineMerge = 'typed',
): number | null {
  if (!isLineQuantity(incoming)) return null;
  if (stored === undefined || !isLineQuantity(stored) || (merge === 'typed' && incoming > 1)) return incoming;
  const sum = stored + incoming;
  return sum <= MAX_LINE_QUANTITY ? sum : null;
}
