// An in-memory catalogue store for the catalogue function's unit tests. Not bundled.
import { skuKey, type TCatalogueProduct, type TPriceHistoryEntry, type TPricedProduct } from '@voltia/domain';
import type { TCatalogueChange, TCatalogueRefs, TImportPriceWrite } from '../catalogue/catalogue-changes';
import type { TCatalogueStore } from '../catalogue/catalogue-store';

export const FAKE_REFS: TCatalogueRefs = {
  brands: new Map([
    ['schneider', 'Schneider Electric'],
    ['abb', 'ABB'],
  ]),
  categories: new Set(['proteccion', 'cables']),
  suppliers: new Set(['electro-norte', 'dicsa']),
};

/** Products, SKU keys, retired pages and the version, as the Firestore store would leave them. */
export function fakeCatalogueStore(
  initial: readonly TCatalogueProduct[] = [],
  initialPrices: readonly TPricedProduct[] = [],
) {
  const prices = new Map(initialPrices.map((price) => [price.product_id, price]));
  const history = new Map<string, TPriceHistoryEntry>();
  const products = new Map(initial.map((product) => [product.product_id, product]));
  const skus = new Map(initial.map((product) => [skuKey(product.sku), product.product_id]));
  const retired = new Map<string, { sku: string; description: string; brand: string }>();
  // deletedSuppliers: suppliers deleted after references() was read (a delete racing a save or an import).
  const state = { version: 1, epoch: 0, writes: 0, deletedSuppliers: new Set<string>() };
  // The "commit time" of each product's last write through the store: the version that wrote it.
  const changedAt = new Map<string, number>();

  function apply(changes: readonly TCatalogueChange[]): void {
    if (changes.length === 0) return;
    for (const { next, previous } of changes) {
      products.set(next.product_id, next);
      changedAt.set(next.product_id, state.version + 1);
      state.writes += 1;
      if (previous !== undefined && skuKey(previous.sku) !== skuKey(next.sku)) skus.delete(skuKey(previous.sku));
      skus.set(skuKey(next.sku), next.product_id);
      if (!next.published)
        retired.set(next.product_id, { sku: next.sku, description: next.description, brand: next.brand });
      else retired.delete(next.product_id);
    }
    state.version += 1;
  }

  const store: TCatalogueStore = {
    readMark: async () => ({ version: state.version, epoch: state.epoch, changedAt: state.version }),
    loadAll: async () => ({ products: [...products.values()], categories: [] }),
    changedSince: async (since) =>
      [...products.values()].filter(
        (product) => (changedAt.get(product.product_id) ?? 0) > (typeof since === 'number' ? since : 0),
      ),
    references: async () => FAKE_REFS,
    async transaction(body, { readOnly }) {
      const queued: TCatalogueChange[][] = [];
      const queuedPrices: TImportPriceWrite[] = [];
      const result = await body({
        products: async (ids) =>
          new Map(ids.flatMap((id) => (products.has(id) ? [[id, products.get(id)!] as const] : []))),
        skuOwners: async (keys) =>
          new Map(
            keys.flatMap((key) => {
              const id = skus.get(skuKey(key));
              return id === undefined ? [] : [[key, products.get(id)!] as const];
            }),
          ),
        lockSuppliers: async (ids) =>
          new Set(ids.filter((id) => FAKE_REFS.suppliers.has(id) && !state.deletedSuppliers.has(id))),
        prices: async (ids) => new Map(ids.flatMap((id) => (prices.has(id) ? [[id, prices.get(id)!] as const] : []))),
        write: (changes, _now, written = []) => {
          if (readOnly) throw new Error('read-only');
          queued.push([...changes]);
          queuedPrices.push(...written);
        },
      });
      for (const changes of queued) apply(changes);
      for (const { price, history: entry, historyId } of queuedPrices) {
        prices.set(price.product_id, price);
        history.set(historyId, entry);
      }
      return result;
    },
  };
  return { store, products, skus, retired, state, prices, history };
}
