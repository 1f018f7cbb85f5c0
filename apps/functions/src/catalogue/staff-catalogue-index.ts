import { createCatalogueFollower, createCatalogueSearch } from '@voltia/catalogue-search';
import type {
  TCatalogueProduct,
  TCatalogueSearchAnswer,
  TCatalogueSearchQuery,
  TCatalogueSort,
  TCategory,
} from '@voltia/domain';
import type { THandlerLogger } from '../http/http-types';
import type { TCatalogueStore } from './catalogue-store';

/** The staff table's view of the catalogue: every product, published or not, searchable, filterable, sortable, paged. */
export type TStaffCatalogueIndex = {
  readonly size: number;
  search(query: TCatalogueSearchQuery): TCatalogueSearchAnswer;
  /** Takes in products written since it was built (each replaces the one with its id, or is added). */
  apply(changed: readonly TCatalogueProduct[]): void;
};

/**
 * Builds the in-memory index over a snapshot of every product. Text matching and its ranking, and
 * the sorts by description, SKU and brand, are the storefront's own engine (@voltia/catalogue-search:
 * accents, typos, SKU first); the filters the storefront does not have (supplier, published) and the
 * newest-first sort run here, so a request walks at most the catalogue once (20 000 products: a few
 * milliseconds). A change is taken in place: the engine indexes the changed products, and the
 * newest-first order is sorted again when next asked for.
 */
export function createStaffCatalogueIndex(
  products: readonly TCatalogueProduct[],
  categories: readonly Pick<TCategory, 'id' | 'name'>[] = [],
): TStaffCatalogueIndex {
  const engine = createCatalogueSearch(products, { categories, includeUnpublished: true });
  // The text is indexed in slices between the requests the instance answers meanwhile (a page without
  // text needs only the orders); a text search or a change that comes first indexes the rest itself.
  void engine.prepare();
  const byId = new Map(products.map((product) => [product.product_id, product]));
  let newestFirst: string[] | undefined;

  // Newest change first; products never changed through the function (no updated_at) last, by description.
  function newestFirstIds(): string[] {
    const byDescription = [...engine.orderedIds('description-asc')];
    const rank = new Map(byDescription.map((id, position) => [id, position]));
    const stamp = (id: string): string => byId.get(id)!.updated_at ?? '';
    return byDescription.sort((a, b) =>
      stamp(a) < stamp(b) ? 1 : stamp(a) > stamp(b) ? -1 : rank.get(a)! - rank.get(b)!,
    );
  }

  function idsInOrder(sort: TCatalogueSort): Iterable<string> {
    if (sort !== 'updated-desc') return engine.orderedIds(sort);
    newestFirst ??= newestFirstIds();
    return newestFirst;
  }

  function search(query: TCatalogueSearchQuery): TCatalogueSearchAnswer {
    // With search text the matches come best first (the storefront's relevance); otherwise the sort.
    const candidates = (query.q === undefined ? null : engine.rankedIds(query.q)) ?? idsInOrder(query.sort);
    const start = (query.page - 1) * query.page_size;
    const items: TCatalogueProduct[] = [];
    let total = 0;
    for (const id of candidates) {
      const product = byId.get(id)!;
      if (query.category_id !== undefined && product.category_id !== query.category_id) continue;
      if (query.brand_id !== undefined && product.brand_id !== query.brand_id) continue;
      if (query.supplier_id !== undefined && !product.supplier_ids.includes(query.supplier_id)) continue;
      if (query.published !== undefined && product.published !== query.published) continue;
      if (total >= start && items.length < query.page_size) items.push(product);
      total += 1;
    }
    return { items, total, page: query.page, page_size: query.page_size };
  }

  return {
    get size() {
      return engine.size;
    },
    search,
    apply(changed) {
      engine.apply(changed);
      for (const product of changed) byId.set(product.product_id, product);
      newestFirst = undefined;
    },
  };
}

export type TCatalogueIndexSource = Pick<TCatalogueStore, 'readMark' | 'loadAll' | 'changedSince'>;

/**
 * The index of this function instance, following `catalogue-state/current` on every request (the
 * rep who saved a product searches for it next, on any instance). What a /search costs in Firestore
 * reads: 1 (the mark) when the catalogue has not changed since the instance last looked; 1 + the
 * products changed since, when it has (a save or an import moves the version in the transaction of
 * its writes); on a cold start or a new epoch (a write past the functions), the catalogue snapshot,
 * the unpublished products and the changes since the snapshot, or every product when there is none.
 */
export function catalogueIndexCache(
  source: TCatalogueIndexSource,
  logger?: Pick<THandlerLogger, 'info'>,
): { current(): Promise<TStaffCatalogueIndex> } {
  const follower = createCatalogueFollower<TStaffCatalogueIndex, unknown>(
    {
      readMark: source.readMark,
      loadAll: async (mark) => {
        const started = performance.now();
        const { products, categories, source: from, read } = await source.loadAll(mark);
        const index = createStaffCatalogueIndex(products, categories);
        // One line per instance start (or new epoch): how the catalogue was read and what it cost.
        logger?.info(
          { source: from, products: products.length, read, ms: Math.round(performance.now() - started) },
          'catalogue index loaded',
        );
        return index;
      },
      loadChanges: async (index, since) => {
        index.apply(await source.changedSince(since));
        return index;
      },
    },
    { checkEveryMs: 0 },
  );
  return { current: () => follower.get() };
}
