import { pickCartLine } from '../cart/cart-line';
import type { TCartLine } from '../cart/cart-line';
import type { TOrderDocument } from './order-document';

// "Volver a pedir": an order's lines back into the customer's quote cart, at the quantities that
// were ordered. A product the store no longer sells is named, never silently dropped.

export type TReorder = {
  /** The lines to add to the cart, in the order's order. */
  readonly lines: readonly TCartLine[];
  /** The lines whose product is no longer sold: named to the customer, not added. */
  readonly unavailable: readonly TCartLine[];
};

/** The order's lines split by whether their product is still sold (`available` holds the product ids that are). */
export function reorderLines(order: Pick<TOrderDocument, 'lines'>, available: ReadonlySet<string>): TReorder {
  const lines = order.lines.map((line) => pickCartLine(line));
  return {
    lines: lines.filter((line) => available.has(line.product_id)),
    unavailable: lines.filter((line) => !available.has(line.product_id)),
  };
}

/** What the customer is told once the lines are in the cart: how many went in, and which products could not. */
export function reorderSummary(reorder: TReorder): string {
  const added = reorder.lines.length;
  const addedText =
    added === 0
      ? 'No pudimos agregar ningún producto de este pedido a tu cotización.'
      : `Agregamos ${added === 1 ? '1 producto' : `${added} productos`} de este pedido a tu cotización.`;
  if (reorder.unavailable.length === 0) return addedText;
  const names = reorder.unavailable.map((line) => `${line.sku_description} (SKU ${line.sku})`).join(', ');
  return `${addedText} ${reorder.unavailable.length === 1 ? 'Ya no vendemos' : 'Ya no vendemos estos productos:'} ${names}.`;
}
