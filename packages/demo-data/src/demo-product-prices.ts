import {
  adjustCentsByBp,
  bulkAdjustmentPlan,
  figuresOf,
  listPriceCents,
  planFingerprint,
  priceBatchIdFor,
  priceFigures,
  type TPriceActor,
  type TPriceBatch,
  type TPriceBatchItem,
  type TPricedProduct,
  type TPriceHistoryEntry,
  type TPriceScope,
  type TProduct,
  type TProductPrice,
  type TSupplierCost,
} from '@voltia/domain';
import type { TDemoCategoryId } from './categories';
import { demoHash, demoUnitPriceCents } from './demo-prices';
import { DEMO_USERS } from './demo-users';

// The demo price list: every demo product gets `product-prices/{product_id}` with a
// cost from each of its suppliers, the supplier whose cost prices it (the first), a margin plausible
// for its category (18–40 %) and the list price the domain computes. The list price is the one the
// desk's demo quotes use (demoUnitPriceCents), to the cent where a cost reaches it exactly. A few
// history entries tell a story: one manual change and one bulk adjustment (Urrea's 2026 list, +4 %)
// with its batch, which staff can undo in the demo.

/** A category's usual gross margin on the sale price, in basis points. */
const MARGIN_BP_BY_CATEGORY: Readonly<Record<TDemoCategoryId, number>> = {
  'cables-y-conductores': 1800,
  'interruptores-termomagneticos': 2500,
  'contactores-y-arrancadores': 2800,
  iluminacion: 3200,
  herramientas: 3000,
  'equipo-de-proteccion-personal': 3500,
  'canalizacion-y-tuberia-conduit': 2200,
  'tableros-y-centros-de-carga': 2400,
  'apagadores-y-contactos': 3800,
  'automatizacion-y-control': 2700,
  'motores-y-variadores': 2000,
  'conectores-y-terminales': 3600,
  medicion: 2600,
  'cintas-y-aislantes': 4000,
};

/** Margins stay within 18–40 %: the category's, moved up to ±2 points by the SKU. */
export const DEMO_MARGIN_RANGE_BP = [1800, 4000] as const;

/** The demo staff member who keeps the price list. */
const PRICE_KEEPER: TPriceActor = (() => {
  const user = DEMO_USERS.find((candidate) => candidate.role === 'staff');
  if (user === undefined) throw new Error('no demo staff member');
  return { uid: user.uid, name: user.profile.full_name };
})();

/** The brand whose 2026 list the demo's bulk adjustment applied. */
export const DEMO_BULK_SCOPE: TPriceScope = { kind: 'brand', id: 'urrea' };
export const DEMO_BULK_CHANGE_BP = 400;
const DEMO_BULK_REASON = 'Lista de precios 2026 de Urrea: +4 % en costo.';

/** The product whose margin the demo's manual change raised, and the margin it had before. */
export const DEMO_MANUAL_SKU = 'QO120';
const DEMO_MANUAL_MARGIN_BEFORE_BP = 2200;

const DAY_MS = 86_400_000;

export function demoMarginBp(product: Pick<TProduct, 'sku' | 'category_id'>): number {
  const base = MARGIN_BP_BY_CATEGORY[product.category_id as TDemoCategoryId];
  if (base === undefined) throw new Error(`no demo margin for category ${product.category_id}`);
  const shift = ((demoHash(`${product.sku}|margen`) % 9) - 4) * 50; // −2 to +2 points, by half points
  return Math.min(DEMO_MARGIN_RANGE_BP[1], Math.max(DEMO_MARGIN_RANGE_BP[0], base + shift));
}

/**
 * The cost that gives `targetList` at `marginBp`: the exact one when a cost reaches it, else the
 * one whose list price is nearest (never below one cent).
 */
export function costForList(targetList: number, marginBp: number): number {
  const guess = Math.max(1, Math.floor((targetList * (10_000 - marginBp)) / 10_000));
  let best = guess;
  for (let cost = Math.max(1, guess - 2); cost <= guess + 2; cost += 1) {
    if (Math.abs(listPriceCents(cost, marginBp) - targetList) < Math.abs(listPriceCents(best, marginBp) - targetList))
      best = cost;
  }
  return best;
}

/** Each linked supplier's cost: the first (the pricing supplier) is the cheapest; the others 2–6 % dearer. */
function supplierCostsFor(product: TProduct, cost: number): TSupplierCost[] {
  return product.supplier_ids.map((supplierId, index) =>
    index === 0
      ? { supplier_id: supplierId, cost_cents: cost }
      : {
          supplier_id: supplierId,
          cost_cents: adjustCentsByBp(cost, 200 + (demoHash(`${product.sku}|${supplierId}`) % 5) * 100),
        },
  );
}

/** A product's demo price before the demo history (what the manual change and the bulk batch started from). */
function basePrice(product: TProduct, updatedAt: Date): TPricedProduct {
  const supplierId = product.supplier_ids[0];
  if (supplierId === undefined) throw new Error(`demo product ${product.sku} has no supplier`);
  const margin = demoMarginBp(product);
  const cost = costForList(demoUnitPriceCents(product), margin);
  return {
    product_id: product.product_id,
    sku: product.sku,
    description: product.description,
    brand_id: product.brand_id,
    category_id: product.category_id,
    ...priceFigures(supplierId, cost, margin),
    supplier_costs: supplierCostsFor(product, cost),
    updated_at: updatedAt,
  };
}

