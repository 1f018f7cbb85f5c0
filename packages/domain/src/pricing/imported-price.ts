import { figuresOf, type TPricedProduct } from './price-adjustment';
import type { TPriceListProduct } from './price-list-rows';
import { priceFigures, type TPriceActor, type TPriceHistoryEntry, type TSupplierCost } from './price-list';

// A price carried by a catalogue CSV row: the optional columns `costo`, `margen` and
// `proveedor_costo` give a product its pricing supplier, that supplier's cost and the margin; the
// list price is the domain's one rule (listPriceCents), never a column. The catalogue function
// writes the result in the import's transaction, with a history entry of kind 'import'.

/** The price columns of one CSV row, parsed: the supplier whose cost prices the product, the cost, the margin. */
export type TCatalogueCsvPrice = {
  readonly supplier_id: string;
  readonly cost_cents: number;
  readonly margin_bp: number;
};

/** Why an imported price changed, as the price history shows it. */
export const IMPORT_PRICE_REASON = 'Importación del catálogo (CSV).';

/** A price as written: the priced product and who wrote it. */
export type TImportedPrice = TPricedProduct & { readonly updated_by: TPriceActor };

const sameCosts = (a: readonly TSupplierCost[], b: readonly TSupplierCost[]) =>
  a.length === b.length &&
  a.every((entry) =>
    b.some((other) => other.supplier_id === entry.supplier_id && other.cost_cents === entry.cost_cents),
  );

/**
 * The price an import row leaves on a product, from the one stored (if any): the row's supplier
 * prices it at the row's cost and margin; the other suppliers' costs stay while they are still
 * linked to the product. Null when nothing would change (importing the same file twice writes
 * nothing). The history entry's `before` is null for a product that had no price.
 */
export function importedPrice(
  current: TPricedProduct | undefined,
  product: TPriceListProduct,
  input: TCatalogueCsvPrice,
  actor: TPriceActor,
  now: Date,
): { readonly price: TImportedPrice; readonly history: TPriceHistoryEntry } | null {
  const after = priceFigures(input.supplier_id, input.cost_cents, input.margin_bp);
  const chosen: TSupplierCost = { supplier_id: input.supplier_id, cost_cents: input.cost_cents };
  const stored = current?.supplier_costs ?? [];
  // The chosen supplier's cost keeps its place among the others (or comes first for a new one).
  const supplierCosts = [
    ...(stored.some((entry) => entry.supplier_id === input.supplier_id) ? [] : [chosen]),
    ...stored.flatMap((entry) =>
      entry.supplier_id === input.supplier_id
        ? [chosen]
        : product.supplier_ids.includes(entry.supplier_id)
          ? [{ ...entry }]
          : [],
    ),
  ];
  if (current !== undefined) {
    const before = figuresOf(current);
    const unchanged =
      before.supplier_id === after.supplier_id &&
      before.cost_cents === after.cost_cents &&
      before.margin_bp === after.margin_bp &&
      before.list_price_cents === after.list_price_cents;
    if (unchanged && sameCosts(current.supplier_costs, supplierCosts)) return null;
  }
  const price: TImportedPrice = {
    product_id: product.product_id,
    sku: product.sku,
    description: product.description,
    brand_id: product.brand_id,
    category_id: product.category_id,
    ...after,
    supplier_costs: supplierCosts,
    updated_at: now,
    updated_by: actor,
  };
  const history: TPriceHistoryEntry = {
    product_id: product.product_id,
    at: now,
    by: actor,
    kind: 'import',
    reason: IMPORT_PRICE_REASON,
    before: current === undefined ? null : figuresOf(current),
    after,
    batch_id: null,
  };
  return { price, history };
}
