import type { TPricedProduct } from './price-adjustment';

// The /precios list: every catalogue product, priced or not. A product created in
// /catalogo or imported without a cost has no `product-prices` document yet; it is listed all the
// same, first and marked "Sin precio", so staff can give it a supplier, a cost and a margin
// (price-list-query.ts: how a page of them is asked of Firestore).

/** How the list marks a product without a price. */
export const UNPRICED_LABEL = 'Sin precio';

/** What the list needs of a catalogue product: the facts it shows and filters by, and its linked suppliers. */
export type TPriceListProduct = {
  readonly product_id: string;
  readonly sku: string;
  readonly description: string;
  readonly brand_id: string;
  readonly category_id: string;
  /** The suppliers linked to the product in the catalogue (a price's costs come from these). */
  readonly supplier_ids: readonly string[];
};

/** One row of /precios: a product, with its price or null while it has none. */
export type TPriceListRow = TPriceListProduct & { readonly price: TPricedProduct | null };

/**
 * The suppliers a product's price editor offers a cost for: those linked to the product, then any
 * that the price has a cost for (an old link), then those the editor added, without repeats.
 */
export function priceEditorSupplierIds(
  row: Pick<TPriceListRow, 'supplier_ids' | 'price'>,
  added: readonly string[] = [],
): string[] {
  return [
    ...new Set([...row.supplier_ids, ...(row.price?.supplier_costs.map((entry) => entry.supplier_id) ?? []), ...added]),
  ];
}
