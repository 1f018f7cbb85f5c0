import { AppError, err, ok, ZDeleteSupplierRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import type { TSupplierRoute } from './supplier-route';

/**
 * POST /delete { id }: deletes a supplier no product links any more. One still linked is refused
 * (409 supplier/has-products, the count in `items`): it can be deactivated instead.
 */
export const handleDeleteSupplier: TSupplierRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZDeleteSupplierRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { id } = request.value;
  await deps.runTransaction(async (tx) => {
    if ((await tx.getSupplier(id)) === undefined) throw new AppError('supplier/not-found', { detail: id });
    const linked = await tx.countLinkedProducts(id);
    if (linked > 0)
      throw new AppError('supplier/has-products', { detail: `${linked} products link ${id}`, items: [String(linked)] });
    tx.deleteSupplier(id);
  });
  deps.logger.info({ uid: caller.uid, supplierId: id }, 'supplier deleted');
  return ok({ id, deleted: true });
};
