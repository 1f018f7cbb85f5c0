import { AppError, err, figuresOf, MAX_PRICE_SUPPLIERS, ok, priceFigures, ZSavePriceRequest } from '@voltia/domain';
import type { TPriceFigures, TPriceHistoryEntry } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import { priceHistoryId, type TPriceRoute, type TStoredPrice } from './prices-route';

const sameFigures = (a: TPriceFigures, b: TPriceFigures) =>
  a.supplier_id === b.supplier_id &&
  a.cost_cents === b.cost_cents &&
  a.margin_bp === b.margin_bp &&
  a.list_price_cents === b.list_price_cents;

/**
 * POST /save { product_id, supplier_id, supplier_costs, margin_bp, reason, expected_updated_at,
 * link_supplier_ids? }: one product's costs per linked supplier, the supplier whose cost prices it
 * and the margin; the list price is the domain's. A product without a price yet (one created in
 * /catalogo or imported without a cost) is priced the same way, with `expected_updated_at` null.
 * In one transaction: refused when the product is gone, the price changed since the editor read it
 * (or was created meanwhile), a supplier to link does not exist or is inactive, or a cost names a
 * supplier neither linked nor to link; otherwise the suppliers to link are added to the product, and
 * the price and a 'manual' history entry are written (nothing when nothing changed).
 */
export const handleSave: TPriceRoute = async (caller, actor, body, deps) => {
  const request = parseRequestBody(ZSavePriceRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const {
    product_id: productId,
    supplier_id: supplierId,
    supplier_costs: supplierCosts,
    margin_bp: marginBp,
    reason,
    expected_updated_at: expected,
  } = request.value;
  const links = request.value.link_supplier_ids ?? [];
  const now = deps.now();
  const answer = await deps.store.save(productId, links, (product, current, suppliers) => {
    if (product === undefined) throw new AppError('prices/product-not-found', { detail: productId });
    if ((current?.updated_at.getTime() ?? null) !== expected)
      throw new AppError('prices/stale', {
        detail: `expected ${String(expected)}, stored ${String(current?.updated_at.getTime() ?? null)}`,
      });
    const link = links.filter((id) => !product.supplier_ids.includes(id));
    for (const id of link) {
      const supplier = suppliers.get(id);
      if (supplier === undefined) throw new AppError('prices/unknown-supplier', { detail: id });
      if (!supplier.active) throw new AppError('prices/supplier-inactive', { detail: id });
    }
    if (product.supplier_ids.length + link.length > MAX_PRICE_SUPPLIERS)
      throw new AppError('prices/too-many-suppliers', { detail: `${product.supplier_ids.length} + ${link.length}` });
    const linked = [...product.supplier_ids, ...link];
    const unlinked = supplierCosts
      .filter((entry) => !linked.includes(entry.supplier_id))
      .map((entry) => entry.supplier_id);
    if (unlinked.length > 0) throw new AppError('prices/supplier-not-linked', { detail: unlinked.join(', ') });
    const cost = supplierCosts.find((entry) => entry.supplier_id === supplierId)?.cost_cents ?? 0;
    const after = priceFigures(supplierId, cost, marginBp);
    const costsUnchanged =
      current !== undefined &&
      current.supplier_costs.length === supplierCosts.length &&
      current.supplier_costs.every((entry) =>
        supplierCosts.some((next) => next.supplier_id === entry.supplier_id && next.cost_cents === entry.cost_cents),
      );
    if (current !== undefined && link.length === 0 && costsUnchanged && sameFigures(figuresOf(current), after)) {
      return {
        write: null,
        answer: { product_id: productId, price: after, updated_at: current.updated_at.getTime(), unchanged: true },
      };
    }
    const price: TStoredPrice = {
      product_id: productId,
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
      product_id: productId,
      at: now,
      by: actor,
      kind: 'manual',
      reason,
      before: current === undefined ? null : figuresOf(current),
      after,
      batch_id: null,
    };
    return {
      write: { price, history, historyId: priceHistoryId(now, 0, deps.randomTail()), link },
      answer: { product_id: productId, price: after, updated_at: now.getTime(), unchanged: false },
    };
  });
  deps.logger.info(
    {
      uid: caller.uid,
      productId,
      unchanged: answer.unchanged,
      list: answer.price.list_price_cents,
      linked: links.length,
    },
    'price saved',
  );
  return ok(answer);
};
