import { AppError, err, ok, ZSetSupplierActiveRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import type { TSupplierRoute } from './supplier-route';

/** POST /set-active { id, active }: deactivates or reactivates a supplier; setting what it already is writes nothing. */
export const handleSetSupplierActive: TSupplierRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZSetSupplierActiveRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { id, active } = request.value;
  const now = deps.now();
  const updatedAt = await deps.runTransaction(async (tx) => {
    const stored = await tx.getSupplier(id);
    if (stored === undefined) throw new AppError('supplier/not-found', { detail: id });
    if (stored.active === active) return stored.updated_at;
    tx.putSupplier({ ...stored, active, updated_at: now });
    return now;
  });
  deps.logger.info({ uid: caller.uid, supplierId: id, active }, 'supplier active set');
  return ok({ id, updated_at: updatedAt.toISOString() });
};
