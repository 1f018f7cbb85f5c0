// Quantity bounds without zod, so client bundles can check a quantity without loading schemas.

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
