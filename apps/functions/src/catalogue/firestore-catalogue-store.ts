import {
  AppError,
  catalogueProductFromStored,
  CATALOGUE_CHANGED_AT_FIELD,
  CATALOGUE_CHANGES_PAGE_SIZE,
  changeStampNotBefore,
  FIRESTORE_COLLECTIONS,
  pricedProductFrom,
  priceListKeys,
  skuDocId,
  skuKey,
  ZCategory,
  ZProduct,
  type TCatalogueProduct,
  type TPricedProduct,
} from '@voltia/domain';
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { changeStamp, markCatalogueChanged, readCatalogueMark } from '../firestore/catalogue-state';
import { atCommitTime } from '../firestore/commit-time';
import { withDates, withTimestamps } from '../firestore/stored-data';
import type { TCatalogueChange, TCatalogueRefs, TImportPriceWrite } from './catalogue-changes';
import type { TCatalogueStore, TCatalogueTransaction } from './catalogue-store';
import { runTransaction } from '../firestore/run-transaction';
import { readCatalogueSnapshotMeta, readCatalogueSnapshotProducts } from './read-catalogue-snapshot';

const C = FIRESTORE_COLLECTIONS;
/**
 * The fields the staff index reads of a product (and its change stamp, which paging the changes
 * starts after): not the ones /precios queries by (its ~50 search keys are most of a product's
 * bytes), which a whole read of the catalogue would otherwise carry.
 */
export const INDEXED_FIELDS = [...Object.keys(ZProduct.shape), 'updated_at', CATALOGUE_CHANGED_AT_FIELD];

/** A stored product document as the function answers it, or undefined when it is not a product. */
export const catalogueProductOf = (snapshot: DocumentSnapshot): TCatalogueProduct | undefined =>
  snapshot.exists ? catalogueProductFromStored(snapshot.id, snapshot.data() ?? {}) : undefined;

/** The product facts a `product-prices` document repeats so /precios can filter by them. */
const PRICE_FACTS = ['sku', 'description', 'brand_id', 'category_id'] as const;

/**
 * `products/{id}`, `product-skus/{key}`, `retired-products/{id}` and the version bump for some
 * changes; and, for a product that has a price (`priced`, read in the same transaction), the facts its
 * `product-prices` document repeats, so the price list never shows an old SKU, description, brand
 * or category. A price an import row sets (`prices`) is written whole, with its history entry at the
 * commit's time, like the prices function's (decision 012). Every product written, and every
 * product an import priced, carries the fields /precios queries (`priceListKeys`).
 */
function writeChanges(
  db: Firestore,
  tx: Transaction,
  changes: readonly TCatalogueChange[],
  now: Date,
  priced: ReadonlySet<string>,
  prices: readonly TImportPriceWrite[],
): void {
  const repriced = new Set(prices.map((write) => write.price.product_id));
  const changed = new Set(changes.map((change) => change.next.product_id));
  for (const { price, history, historyId } of prices) {
    tx.set(
      db.collection(C.productPrices).doc(price.product_id),
      withTimestamps({ ...price, supplier_costs: price.supplier_costs.map((entry) => ({ ...entry })) }),
    );
    tx.create(db.collection(C.priceHistory).doc(historyId), atCommitTime(withTimestamps(history)));
    // A product the import left as it was is priced now: /precios finds it among the priced.
    if (!changed.has(price.product_id))
      tx.update(db.collection(C.products).doc(price.product_id), { ...priceListKeys(price, true) });
  }
  if (changes.length === 0) return;
  for (const { next, previous } of changes) {
    if (
      priced.has(next.product_id) &&
      !repriced.has(next.product_id) &&
      PRICE_FACTS.some((key) => previous?.[key] !== next[key])
    ) {
      tx.update(
        db.collection(C.productPrices).doc(next.product_id),
        Object.fromEntries(PRICE_FACTS.map((key) => [key, next[key]])),
      );
    }
    const { product_id: id, ...fields } = next;
    tx.set(db.collection(C.products).doc(id), {
      product_id: id,
      ...fields,
      ...priceListKeys(next, priced.has(id) || repriced.has(id)),
      ...changeStamp(),
    });
    if (previous === undefined || skuKey(previous.sku) !== skuKey(next.sku)) {
      tx.set(db.collection(C.productSkus).doc(skuDocId(next.sku)), { product_id: id, sku: next.sku });
      if (previous !== undefined) tx.delete(db.collection(C.productSkus).doc(skuDocId(previous.sku)));
    }
    const retired = db.collection(C.retiredProducts).doc(id);
    if (!next.published)
      tx.set(retired, { sku: next.sku, description: next.description, brand: next.brand, ...changeStamp() });
    else if (previous !== undefined && !previous.published) tx.delete(retired);
  }
  markCatalogueChanged(db, tx, now.toISOString());
}

