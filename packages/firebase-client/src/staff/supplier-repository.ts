import { collection, doc, getDoc, getDocs, limit, query, where, type Firestore } from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import {
  AppError,
  SUPPLIERS_ROUTES,
  ZBrand,
  ZCategory,
  ZProductPrice,
  ZSupplier,
  type TBrand,
  type TCategory,
  type TSupplier,
  type TSupplierFieldsInput,
  type TSupplierSaveAnswer,
} from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { withDates } from '../firestore-dates';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { callRoute } from '../functions-api';

// The suppliers screen's data: staff read suppliers, their products and costs with the web SDK
// (the rules allow staff only); every write goes through the suppliers function.

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Follows every supplier, sorted by name; documents that are not suppliers are left out. Returns the unsubscribe. */
export function watchSuppliers(
  db: Firestore,
  onNext: (suppliers: TSupplier[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return onServerFirstSnapshot(
    collection(db, FIRESTORE_PATHS.suppliers),
    (snapshot) => {
      const suppliers = snapshot.docs.flatMap((document) => {
        const parsed = ZSupplier.safeParse(withDates(document.data()));
        return parsed.success ? [parsed.data] : [];
      });
      onNext(suppliers.sort((a, b) => byName.compare(a.name, b.name)));
    },
    (error) => onError(new AppError('supplier/read-failed', { cause: error })),
  );
}

/** The brands and categories a supplier may be linked to (public catalogue data), sorted by name. */
export async function readSupplierChoices(db: Firestore): Promise<{ brands: TBrand[]; categories: TCategory[] }> {
  const [brands, categories] = await Promise.all([
    getDocs(collection(db, FIRESTORE_PATHS.brands)),
    getDocs(collection(db, FIRESTORE_PATHS.categories)),
  ]);
  const parse = <T extends { name: string }>(
    docs: typeof brands.docs,
    schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  ) =>
    docs
      .flatMap((document) => {
        const parsed = schema.safeParse(document.data());
        return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
      })
      .sort((a, b) => byName.compare(a.name, b.name));
  return { brands: parse<TBrand>(brands.docs, ZBrand), categories: parse<TCategory>(categories.docs, ZCategory) };
}

/** The most products a supplier's panel lists. */
export const SUPPLIER_PRODUCTS_LIMIT = 200;

export type TSupplierProductRow = {
  readonly product_id: string;
  readonly sku: string;
  readonly description: string;
  readonly brand: string;
  readonly published: boolean;
  /** The supplier's cost for this product in cents, or null when none is recorded (or it cannot be read). */
  readonly cost_cents: number | null;
};

/** The products that list this supplier (up to SUPPLIER_PRODUCTS_LIMIT, by SKU), each with the supplier's cost from `product-prices`. */
export async function readSupplierProducts(
  db: Firestore,
  supplierId: string,
): Promise<{ rows: TSupplierProductRow[]; more: boolean }> {
  let snapshot;
  try {
    snapshot = await getDocs(
      query(
        collection(db, FIRESTORE_PATHS.products),
        where('supplier_ids', 'array-contains', supplierId),
        limit(SUPPLIER_PRODUCTS_LIMIT + 1),
      ),
    );
  } catch (error) {
    throw new AppError('supplier/products-read-failed', { cause: error });
  }
  const products = snapshot.docs.slice(0, SUPPLIER_PRODUCTS_LIMIT).map((document) => {
    const data = document.data();
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      product_id: document.id,
      sku: text(data.sku),
      description: text(data.description),
      brand: text(data.brand),
      published: data.published === true,
    };
  });
  const rows = await Promise.all(
    products.map(async (product) => ({
      ...product,
      cost_cents: await supplierCost(db, product.product_id, supplierId),
    })),
  );
  return { rows: rows.sort((a, b) => byName.compare(a.sku, b.sku)), more: snapshot.size > SUPPLIER_PRODUCTS_LIMIT };
}

/** This supplier's cost in a product's price document; null when there is none or it cannot be read. */
async function supplierCost(db: Firestore, productId: string, supplierId: string): Promise<number | null> {
  try {
    const data = (await getDoc(doc(db, ...FIRESTORE_PATHS.productPrice(productId)))).data();
    if (data === undefined) return null;
    const price = ZProductPrice.safeParse(withDates(data));
    return price.success
      ? (price.data.supplier_costs.find((entry) => entry.supplier_id === supplierId)?.cost_cents ?? null)
      : null;
  } catch {
    // A price the rules do not (yet) show staff reads as "no cost recorded", never as a broken panel.
    return null;
  }
}

/** Creates a supplier (id null) or saves an edit of the one read at `expectedUpdatedAt`. */
export async function saveSupplier(
  id: string | null,
  expectedUpdatedAt: string | null,
  supplier: TSupplierFieldsInput,
): Promise<TSupplierSaveAnswer> {
  return callRoute(
    SUPPLIERS_ROUTES.save,
    { ...(id === null ? {} : { id }), expected_updated_at: expectedUpdatedAt, supplier },
    await currentIdToken(),
  );
}

/** Deactivates (or reactivates) a supplier. */
export async function setSupplierActive(id: string, active: boolean): Promise<TSupplierSaveAnswer> {
  return callRoute(SUPPLIERS_ROUTES.setActive, { id, active }, await currentIdToken());
}

/** Deletes a supplier; refused (AppError supplier/has-products, naming the count) while products link it. */
export async function deleteSupplier(id: string): Promise<void> {
  await callRoute(SUPPLIERS_ROUTES.delete, { id }, await currentIdToken());
}
