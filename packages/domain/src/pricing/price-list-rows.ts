import type { TPricedProduct } from './price-adjustment';

// The /precios list: every catalogue product, priced or not. A product created in
// /catalogo or imported without a cost has no `product-prices` document yet; it is listed all the
// same, first and marked "Sin precio", so staff can give it a supplier, a cost and a margin.

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * A stored `products/{id}` document as the list needs it; undefined when it has no SKU (not a
 * product). Lenient on purpose: a product the catalogue could not parse still needs a price.
 */
export function priceListProductOf(
  id: string,
  data: Readonly<Record<string, unknown>> | undefined,
): TPriceListProduct | undefined {
  if (data === undefined || text(data.sku).trim() === '') return undefined;
  const suppliers: unknown = data.supplier_ids;
  return {
    product_id: id,
    sku: text(data.sku),
    description: text(data.description),
    brand_id: text(data.brand_id),
    category_id: text(data.category_id),
    supplier_ids: Array.isArray(suppliers)
      ? suppliers.filter((entry): entry is string => typeof entry === 'string' && entry !== '')
      : [],
  };
}

const bySku = (a: TPriceListRow, b: TPriceListRow): number =>
  a.sku.localeCompare(b.sku, 'es') || a.product_id.localeCompare(b.product_id);

/**
 * Every product with its price: products without one first, then the priced, each group by SKU.
 * The catalogue's facts are the truth (a price's copies may lag); a price whose product is gone is
 * still listed, with the facts it repeats and its suppliers those with a cost.
 */
export function priceListRows(
  products: readonly TPriceListProduct[],
  prices: readonly TPricedProduct[],
): TPriceListRow[] {
  const priceOf = new Map(prices.map((price) => [price.product_id, price]));
  const rows: TPriceListRow[] = products.map((product) => ({
    ...product,
    price: priceOf.get(product.product_id) ?? null,
  }));
  const listed = new Set(products.map((product) => product.product_id));
  for (const price of prices) {
    if (listed.has(price.product_id)) continue;
    rows.push({
      product_id: price.product_id,
      sku: price.sku,
      description: price.description,
      brand_id: price.brand_id,
      category_id: price.category_id,
      supplier_ids: price.supplier_costs.map((entry) => entry.supplier_id),
      price,
    });
  }
  const unpriced = rows.filter((row) => row.price === null).sort(bySku);
  const priced = rows.filter((row) => row.price !== null).sort(bySku);
  return [...unpriced, ...priced];
}

/** How many rows have no price yet. */
export function unpricedCount(rows: readonly Pick<TPriceListRow, 'price'>[]): number {
  return rows.reduce((count, row) => count + (row.price === null ? 1 : 0), 0);
}

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
