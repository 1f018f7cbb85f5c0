import { claveUnidadOf, productIdFor, productSatKeys, type TProduct, type TSatKeysByProductId } from '@voltia/domain';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { demoProductImagePath } from './demo-product-images';
import { demoSatProductKeyOf } from './demo-sat-product-keys';
import { automationDrafts } from './drafts/automation-drafts';
import { breakerDrafts } from './drafts/breaker-drafts';
import { cableDrafts } from './drafts/cable-drafts';
import { conduitDrafts } from './drafts/conduit-drafts';
import { connectorDrafts } from './drafts/connector-drafts';
import { contactorDrafts } from './drafts/contactor-drafts';
import { lightingDrafts } from './drafts/lighting-drafts';
import { meterDrafts } from './drafts/meter-drafts';
import { motorDrafts } from './drafts/motor-drafts';
import { panelDrafts } from './drafts/panel-drafts';
import { ppeDrafts } from './drafts/ppe-drafts';
import type { TProductDraft } from './drafts/product-draft';
import { tapeDrafts } from './drafts/tape-drafts';
import { toolDrafts } from './drafts/tool-drafts';
import { wiringDeviceDrafts } from './drafts/wiring-device-drafts';
import { DEMO_SUPPLIERS } from './suppliers';

/**
 * The product id is derived from brand and SKU (the domain's productIdFor, what the catalogue
 * function gives a new product), not from the position in the list, so adding a product never
 * renumbers the others (carts and tests that point at a product keep working).
 */
export { productIdFor };

function allDrafts(): TProductDraft[] {
  return [
    ...cableDrafts(),
    ...breakerDrafts(),
    ...contactorDrafts(),
    ...lightingDrafts(),
    ...toolDrafts(),
    ...ppeDrafts(),
    ...conduitDrafts(),
    ...panelDrafts(),
    ...wiringDeviceDrafts(),
    ...automationDrafts(),
    ...motorDrafts(),
    ...connectorDrafts(),
    ...meterDrafts(),
    ...tapeDrafts(),
  ];
}

/**
 * Suppliers for the n-th product of a category: one of the suppliers that serve the category,
 * rotating, plus a second one for every third product so that some items have alternatives.
 */
function suppliersFor(categoryId: string, indexInCategory: number): string[] {
  const candidates = DEMO_SUPPLIERS.filter((supplier) => supplier.category_ids.includes(categoryId))
    .map((supplier) => supplier.id)
    .sort();
  const first = candidates[indexInCategory % candidates.length];
  if (first === undefined) throw new Error(`Ningún proveedor demo surte la categoría ${categoryId}`);
  const second = candidates[(indexInCategory + 1) % candidates.length];
  return second !== undefined && second !== first && indexInCategory % 3 === 0 ? [first, second] : [first];
}

/** Builds the demo catalogue from scratch; pure and deterministic (no clock, no randomness). */
export function buildDemoProducts(): TProduct[] {
  const brandNames = new Map(DEMO_BRANDS.map((brand) => [brand.id, brand.name]));
  const categoryOrder = new Map(DEMO_CATEGORIES.map((category, index) => [category.id, index]));
  const seenInCategory = new Map<string, number>();

  return allDrafts().map((draft) => {
    const brand = brandNames.get(draft.brand_id);
    if (brand === undefined) throw new Error(`Marca demo desconocida: ${draft.brand_id}`);
    if (!categoryOrder.has(draft.category_id)) throw new Error(`Categoría demo desconocida: ${draft.category_id}`);
    const indexInCategory = seenInCategory.get(draft.category_id) ?? 0;
    seenInCategory.set(draft.category_id, indexInCategory + 1);

    const productId = productIdFor(draft.brand_id, draft.sku);
    return {
      product_id: productId,
      sku: draft.sku,
      description: draft.description,
      brand,
      brand_id: draft.brand_id,
      category_id: draft.category_id,
      unit: draft.unit,
      attributes: draft.attributes.map(([name, value]) => ({ name, value })),
      supplier_ids: suppliersFor(draft.category_id, indexInCategory),
      // A drawing made offline and served by the storefront (see demo-product-images.ts).
      images: [demoProductImagePath(productId)],
      published: draft.published ?? true,
      // Every demo product carries its SAT keys for the invoice (demo-sat-product-keys.ts).
      sat_clave_prod_serv: demoSatProductKeyOf(draft).clave_prod_serv,
      sat_clave_unidad: claveUnidadOf(draft.unit).clave_unidad,
    };
  });
}

/** The demo catalogue (a few hundred products), built once at import. */
export const DEMO_PRODUCTS: readonly TProduct[] = buildDemoProducts();

/** The SAT keys of every demo product, by product id: what an order freezes when its offer is accepted. */
export const DEMO_SAT_KEYS: TSatKeysByProductId = Object.fromEntries(
  DEMO_PRODUCTS.map((product) => [product.product_id, productSatKeys(product)]),
);
