import { err, ok, ZUndoBatchRequest, type TSkippedPrice } from '@voltia/domain';
import type { TPricedProduct } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { PRICE_WRITES_PER_BATCH, priceHistoryId, type TPriceRoute, type TPriceWrite } from './prices-route';

/** Each product an undo restores is two writes: its price and its history entry. */
const RESTORES_PER_COMMIT = Math.floor(PRICE_WRITES_PER_BATCH / 2);

/**
 * POST /undo { batch_id }: puts back every price the batch wrote, as one step: the batch is claimed
 * ('applied', or 'applying' but cut off long ago → 'undoing', so it undoes once; a cut-off batch's
 * items are exactly the products it wrote), every product still as the batch left it gets its
 * before values back with an 'undo' history entry, checked again inside each commit's transaction;
 * products changed since (before the undo or while it runs) are left alone and reported; the batch
 * ends 'undone' with who, when and what was skipped.
 */
export const handleUndo: TPriceRoute = async (caller, actor, body, deps) => {
  const request = parseRequestBody(ZUndoBatchRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const batchId = request.value.batch_id;
  const now = deps.now();
  const batch = await deps.store.claimUndo(batchId, now);
  const items = await deps.store.batchItems(batchId);
  const current = await deps.store.pricesOf(items.map((item) => item.product_id));
  const tail = deps.randomTail();
  const restore: { item: (typeof items)[number]; price: TPricedProduct }[] = [];
  const skipped: TSkippedPrice[] = [];
  for (const item of items) {
    const price = current.get(item.product_id);
    if (price !== undefined && price.updated_at.getTime() === item.applied_at.getTime()) restore.push({ item, price });
    else skipped.push({ product_id: item.product_id, sku: price?.sku ?? item.product_id });
  }
  const reason = `Deshacer ajuste: ${batch.reason}`.slice(0, 300);
  let restored = 0;
  for (let start = 0; start < restore.length; start += RESTORES_PER_COMMIT) {
    const slice = restore.slice(start, start + RESTORES_PER_COMMIT);
    const left = await deps.store.commitUnchanged(
      slice.map(({ item, price }, offset) => ({
        productId: item.product_id,
        expectedUpdatedAt: item.applied_at,
        writes: [
          {
            kind: 'price',
            price: {
              ...price,
              ...item.before,
              supplier_costs: [...item.supplier_costs_before],
              updated_at: now,
              updated_by: actor,
            },
          },
          {
            kind: 'history',
            id: priceHistoryId(now, start + offset, tail),
            entry: {
              product_id: item.product_id,
              at: now,
              by: actor,
              kind: 'undo',
              reason,
              before: item.after,
              after: item.before,
              batch_id: batchId,
            },
          },
        ] satisfies TPriceWrite[],
      })),
    );
    restored += slice.length - left.length;
    skipped.push(
      ...slice
        .filter(({ item }) => left.includes(item.product_id))
        .map(({ price }) => ({ product_id: price.product_id, sku: price.sku })),
    );
  }
  await deps.store.updateBatch(batchId, {
    state: 'undone',
    undone_at: now,
    undone_by: actor,
    undo_skipped: skipped.map((entry) => entry.product_id),
  });
  deps.logger.info({ uid: caller.uid, batchId, restored, skipped: skipped.length }, 'bulk price adjustment undone');
  return ok({ batch_id: batchId, restored, skipped });
};