/** A stored `product-prices` document: the domain's price plus the product facts the table filters by. */
export type TDemoProductPrice = TProductPrice & {
  sku: string;
  description: string;
  brand_id: string;
  category_id: string;
};

export type TDemoPriceList = {
  readonly prices: readonly TDemoProductPrice[];
  /** `price-history` entries with their document ids. */
  readonly history: readonly (TPriceHistoryEntry & { id: string })[];
  readonly batches: readonly TPriceBatch[];
  /** `price-batches/{batch_id}/items/{product_id}`. */
  readonly batchItems: readonly (TPriceBatchItem & { batch_id: string })[];
};

function storedPrice(priced: TPricedProduct): TDemoProductPrice {
  return {
    product_id: priced.product_id,
    sku: priced.sku,
    description: priced.description,
    brand_id: priced.brand_id,
    category_id: priced.category_id,
    ...figuresOf(priced),
    supplier_costs: priced.supplier_costs.map((entry) => ({ ...entry })),
    updated_at: priced.updated_at,
    updated_by: PRICE_KEEPER,
  };
}

/**
 * The demo price list as of `now`: every product priced a month ago; Urrea's bulk batch two weeks
 * ago; the manual change (QO120's margin, 22 % → its category's) three days ago.
 */
export function buildDemoPriceList(products: readonly TProduct[], now: Date): TDemoPriceList {
  const pricedAt = new Date(now.getTime() - 30 * DAY_MS);
  const bulkAt = new Date(now.getTime() - 14 * DAY_MS);
  const manualAt = new Date(now.getTime() - 3 * DAY_MS);
  const base = products.map((product) => basePrice(product, pricedAt));
  const current = new Map(base.map((priced) => [priced.product_id, priced]));
  const history: (TPriceHistoryEntry & { id: string })[] = [];

  const plan = bulkAdjustmentPlan(base, DEMO_BULK_SCOPE, DEMO_BULK_CHANGE_BP);
  const batchId = priceBatchIdFor(planFingerprint(DEMO_BULK_SCOPE, DEMO_BULK_CHANGE_BP, plan));
  const batchItems = plan.map((change) => ({
    batch_id: batchId,
    product_id: change.product_id,
    before: change.before,
    after: change.after,
    supplier_costs_before: [...change.supplier_costs_before],
    supplier_costs_after: [...change.supplier_costs_after],
    applied_at: bulkAt,
  }));
  plan.forEach((change, index) => {
    const priced = current.get(change.product_id);
    if (priced === undefined) throw new Error(`bulk change for unknown product ${change.product_id}`);
    current.set(change.product_id, {
      ...priced,
      ...change.after,
      supplier_costs: change.supplier_costs_after,
      updated_at: bulkAt,
    });
    history.push({
      id: `${String(bulkAt.getTime()).padStart(15, '0')}-${String(index).padStart(3, '0')}-seed`,
      product_id: change.product_id,
      at: bulkAt,
      by: PRICE_KEEPER,
      kind: 'bulk',
      reason: DEMO_BULK_REASON,
      before: change.before,
      after: change.after,
      batch_id: batchId,
    });
  });
  const batch: TPriceBatch = {
    id: batchId,
    scope: DEMO_BULK_SCOPE,
    scope_name: 'Urrea',
    change_bp: DEMO_BULK_CHANGE_BP,
    reason: DEMO_BULK_REASON,
    by: PRICE_KEEPER,
    at: bulkAt,
    state: 'applied',
    count: plan.length,
    done: plan.length,
    undone_at: null,
    undone_by: null,
    undo_skipped: [],
  };

  const manual = base.find((priced) => priced.sku === DEMO_MANUAL_SKU);
  if (manual === undefined) throw new Error(`demo product ${DEMO_MANUAL_SKU} missing`);
  const manualBefore = priceFigures(manual.supplier_id, manual.cost_cents, DEMO_MANUAL_MARGIN_BEFORE_BP);
  const manualAfter = figuresOf(current.get(manual.product_id) ?? manual);
  current.set(manual.product_id, { ...(current.get(manual.product_id) ?? manual), updated_at: manualAt });
  history.push(
    {
      id: `${String(pricedAt.getTime()).padStart(15, '0')}-000-seed`,
      product_id: manual.product_id,
      at: pricedAt,
      by: PRICE_KEEPER,
      kind: 'manual',
      reason: 'Alta en la lista de precios.',
      before: null,
      after: manualBefore,
      batch_id: null,
    },
    {
      id: `${String(manualAt.getTime()).padStart(15, '0')}-000-seed`,
      product_id: manual.product_id,
      at: manualAt,
      by: PRICE_KEEPER,
      kind: 'manual',
      reason: 'Margen al nivel de la categoría: la competencia subió sus precios.',
      before: manualBefore,
      after: manualAfter,
      batch_id: null,
    },
  );

  return {
    prices: products.map((product) => storedPrice(current.get(product.product_id) as TPricedProduct)),
    history,
    batches: [batch],
    batchItems,
  };
}