/** `changesPage`: how many changed products one query reads (tests page with fewer). */
export function firestoreCatalogueStore(
  db: Firestore,
  { changesPage = CATALOGUE_CHANGES_PAGE_SIZE } = {},
): TCatalogueStore {
  const products = db.collection(C.products);
  const productsOf = async (query: FirebaseFirestore.Query): Promise<TCatalogueProduct[]> =>
    (await query.get()).docs.map(catalogueProductOf).filter((product) => product !== undefined);

  /** Every product written after `since` (its commit time), unpublished ones too, a page at a time; and the documents read. */
  async function changedPages(since: unknown): Promise<{ products: TCatalogueProduct[]; read: number }> {
    let changed = products
      .select(...INDEXED_FIELDS)
      .orderBy(CATALOGUE_CHANGED_AT_FIELD)
      .limit(changesPage);
    if (since instanceof Timestamp) changed = changed.where(CATALOGUE_CHANGED_AT_FIELD, '>', since);
    const found: TCatalogueProduct[] = [];
    let read = 0;
    for (let after: DocumentSnapshot | undefined; ;) {
      const page = await (after === undefined ? changed : changed.startAfter(after)).get();
      found.push(...page.docs.map(catalogueProductOf).filter((product) => product !== undefined));
      read += Math.max(1, page.size);
      if (page.size < changesPage) return { products: found, read };
      after = page.docs[page.docs.length - 1];
    }
  }

  return {
    readMark: () => readCatalogueMark(db),
    changedSince: async (since) => (await changedPages(since)).products,
    /**
     * The snapshot's meta first; then at once its buckets, the unpublished products (which it leaves
     * out; a catalogue holds few, and a whole read needs them too), the changes since its stamp (unless
     * it is as of `mark` or later) and the categories. Each product as its latest read says; all read
     * after the mark, so a change meanwhile is read again at the next check. With no usable snapshot,
     * the published products are read one by one and the changes dropped.
     */
    async loadAll(mark) {
      const { meta: stored } = await readCatalogueSnapshotMeta(db);
      const meta = stored?.epoch === mark.epoch ? stored : null;
      const changedAt = meta?.changed_at instanceof Timestamp ? meta.changed_at : null;
      const current = changeStampNotBefore(changedAt, mark.changedAt instanceof Timestamp ? mark.changedAt : null);
      const [snapshot, unpublished, changed, categories] = await Promise.all([
        meta === null ? null : readCatalogueSnapshotProducts(db, meta),
        productsOf(products.where('published', '==', false).select(...INDEXED_FIELDS)),
        meta === null || current ? { products: [], read: 0 } : changedPages(changedAt),
        db.collection(C.categories).get(),
      ]);
      let held: TCatalogueProduct[];
      let read = Math.max(1, unpublished.length) + Math.max(1, categories.size) + 1;
      if (snapshot === null) {
        const published = await productsOf(products.where('published', '==', true).select(...INDEXED_FIELDS));
        // A product published or unpublished between the two queries is in both, or in neither: its
        // change is after the mark, so the next check reads it again either way.
        held = [...published, ...unpublished];
        read += published.length;
      } else {
        held = [...snapshot, ...unpublished, ...changed.products];
        read += (meta?.buckets ?? 0) + changed.read;
      }
      return {
        // Later reads replace earlier ones: the snapshot, then the unpublished, then the changes.
        products: [...new Map(held.map((product) => [product.product_id, product])).values()],
        categories: categories.docs.flatMap((doc) => {
          const parsed = ZCategory.safeParse({ ...doc.data(), id: doc.id });
          return parsed.success ? [parsed.data] : [];
        }),
        source: snapshot === null ? 'whole' : 'snapshot',
        read,
      };
    },
    async references(): Promise<TCatalogueRefs> {
      const [brands, categories, suppliers] = await Promise.all(
        [C.brands, C.categories, C.suppliers].map((name) => db.collection(name).select('name').get()),
      );
      return {
        brands: new Map(brands!.docs.map((doc) => [doc.id, String(doc.get('name') ?? doc.id)])),
        categories: new Set(categories!.docs.map((doc) => doc.id)),
        suppliers: new Set(suppliers!.docs.map((doc) => doc.id)),
      };
    },
    transaction(body, { readOnly }) {
      return runTransaction(
        db,
        async (tx) => {
          const getAll = async (refs: FirebaseFirestore.DocumentReference[]) =>
            refs.length === 0 ? [] : tx.getAll(...refs);
          const priced = new Set<string>();
          const lockedSuppliers: FirebaseFirestore.DocumentSnapshot[] = [];
          const handle: TCatalogueTransaction = {
            async products(ids) {
              const unique = [...new Set(ids)];
              const [snapshots, prices] = await Promise.all([
                getAll(unique.map((id) => db.collection(C.products).doc(id))),
                getAll(unique.map((id) => db.collection(C.productPrices).doc(id))),
              ]);
              for (const price of prices) if (price.exists) priced.add(price.id);
              return new Map(
                snapshots.flatMap((snapshot) => {
                  const product = catalogueProductOf(snapshot);
                  return product === undefined ? [] : [[snapshot.id, product] as const];
                }),
              );
            },
            async skuOwners(keys) {
              const unique = [...new Set(keys)];
              const owners = await getAll(unique.map((key) => db.collection(C.productSkus).doc(skuDocId(key))));
              const idOfKey = new Map<string, string>();
              owners.forEach((snapshot, index) => {
                const id = snapshot.get('product_id') as unknown;
                if (typeof id === 'string') idOfKey.set(unique[index]!, id);
              });
              const products = await handle.products([...idOfKey.values()]);
              return new Map(
                [...idOfKey].flatMap(([key, id]) => {
                  const product = products.get(id);
                  return product === undefined ? [] : [[key, product] as const];
                }),
              );
            },
            async lockSuppliers(ids) {
              const snapshots = await getAll([...new Set(ids)].map((id) => db.collection(C.suppliers).doc(id)));
              const found = snapshots.filter((snapshot) => snapshot.exists);
              lockedSuppliers.push(...found);
              return new Set(found.map((snapshot) => snapshot.id));
            },
            async prices(ids) {
              const snapshots = await getAll([...new Set(ids)].map((id) => db.collection(C.productPrices).doc(id)));
              const found = new Map<string, TPricedProduct>();
              for (const snapshot of snapshots) {
                const data = snapshot.data();
                if (data === undefined) continue;
                priced.add(snapshot.id);
                try {
                  found.set(snapshot.id, pricedProductFrom(withDates(data)));
                } catch (cause) {
                  throw new AppError('firestore/data-loss', { cause, detail: `product-prices/${snapshot.id}` });
                }
              }
              return found;
            },
            write(changes, now, prices = []) {
              if (readOnly) throw new Error('a read-only catalogue transaction cannot write');
              // The suppliers read by lockSuppliers get their own updated_at written back (after every
              // read, as transactions require): nothing changes, but a delete of one of them, which
              // read it to count the products linking it, can no longer commit alongside this link.
              if (changes.length > 0 || prices.length > 0)
                for (const snapshot of lockedSuppliers)
                  tx.update(snapshot.ref, { updated_at: snapshot.get('updated_at') as unknown });
              writeChanges(db, tx, changes, now, priced, prices);
            },
          };
          return body(handle);
        },
        readOnly ? { readOnly: true } : { maxAttempts: 5 },
      );
    },
  };
}
