import { getDocs, type Firestore } from 'firebase/firestore';
import { AppError, productSatKeysFrom, type TProductSatKeys, type TSatKeysByProductId } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { queriesByIds } from '../documents-by-id';

// The SAT keys an order's invoice data needs (cfdiInvoiceData), read from the products its lines
// name: each product's own `sat_clave_prod_serv` / `sat_clave_unidad` when it has them, else its
// category's and sale unit's defaults (productSatKeys). Staff read every product, published or not.
// One query per 30 products (queriesByIds): an order's few lines cost one round trip, a list
// export's hundreds of products a handful.

/**
 * The SAT keys of each of `productIds` (`products/{id}`), by product id. A product that does not
 * exist or whose unit or category does not parse is absent, so the invoice data refuses its line by
 * SKU; a failed read rejects with `staff/invoice-data-failed`.
 */
export async function readProductSatKeys(db: Firestore, productIds: readonly string[]): Promise<TSatKeysByProductId> {
  let snapshots;
  try {
    snapshots = await Promise.all(queriesByIds(db, FIRESTORE_PATHS.products, productIds).map((q) => getDocs(q)));
  } catch (error) {
    throw new AppError('staff/invoice-data-failed', { cause: error });
  }
  const keys: Record<string, TProductSatKeys> = {};
  for (const snapshot of snapshots)
    for (const document of snapshot.docs) {
      const parsed = productSatKeysFrom(document.data());
      if (parsed !== undefined) keys[document.id] = parsed;
    }
  return keys;
}
