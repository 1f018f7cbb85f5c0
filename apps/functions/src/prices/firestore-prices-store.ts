import {
  AppError,
  canUndoPriceBatch,
  FIRESTORE_COLLECTIONS,
  pricedProductFrom,
  priceListKeys,
  ZPriceBatch,
  ZPriceBatchItem,
} from '@voltia/domain';
import type { TPriceBatch, TPriceBatchItem, TPricedProduct, TPriceScope } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { parseStored, withDates, withTimestamps } from '../firestore/stored-data';
import { isPlainDocId } from '../stats/stats-doc-ids';
import {
  PRICE_WRITES_PER_BATCH,
  type TLinkableSupplier,
  type TPriceProductRef,
  type TPricesStore,
  type TStoredPrice,
} from './prices-route';
import { changeStamp, markCatalogueChanged } from '../firestore/catalogue-state';
import { atCommitTime } from '../firestore/commit-time';
import { runTransaction } from '../firestore/run-transaction';

const C = FIRESTORE_COLLECTIONS;
/** Batch items live under their batch. */
export const PRICE_BATCH_ITEMS = 'items';
/** How many documents one getAll reads. */
const READ_CHUNK = 300;

function productRefOf(id: string, data: DocumentData | undefined): TPriceProductRef | undefined {
  if (data === undefined) return undefined;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const suppliers: unknown = data.supplier_ids;
  return {
    product_id: id,
    sku: text('sku'),
    description: text('description'),
    brand_id: text('brand_id'),
    category_id: text('category_id'),
    supplier_ids: Array.isArray(suppliers)
      ? suppliers.filter((entry): entry is string => typeof entry === 'string')
      : [],
  };
}

function priceFrom(data: DocumentData | undefined, what: string): TPricedProduct | undefined {
  if (data === undefined) return undefined;
  try {
    return pricedProductFrom(withDates(data));
  } catch (cause) {
    throw new AppError('firestore/data-loss', { cause, detail: what });
  }
}

/** A price as stored: the domain's price with the product's facts, Dates as Timestamps. */
function priceToFirestore(price: TStoredPrice): Record<string, unknown> {
  return withTimestamps({ ...price, supplier_costs: price.supplier_costs.map((entry) => ({ ...entry })) });
}

function scopeQuery(db: Firestore, scope: TPriceScope): Query {
  const products = db.collection(C.products);
  if (scope.kind === 'brand') return products.where('brand_id', '==', scope.id);
  if (scope.kind === 'category') return products.where('category_id', '==', scope.id);
  return products.where('supplier_ids', 'array-contains', scope.id);
}

const SCOPE_COLLECTION = { brand: C.brands, category: C.categories, supplier: C.suppliers } as const;

