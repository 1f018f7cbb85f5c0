import {
  bulkAdjustmentPlan,
  err,
  ok,
  planFingerprint,
  priceBatchIdFor,
  ZBulkApplyRequest,
  ZBulkPreviewRequest,
  type TSkippedPrice,
} from '@voltia/domain';
import type { TPriceActor, TPriceBatch, TPriceChange, TPricedProduct, TPriceScope } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import {
  PRICE_WRITES_PER_BATCH,
  priceHistoryId,
  type TPriceRoute,
  type TPricesDeps,
  type TPriceWrite,
} from './prices-route';

/** Each product of a bulk apply is three writes: its price, its history entry and the batch's item for the undo. */
const WRITES_PER_CHANGE = 3;
export const CHANGES_PER_COMMIT = Math.floor(PRICE_WRITES_PER_BATCH / WRITES_PER_CHANGE);

async function planFor(
  deps: TPricesDeps,
  scope: TPriceScope,
  changeBp: number,
): Promise<{ name: string | undefined; products: TPricedProduct[]; changes: TPriceChange[]; fingerprint: string }> {
  const [name, products] = await Promise.all([deps.store.scopeName(scope), deps.store.pricedProductsIn(scope)]);
  const changes = bulkAdjustmentPlan(products, scope, changeBp);
  return { name, products, changes, fingerprint: planFingerprint(scope, changeBp, changes) };
}

/**
 * POST /bulk-preview { scope, change_bp, reason }: every change the adjustment would make, before →
 * after (the cost moved by the percentage, the list price recomputed at the same margin), with
 * the plan's fingerprint. Reads only.
 */
export const handleBulkPreview: TPriceRoute = async (caller, _actor, body, deps) => {
  const request = parseRequestBody(ZBulkPreviewRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { scope, change_bp: changeBp } = request.value;
  const plan = await planFor(deps, scope, changeBp);
  if (plan.name === undefined)
    return err({ code: 'prices/empty-scope', detail: `${scope.kind} ${scope.id} not found` });
  deps.logger.info({ uid: caller.uid, scope, changeBp, count: plan.changes.length }, 'bulk price preview');
  return ok({
    scope_name: plan.name,
    change_bp: changeBp,
    count: plan.changes.length,
    fingerprint: plan.fingerprint,
    changes: plan.changes.map((change) => ({
      product_id: change.product_id,
      sku: change.sku,
      description: change.description,
      before: change.before,
      after: change.after,
    })),
  });
};

function writesOf(
  change: TPriceChange,
  batchId: string,
  index: number,
  actor: TPriceActor,
  reason: string,
  now: Date,
  tail: string,
  product: TPricedProduct,
): TPriceWrite[] {
  return [
    {
      kind: 'price',
      price: {
        ...product,
        ...change.after,
        supplier_costs: [...change.supplier_costs_after],
        updated_at: now,
        updated_by: actor,
      },
    },
    {
      kind: 'history',
      id: priceHistoryId(now, index, tail),
      entry: {
        product_id: change.product_id,
        at: now,
        by: actor,
        kind: 'bulk',
        reason,
        before: change.before,
        after: change.after,
        batch_id: batchId,
      },
    },
    {
      kind: 'item',
      batchId,
      item: {
        product_id: change.product_id,
        before: change.before,
        after: change.after,
        supplier_costs_before: [...change.supplier_costs_before],
        supplier_costs_after: [...change.supplier_costs_after],
        applied_at: now,
      },
    },
  ];
}

/**
 * POST /bulk-apply { scope, change_bp, reason, fingerprint }: recomputes the plan and applies it only
 * when it is the one previewed (same fingerprint). The batch document is created first (one per
 * fingerprint, so the same preview applies once), then the changes in transactions of at most
 * PRICE_WRITES_PER_BATCH writes, each product's change made only while its price is still the one
 * the plan read: a price saved meanwhile (a manual save racing the apply) is left as it is and
 * reported back, never overwritten with a figure computed from the old one. The batch's `done`
 * counts the chunks; it ends applied with the count of products it changed.
 */
export const handleBulkApply: TPriceRoute = async (caller, actor, body, deps) => {
  const request = parseRequestBody(ZBulkApplyRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { scope, change_bp: changeBp, reason, fingerprint } = request.value;
  const plan = await planFor(deps, scope, changeBp);
  if (plan.name === undefined || plan.changes.length === 0)
    return err({ code: 'prices/empty-scope', detail: `${scope.kind} ${scope.id}` });
  if (plan.fingerprint !== fingerprint)
    return err({ code: 'prices/preview-stale', detail: `previewed ${fingerprint}, now ${plan.fingerprint}` });
  const now = deps.now();
  const batchId = priceBatchIdFor(fingerprint);
  const batch: TPriceBatch = {
    id: batchId,
    scope,
    scope_name: plan.name,
    change_bp: changeBp,
    reason,
    by: actor,
    at: now,
    state: 'applying',
    count: plan.changes.length,
    done: 0,
    undone_at: null,
    undone_by: null,
    undo_skipped: [],
  };
  if (!(await deps.store.createBatch(batch))) return err({ code: 'prices/batch-already-applied', detail: batchId });
  const products = new Map(plan.products.map((product) => [product.product_id, product]));
  const tail = deps.randomTail();
  const skipped: TSkippedPrice[] = [];
  for (let start = 0; start < plan.changes.length; start += CHANGES_PER_COMMIT) {
    const slice = plan.changes.slice(start, start + CHANGES_PER_COMMIT);
    const left = await deps.store.commitUnchanged(
      slice.map((change, offset) => ({
        productId: change.product_id,
        expectedUpdatedAt: change.updated_at_before,
        writes: writesOf(
          change,
          batchId,
          start + offset,
          actor,
          reason,
          now,
          tail,
          products.get(change.product_id) as TPricedProduct,
        ),
      })),
    );
    skipped.push(
      ...slice
        .filter((change) => left.includes(change.product_id))
        .map((change) => ({ product_id: change.product_id, sku: change.sku })),
    );
    await deps.store.updateBatch(batchId, { done: start + slice.length });
  }
  const count = plan.changes.length - skipped.length;
  await deps.store.updateBatch(batchId, { state: 'applied', count });
  deps.logger.info(
    { uid: caller.uid, batchId, scope, changeBp, count, skipped: skipped.length },
    'bulk price adjustment applied',
  );
  return ok({ batch_id: batchId, count, skipped });
};
