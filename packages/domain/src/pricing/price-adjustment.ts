import { z } from 'zod';
import { formatPercentBp } from '../money/money';
import { ZWellFormedText } from '../text/well-formed-text';
import {
  adjustCentsByBp,
  priceFigures,
  ZMarginBp,
  ZPriceActor,
  ZPriceAdjustmentBp,
  ZPriceFigures,
  ZProductPrice,
  ZSupplierCost,
  type TPriceFigures,
  type TSupplierCost,
} from './price-list';

// What staff do to price lists, on top of price-list.ts: a manual save of one
// product's costs and margin, and a bulk adjustment by brand, category or supplier, previewed as
// the list of every change before → after, applied in batches and undone as one step. The prices
// function and the /precios screen both use these, so the preview is exactly what is applied.

export const PRICE_SCOPE_KINDS = ['brand', 'category', 'supplier'] as const;
export type TPriceScopeKind = (typeof PRICE_SCOPE_KINDS)[number];

/** How the screen names each scope. */
export const PRICE_SCOPE_LABELS: Readonly<Record<TPriceScopeKind, string>> = {
  brand: 'Marca',
  category: 'Categoría',
  supplier: 'Proveedor',
};

/** Which products a bulk adjustment touches: a brand's, a category's, or those a supplier has a cost for. */
export const ZPriceScope = z
  .object({
    kind: z.enum(PRICE_SCOPE_KINDS, { error: 'Elige si el ajuste es por marca, categoría o proveedor.' }),
    id: z
      .string({ error: 'Elige la marca, categoría o proveedor.' })
      .trim()
      .min(1, { error: 'Elige la marca, categoría o proveedor.' })
      .max(80),
  })
  .strict();
export type TPriceScope = z.infer<typeof ZPriceScope>;

/** Why a price changed: the history keeps it. */
export const ZPriceReason = ZWellFormedText.trim()
  .min(1, { error: 'Escribe el motivo del cambio.' })
  .max(300, { error: 'El motivo admite como máximo 300 caracteres.' });

/** A product's price as the prices function stores it: the figures, every supplier's cost, and the product facts the table filters by. */
export type TPricedProduct = {
  readonly product_id: string;
  readonly sku: string;
  readonly description: string;
  readonly brand_id: string;
  readonly category_id: string;
  readonly supplier_id: string;
  readonly cost_cents: number;
  readonly margin_bp: number;
  readonly list_price_cents: number;
  readonly supplier_costs: readonly TSupplierCost[];
  readonly updated_at: Date;
};

/** One change of a bulk adjustment, as the preview lists it and the apply writes it. */
export type TPriceChange = {
  readonly product_id: string;
  readonly sku: string;
  readonly description: string;
  readonly before: TPriceFigures;
  readonly after: TPriceFigures;
  readonly supplier_costs_before: readonly TSupplierCost[];
  readonly supplier_costs_after: readonly TSupplierCost[];
  /** The price's `updated_at` when the plan was made (part of the fingerprint: a later edit makes the preview stale). */
  readonly updated_at_before: Date;
};

/** Whether a product falls in a scope. */
export function inPriceScope(
  product: Pick<TPricedProduct, 'brand_id' | 'category_id' | 'supplier_costs'>,
  scope: TPriceScope,
): boolean {
  if (scope.kind === 'brand') return product.brand_id === scope.id;
  if (scope.kind === 'category') return product.category_id === scope.id;
  return product.supplier_costs.some((entry) => entry.supplier_id === scope.id);
}

/**
 * The supplier costs after a bulk change: by brand or category every supplier's cost moves; by
 * supplier only that supplier's cost does.
 */
export function adjustSupplierCosts(
  costs: readonly TSupplierCost[],
  scope: TPriceScope,
  changeBp: number,
): TSupplierCost[] {
  return costs.map((entry) =>
    scope.kind !== 'supplier' || entry.supplier_id === scope.id
      ? { supplier_id: entry.supplier_id, cost_cents: adjustCentsByBp(entry.cost_cents, changeBp) }
      : { ...entry },
  );
}