/** The prices function's reads and writes on the Admin SDK's Firestore (rules do not apply: the function is the rule). */
export function firestorePricesStore(db: Firestore): TPricesStore {
  const priceRef = (productId: string) => db.collection(C.productPrices).doc(productId);
  const batchRef = (batchId: string) => db.collection(C.priceBatches).doc(batchId);

  async function pricesOf(productIds: readonly string[]): Promise<Map<string, TPricedProduct>> {
    const ids = [...new Set(productIds)].filter(isPlainDocId);
    const found = new Map<string, TPricedProduct>();
    for (let start = 0; start < ids.length; start += READ_CHUNK) {
      const snapshots = await db.getAll(...ids.slice(start, start + READ_CHUNK).map(priceRef));
      for (const snapshot of snapshots) {
        const price = priceFrom(snapshot.data(), `product-prices/${snapshot.id}`);
        if (price !== undefined) found.set(snapshot.id, price);
      }
    }
    return found;
  }

  return {
    save: (productId, linkSupplierIds, decide) =>
      runTransaction(db, async (tx) => {
        if (!isPlainDocId(productId)) return decide(undefined, undefined, new Map()).answer;
        const supplierIds = [...new Set(linkSupplierIds)].filter(isPlainDocId);
        const productRef = db.collection(C.products).doc(productId);
        const [product, price, ...supplierDocs] = await tx.getAll(
          productRef,
          priceRef(productId),
          ...supplierIds.map((id) => db.collection(C.suppliers).doc(id)),
        );
        const suppliers = new Map(
          supplierDocs
            .filter((doc) => doc.exists)
            .map(
              (doc) =>
                [doc.id, { id: doc.id, active: doc.get('active') !== false } satisfies TLinkableSupplier] as const,
            ),
        );
        const productRefData = productRefOf(productId, product?.data());
        const decision = decide(productRefData, priceFrom(price?.data(), `product-prices/${productId}`), suppliers);
        if (decision.write !== null) {
          const { link } = decision.write;
          // The product is priced now: /precios lists it among the priced (written by its first price).
          const pricedKeys =
            productRefData !== undefined && product?.get('priced') !== true
              ? { ...priceListKeys(productRefData, true) }
              : {};
          if (link.length === 0 && productRefData !== undefined && Object.keys(pricedKeys).length > 0)
            tx.update(productRef, pricedKeys);
          if (link.length > 0 && productRefData !== undefined) {
            // A link to a supplier is a write to that supplier (decision 012): each is rewritten as
            // read, so a delete or a deactivation of it serializes with this save.
            for (const doc of supplierDocs) if (link.includes(doc.id) && doc.exists) tx.set(doc.ref, doc.data() ?? {});
            const nowIso = decision.write.price.updated_at.toISOString();
            tx.update(productRef, {
              ...pricedKeys,
              supplier_ids: [...productRefData.supplier_ids, ...link],
              updated_at: nowIso,
              ...changeStamp(),
            });
            // The staff catalogue's index and the store's pages read the changed product.
            markCatalogueChanged(db, tx, nowIso);
          }
          tx.set(priceRef(productId), priceToFirestore(decision.write.price));
          tx.create(
            db.collection(C.priceHistory).doc(decision.write.historyId),
            atCommitTime(withTimestamps(decision.write.history)),
          );
        }
        return decision.answer;
      }),
    pricedProductsIn: async (scope) => {
      if (!isPlainDocId(scope.id)) return [];
      const snapshot = await scopeQuery(db, scope).get();
      const products = snapshot.docs.map((doc) => productRefOf(doc.id, doc.data()) as TPriceProductRef);
      const prices = await pricesOf(products.map((product) => product.product_id));
      return products.flatMap((product) => {
        const price = prices.get(product.product_id);
        // The product's facts are the truth; the price's copies are refreshed when it is written.
        return price === undefined
          ? []
          : [
              {
                ...price,
                sku: product.sku,
                description: product.description,
                brand_id: product.brand_id,
                category_id: product.category_id,
              },
            ];
      });
    },
    scopeName: async (scope) => {
      if (!isPlainDocId(scope.id)) return undefined;
      const name: unknown = (await db.collection(SCOPE_COLLECTION[scope.kind]).doc(scope.id).get()).get('name');
      return typeof name === 'string' && name !== '' ? name : undefined;
    },
    createBatch: async (batch) => {
      try {
        await batchRef(batch.id).create(withTimestamps(batch));
        return true;
      } catch (error) {
        // ALREADY_EXISTS: the same preview was applied already.
        if ((error as { code?: unknown }).code === 6) return false;
        throw error;
      }
    },
    commitUnchanged: (groups) => {
      if (groups.reduce((sum, group) => sum + group.writes.length, 0) > PRICE_WRITES_PER_BATCH)
        throw new RangeError(`at most ${PRICE_WRITES_PER_BATCH} writes per commit`);
      if (groups.length === 0) return Promise.resolve([]);
      return runTransaction(db, async (tx) => {
        const snapshots = await tx.getAll(...groups.map((group) => priceRef(group.productId)));
        const skipped: string[] = [];
        groups.forEach((group, index) => {
          const stored: unknown = snapshots[index]?.get('updated_at');
          const unchanged = stored instanceof Timestamp && stored.toMillis() === group.expectedUpdatedAt.getTime();
          if (!unchanged) return void skipped.push(group.productId);
          for (const write of group.writes) {
            if (write.kind === 'price') tx.set(priceRef(write.price.product_id), priceToFirestore(write.price));
            else if (write.kind === 'history')
              tx.create(db.collection(C.priceHistory).doc(write.id), atCommitTime(withTimestamps(write.entry)));
            else
              tx.set(
                batchRef(write.batchId).collection(PRICE_BATCH_ITEMS).doc(write.item.product_id),
                withTimestamps(write.item),
              );
          }
        });
        return skipped;
      });
    },
    updateBatch: async (batchId, patch) => {
      await batchRef(batchId).update(withTimestamps(patch));
    },
    claimUndo: (batchId, now) =>
      runTransaction(db, async (tx) => {
        if (!isPlainDocId(batchId)) throw new AppError('prices/batch-not-found', { detail: batchId });
        const data = (await tx.get(batchRef(batchId))).data();
        if (data === undefined) throw new AppError('prices/batch-not-found', { detail: batchId });
        const batch: TPriceBatch = parseStored(ZPriceBatch, data, `price-batches/${batchId}`);
        if (!canUndoPriceBatch(batch, now)) throw new AppError('prices/batch-not-undoable', { detail: batch.state });
        tx.update(batchRef(batchId), { state: 'undoing' });
        return batch;
      }),
    batchItems: async (batchId) => {
      const snapshot = await batchRef(batchId).collection(PRICE_BATCH_ITEMS).get();
      return snapshot.docs.map((doc): TPriceBatchItem =>
        parseStored(ZPriceBatchItem, doc.data(), `price-batches/${batchId}/items/${doc.id}`),
      );
    },
    pricesOf,
  };
}
