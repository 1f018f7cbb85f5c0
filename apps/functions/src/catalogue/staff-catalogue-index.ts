import { createCatalogueSearch } from '@voltia/catalogue-search';
import type {
  TCatalogueProduct,
  TCatalogueSearchAnswer,
  TCatalogueSearchQuery,
  TCatalogueSort,
  TCategory,
} from '@voltia/domain';

/** The staff table's view of the catalogue: every product, published or not, searchable, filterable, sortable, paged. */
export type TStaffCatalogueIndex = {
  readonly size: number;
  search(query: TCatalogueSearchQuery): TCatalogueSearchAnswer;
};

/**
 * Builds the in-memory index over a snapshot of every product. Text matching and its ranking are the
 * storefront's own engine (@voltia/catalogue-search: accents, typos, SKU first); the filters the
 * storefront does not have (supplier, published) and the staff sorts run here over precomputed
 * orders, so a request walks at most the catalogue once (20 000 products: a few milliseconds).
 */
export function createStaffCatalogueIndex(
  products: readonly TCatalogueProduct[],
  categories: readonly Pick<TCategory, 'id' | 'name'>[] = [],
): TStaffCatalogueIndex {
  const engine = createCatalogueSearch(products, { categories, includeUnpublished: true });
  const indexOf = new Map(products.map((product, index) => [product.product_id, index]));
  const collator = new Intl.Collator('es', { numeric: true });
  const all = (): number[] => products.map((_, index) => index);
  const byId = (a: number, b: number): number => collator.compare(products[a]!.product_id, products[b]!.product_id);
  const builders: Record<TCatalogueSort, () => Int32Array> = {
    'description-asc': () =>
      Int32Array.from(
        all().sort((a, b) => collator.compare(products[a]!.description, products[b]!.description) || byId(a, b)),
      ),
    'sku-asc': () =>
      Int32Array.from(all().sort((a, b) => collator.compare(products[a]!.sku, products[b]!.sku) || byId(a, b))),
    'brand-asc': () => {
      const description = orderFor('description-asc');
      const rank = new Int32Array(products.length);
      description.forEach((index, position) => (rank[index] = position));
      return Int32Array.from(
        all().sort((a, b) => collator.compare(products[a]!.brand, products[b]!.brand) || rank[a]! - rank[b]!),
      );
    },
    // Newest change first; products never changed through the function (no updated_at) last, by description.
    'updated-desc': () => {
      const description = orderFor('description-asc');
      const rank = new Int32Array(products.length);
      description.forEach((index, position) => (rank[index] = position));
      const stamp = (index: number): string => products[index]!.updated_at ?? '';
      return Int32Array.from(
        all().sort((a, b) => (stamp(a) < stamp(b) ? 1 : stamp(a) > stamp(b) ? -1 : rank[a]! - rank[b]!)),
      );
    },
  };
  const orders = new Map<TCatalogueSort, Int32Array>();
  function orderFor(sort: TCatalogueSort): Int32Array {
    let order = orders.get(sort);
    if (order === undefined) {
      order = builders[sort]();
      orders.set(sort, order);
    }
    return order;
  }

  function search(query: TCatalogueSearchQuery): TCatalogueSearchAnswer {
    const ranked = query.q === undefined ? null : engine.rankedIds(query.q);
    // With search text the matches come best first (the storefront's relevance); otherwise the sort.
    const candidates: Iterable<number> = ranked === null ? orderFor(query.sort) : ranked.map((id) => indexOf.get(id)!);
    const start = (query.page - 1) * query.page_size;
    const items: TCatalogueProduct[] = [];
    let total = 0;
    for (const index of candidates) {
      const product = products[index]!;
      if (query.category_id !== undefined && product.category_id !== query.category_id) continue;
      if (query.brand_id !== undefined && product.brand_id !== query.brand_id) continue;
      if (query.supplier_id !== undefined && !product.supplier_ids.includes(query.supplier_id)) continue;
      if (query.published !== undefined && product.published !== query.published) continue;
      if (total >= start && items.length < query.page_size) items.push(product);
      total += 1;
    }
    return { items, total, page: query.page, page_size: query.page_size };
  }

  return { size: engine.size, search };
}

export type TCatalogueSnapshot = {
  readonly products: readonly TCatalogueProduct[];
  readonly categories: readonly Pick<TCategory, 'id' | 'name'>[];
};

export type TCatalogueIndexSource = {
  /** `catalogue-state/current.version` (0 when the document does not exist): one document read. */
  readonly readVersion: () => Promise<number>;
  /** Every product and category: one read per document (20 000 products: 20 000 reads). */
  readonly loadAll: () => Promise<TCatalogueSnapshot>;
};

/**
 * The index of this function instance, kept while `catalogue-state/current.version` stays the same.
 * What a /search costs in Firestore reads: 1 (the version) when the catalogue has not changed since
 * the instance last loaded it; otherwise 1 + every product and category, once per instance and
 * change (concurrent requests share one reload). A save or an import bumps the version in the same
 * transaction as its writes, so the next search on any instance sees it.
 */
export function catalogueIndexCache(source: TCatalogueIndexSource): { current(): Promise<TStaffCatalogueIndex> } {
  let loaded: { readonly version: number; readonly index: TStaffCatalogueIndex } | undefined;
  let reload: { readonly version: number; readonly promise: Promise<TStaffCatalogueIndex> } | undefined;
  return {
    async current() {
      const version = await source.readVersion();
      if (loaded !== undefined && loaded.version === version) return loaded.index;
      if (reload === undefined || reload.version !== version) {
        const promise = source.loadAll().then(({ products, categories }) => {
          const index = createStaffCatalogueIndex(products, categories);
          // The version was read before the products: at worst they are newer than it, never older.
          if (loaded === undefined || loaded.version <= version) loaded = { version, index };
          return index;
        });
        const pending = { version, promise };
        reload = pending;
        promise.then(
          () => {
            if (reload === pending) reload = undefined;
          },
          () => {
            if (reload === pending) reload = undefined;
          },
        );
      }
      return reload.promise;
    },
  };
}