/** The figures of a price: what history records before and after. */
export function figuresOf(
  price: Pick<TPricedProduct, 'supplier_id' | 'cost_cents' | 'margin_bp' | 'list_price_cents'>,
): TPriceFigures {
  return {
    supplier_id: price.supplier_id,
    cost_cents: price.cost_cents,
    margin_bp: price.margin_bp,
    list_price_cents: price.list_price_cents,
  };
}

/**
 * The bulk adjustment plan: for every product in the scope, its figures before and after (the
 * cost moved by `changeBp` with adjustCentsByBp, the list price recomputed at the same margin),
 * sorted by SKU. Products whose costs would not move are left out.
 */
export function bulkAdjustmentPlan(
  products: readonly TPricedProduct[],
  scope: TPriceScope,
  changeBp: number,
): TPriceChange[] {
  ZPriceAdjustmentBp.parse(changeBp);
  const changes: TPriceChange[] = [];
  for (const product of products) {
    if (!inPriceScope(product, scope)) continue;
    const costs = adjustSupplierCosts(product.supplier_costs, scope, changeBp);
    if (costs.every((entry, index) => entry.cost_cents === product.supplier_costs[index]?.cost_cents)) continue;
    const chosen = costs.find((entry) => entry.supplier_id === product.supplier_id)?.cost_cents ?? product.cost_cents;
    changes.push({
      product_id: product.product_id,
      sku: product.sku,
      description: product.description,
      before: figuresOf(product),
      after: priceFigures(product.supplier_id, chosen, product.margin_bp),
      supplier_costs_before: product.supplier_costs.map((entry) => ({ ...entry })),
      supplier_costs_after: costs,
      updated_at_before: product.updated_at,
    });
  }
  return changes.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : a.product_id < b.product_id ? -1 : 1));
}

/** FNV-1a over a text, 32 bits, from a given start (not for security: a fingerprint of a plan). */
function fnv1a(text: string, start: number): number {
  let hash = start;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A fingerprint of a plan: the scope, the change and every change's product, figures, costs and the
 * instant its price was last written. Applying sends the preview's fingerprint; the function
 * recomputes the plan and refuses when the fingerprints differ (someone changed a price meanwhile).
 */
export function planFingerprint(scope: TPriceScope, changeBp: number, changes: readonly TPriceChange[]): string {
  const text = JSON.stringify([
    scope.kind,
    scope.id,
    changeBp,
    changes.map((change) => [
      change.product_id,
      change.updated_at_before.getTime(),
      change.before,
      change.after,
      change.supplier_costs_before.map((entry) => [entry.supplier_id, entry.cost_cents]),
      change.supplier_costs_after.map((entry) => [entry.supplier_id, entry.cost_cents]),
    ]),
  ]);
  const high = fnv1a(text, 0x811c9dc5);
  const low = fnv1a(text, 0x050c5d1f);
  return `${high.toString(16).padStart(8, '0')}${low.toString(16).padStart(8, '0')}`;
}

export const ZPlanFingerprint = z
  .string({ error: 'Falta la vista previa del ajuste.' })
  .regex(/^[0-9a-f]{16}$/, { error: 'La vista previa del ajuste no es válida.' });

/** The most suppliers a product (and so a price) may have: the catalogue's limit. */
export const MAX_PRICE_SUPPLIERS = 20;

/**
 * POST /save: one product's costs per supplier, the supplier whose cost prices it, the margin and why.
 * `link_supplier_ids` names suppliers the product is not linked to yet (a product created without
 * suppliers, given its first one on /precios): the prices function links each to the product in the
 * same transaction, when it exists and is active. Each must have a cost in `supplier_costs`.
 */
export const ZSavePriceRequest = z
  .object({
    product_id: z.string({ error: 'Falta el producto.' }).trim().min(1, { error: 'Falta el producto.' }).max(64),
    supplier_id: z
      .string({ error: 'Elige el proveedor que fija el costo.' })
      .trim()
      .min(1, { error: 'Elige el proveedor que fija el costo.' })
      .max(80),
    supplier_costs: z
      .array(ZSupplierCost)
      .min(1, { error: 'Escribe el costo de al menos un proveedor.' })
      .max(MAX_PRICE_SUPPLIERS, { error: `Un producto admite como máximo ${MAX_PRICE_SUPPLIERS} proveedores.` }),
    margin_bp: ZMarginBp,
    reason: ZPriceReason,
    /** The price's `updated_at` (ms) the editor started from, or null for a product without a price: a save over someone else's is refused. */
    expected_updated_at: z.number().int().min(0).nullable(),
    link_supplier_ids: z
      .array(z.string().trim().min(1, { error: 'Elige el proveedor que quieres vincular.' }).max(80))
      .max(MAX_PRICE_SUPPLIERS, { error: `Un producto admite como máximo ${MAX_PRICE_SUPPLIERS} proveedores.` })
      .optional(),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (new Set(request.supplier_costs.map((entry) => entry.supplier_id)).size !== request.supplier_costs.length) {
      ctx.addIssue({ code: 'custom', path: ['supplier_costs'], message: 'Un proveedor aparece dos veces.' });
    }
    if (!request.supplier_costs.some((entry) => entry.supplier_id === request.supplier_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['supplier_id'],
        message: 'El proveedor que fija el costo debe tener un costo.',
      });
    }
    const links = request.link_supplier_ids ?? [];
    if (new Set(links).size !== links.length)
      ctx.addIssue({ code: 'custom', path: ['link_supplier_ids'], message: 'Un proveedor aparece dos veces.' });
    if (links.some((id) => !request.supplier_costs.some((entry) => entry.supplier_id === id))) {
      ctx.addIssue({
        code: 'custom',
        path: ['link_supplier_ids'],
        message: 'Escribe el costo de cada proveedor que vinculas.',
      });
    }
  });
