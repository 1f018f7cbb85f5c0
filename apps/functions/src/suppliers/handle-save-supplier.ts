import { AppError, err, ok, supplierIdFromName, ZSaveSupplierRequest } from '@voltia/domain';
import type { TSupplier } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import type { TSupplierRoute } from './supplier-route';
import type { TSupplierTransaction } from './supplier-transaction';

/** How many "-2", "-3"… a new supplier's id may try when its name's id is taken. */
const MAX_ID_SUFFIX = 50;

/** A free id for a new supplier: its name's, or that with the first free "-n". */
async function freeSupplierId(tx: TSupplierTransaction, name: string): Promise<string> {
  const base = supplierIdFromName(name);
  for (let n = 1; n <= MAX_ID_SUFFIX; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if ((await tx.getSupplier(id)) === undefined) return id;
  }
  throw new AppError('firestore/aborted', { detail: `no free id for ${base}` });
}

/**
 * POST /save { id?, expected_updated_at, supplier }: creates a supplier (its id from its name) or
 * replaces an existing one's fields when nobody changed it since the editor read it. Its RFC must
 * be no other supplier's.
 */
export const handleSaveSupplier: TSupplierRoute = async (caller, body, deps) => {
  const request = parseRequestBody(ZSaveSupplierRequest, body);
  if (!request.ok) return err({ code: request.code, detail: request.detail, fields: request.fields });
  const { id: editedId, expected_updated_at: expected, supplier: fields } = request.value;
  const now = deps.now();
  const saved = await deps.runTransaction(async (tx) => {
    let id: string;
    if (editedId == null) {
      id = await freeSupplierId(tx, fields.name);
    } else {
      const stored = await tx.getSupplier(editedId);
      if (stored === undefined) throw new AppError('supplier/not-found', { detail: editedId });
      if (stored.updated_at.toISOString() !== expected)
        throw new AppError('supplier/stale', { detail: `${editedId} is at ${stored.updated_at.toISOString()}` });
      id = editedId;
    }
    const holders = await tx.supplierIdsWithRfc(fields.tax_id);
    if (holders.some((holder) => holder !== id))
      throw new AppError('supplier/duplicate-rfc', { detail: `${fields.tax_id} held by ${holders.join(', ')}` });
    const supplier: TSupplier = { ...fields, id, updated_at: now };
    tx.putSupplier(supplier);
    return supplier;
  });
  deps.logger.info({ uid: caller.uid, supplierId: saved.id, created: editedId == null }, 'supplier saved');
  return ok({ id: saved.id, updated_at: saved.updated_at.toISOString() });
};
