import { FIRESTORE_COLLECTIONS, ZSupplier } from '@voltia/domain';
import type { TSupplier } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { TRunSupplierTransaction } from './supplier-transaction';
import { runTransaction } from '../firestore/run-transaction';

/** A stored supplier, its Timestamp read as a Date; undefined when the document is not a supplier. */
export function supplierFromFirestore(data: DocumentData): TSupplier | undefined {
  const updatedAt: unknown = data.updated_at;
  const parsed = ZSupplier.safeParse({
    ...data,
    updated_at: updatedAt instanceof Timestamp ? updatedAt.toDate() : updatedAt,
  });
  return parsed.success ? parsed.data : undefined;
}

/** The suppliers routes' transaction on the Admin SDK's Firestore (rules do not apply: the routes are the rules). */
export function firestoreSupplierTransaction(db: Firestore): TRunSupplierTransaction {
  const suppliers = db.collection(FIRESTORE_COLLECTIONS.suppliers);
  const products = db.collection(FIRESTORE_COLLECTIONS.products);
  return (work) =>
    runTransaction(db, (tx) =>
      work({
        getSupplier: async (id) => {
          const data = (await tx.get(suppliers.doc(id))).data();
          return data === undefined ? undefined : supplierFromFirestore(data);
        },
        supplierIdsWithRfc: async (rfc) =>
          (await tx.get(suppliers.where('tax_id', '==', rfc).select())).docs.map((doc) => doc.id),
        countLinkedProducts: async (id) =>
          (await tx.get(products.where('supplier_ids', 'array-contains', id).count())).data().count,
        putSupplier: (supplier) => {
          tx.set(suppliers.doc(supplier.id), supplier);
        },
        deleteSupplier: (id) => {
          tx.delete(suppliers.doc(id));
        },
      }),
    );
}