export type TSavePriceRequest = z.infer<typeof ZSavePriceRequest>;

/** POST /bulk-preview: the scope, the change (basis points, −50 % to +100 %) and why. */
export const ZBulkPreviewRequest = z
  .object({ scope: ZPriceScope, change_bp: ZPriceAdjustmentBp, reason: ZPriceReason })
  .strict();
export type TBulkPreviewRequest = z.infer<typeof ZBulkPreviewRequest>;

/** POST /bulk-apply: the same, with the preview's fingerprint so what is applied is what was previewed. */
export const ZBulkApplyRequest = ZBulkPreviewRequest.extend({ fingerprint: ZPlanFingerprint }).strict();
export type TBulkApplyRequest = z.infer<typeof ZBulkApplyRequest>;

/** POST /undo: the batch to undo. */
export const ZUndoBatchRequest = z
  .object({
    batch_id: z
      .string({ error: 'Falta el ajuste a deshacer.' })
      .trim()
      .min(1, { error: 'Falta el ajuste a deshacer.' })
      .max(80),
  })
  .strict();
export type TUndoBatchRequest = z.infer<typeof ZUndoBatchRequest>;

/** The id of the batch that applies a plan: one per fingerprint, so the same preview applies once. */
export function priceBatchIdFor(fingerprint: string): string {
  return `ajuste-${fingerprint}`;
}

export const PRICE_BATCH_STATES = ['applying', 'applied', 'undoing', 'undone'] as const;
export type TPriceBatchState = (typeof PRICE_BATCH_STATES)[number];

export const PRICE_BATCH_STATE_LABELS: Readonly<Record<TPriceBatchState, string>> = {
  applying: 'Aplicando…',
  applied: 'Aplicado',
  undoing: 'Deshaciendo…',
  undone: 'Deshecho',
};

/**
 * A batch still 'applying' this long after it began was cut off (the prices function answers or
 * dies within 60 s): what it wrote is in its items, and undoing it puts exactly that back.
 */
export const PRICE_BATCH_STALLED_AFTER_MS = 10 * 60_000;

/** Whether a batch stopped half-way: still 'applying' long after any apply could still be running. */
export function isPriceBatchStalled(
  batch: { readonly state: TPriceBatchState; readonly at: Date },
  now: Date,
): boolean {
  return batch.state === 'applying' && now.getTime() - batch.at.getTime() >= PRICE_BATCH_STALLED_AFTER_MS;
}

/** Whether "Deshacer" may run: an applied batch, or one cut off half-way (its written part). */
export function canUndoPriceBatch(batch: { readonly state: TPriceBatchState; readonly at: Date }, now: Date): boolean {
  return batch.state === 'applied' || isPriceBatchStalled(batch, now);
}

/** What the batches list says of a batch's state; a cut-off one says how far it got. */
export function priceBatchStateText(
  batch: { readonly state: TPriceBatchState; readonly at: Date; readonly done: number; readonly count: number },
  now: Date,
): string {
  if (!isPriceBatchStalled(batch, now)) return PRICE_BATCH_STATE_LABELS[batch.state];
  return `Interrumpido: ${batch.done} de ${batch.count} ${batch.count === 1 ? 'aplicado' : 'aplicados'}`;
}

/** A bulk adjustment: document `price-batches/{id}` (staff read; functions write). */
export const ZPriceBatch = z.object({
  id: z.string().min(1).max(80),
  scope: ZPriceScope,
  /** What the screen shows for the scope (the brand's, category's or supplier's name). */
  scope_name: z.string().min(1).max(200),
  change_bp: ZPriceAdjustmentBp,
  reason: ZPriceReason,
  by: ZPriceActor,
  at: z.date(),
  state: z.enum(PRICE_BATCH_STATES),
  /** Products changed. */
  count: z.number().int().min(0),
  /** Products written so far (the screen's progress while it applies). */
  done: z.number().int().min(0),
  undone_at: z.date().nullable(),
  undone_by: ZPriceActor.nullable(),
  /** Products the undo left alone because they changed after the batch. */
  undo_skipped: z.array(z.string()).max(20_000),
});
export type TPriceBatch = z.infer<typeof ZPriceBatch>;

/** One product of a batch: `price-batches/{id}/items/{product_id}`, what its undo restores. */
export const ZPriceBatchItem = z.object({
  product_id: z.string().min(1).max(64),
  before: ZPriceFigures,
  after: ZPriceFigures,
  supplier_costs_before: z.array(ZSupplierCost),
  supplier_costs_after: z.array(ZSupplierCost),
  /** The price's `updated_at` the batch wrote: a different one at undo time means someone changed it since. */
  applied_at: z.date(),
});
export type TPriceBatchItem = z.infer<typeof ZPriceBatchItem>;

/** A change in basis points as the screen writes it, signed: "+5 %", "−2.5 %". */
export function formatChangeBp(changeBp: number): string {
  return `${changeBp < 0 ? '−' : '+'}${formatPercentBp(Math.abs(changeBp))}`;
}

/**
 * The product facts a `product-prices` document repeats so the /precios table filters and searches
 * without reading every product (the prices function refreshes them from `products` on each write).
 */
export const ZPriceProductFacts = z.object({
  sku: z.string().min(1).max(64),
  description: z.string().min(1).max(200),
  brand_id: z.string().min(1).max(80),
  category_id: z.string().min(1).max(80),
});
export type TPriceProductFacts = z.infer<typeof ZPriceProductFacts>;

/** A stored `product-prices` document (its dates already Dates) as a priced product; throws when it is not one. */
export function pricedProductFrom(data: unknown): TPricedProduct {
  const price = ZProductPrice.parse(data);
  const facts = ZPriceProductFacts.parse(data);
  return {
    ...facts,
    ...figuresOf(price),
    product_id: price.product_id,
    supplier_costs: price.supplier_costs,
    updated_at: price.updated_at,
  };
}
