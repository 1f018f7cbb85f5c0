import { createCatalogueSearch, type TCatalogueSearchEngine } from '@voltia/catalogue-search';
import type { TBrand, TCategory, TProduct } from '@voltia/domain';

/** How many products the home page features. */
export const FEATURED_PRODUCT_COUNT = 8;

/** A category or brand with the number of published products it holds. */
export interface TCatalogueGroup<T extends TCategory | TBrand> {
  entry: T;
  productCount: number;
}

/** Everything the catalogue pages read, built once per cache period. */
export interface TCatalogueSnapshot {
  engine: TCatalogueSearchEngine;
  /** Sorted by name; only those with at least one published product. */
  categories: TCatalogueGroup<TCategory>[];
  /** Sorted by name; only those with at least one published product. */
  brands: TCatalogueGroup<TBrand>[];
  categoryById: ReadonlyMap<string, TCategory>;
  brandById: ReadonlyMap<string, TBrand>;
  /** A deterministic selection for the home page: one product from each of the first categories. */
  featured: TProduct[];
}

export interface TCatalogueSource {
  products: readonly TProduct[];
  categories: readonly TCategory[];
  brands: readonly TBrand[];
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function groupsOf<T extends TCategory | TBrand>(
  entries: readonly T[],
  counts: ReadonlyMap<string, number>,
): TCatalogueGroup<T>[] {
  return entries
    .map((entry) => ({ entry, productCount: counts.get(entry.id) ?? 0 }))
    .filter((group) => group.productCount > 0)
    .sort((a, b) => collator.compare(a.entry.name, b.entry.name));
}

/**
 * Featured products: for each category in name order, its first product by description. The same
 * catalogue always gives the same selection (no randomness), which keeps the page cacheable and testable.
 */
function pickFeatured(
  engine: TCatalogueSearchEngine,
  categories: readonly TCatalogueGroup<TCategory>[],
  count: number,
): TProduct[] {
  const featured: TProduct[] = [];
  for (const { entry } of categories) {
    if (featured.length >= count) break;
    const [first] = engine.search({ categoryIds: [entry.id], sort: 'description-asc', page: 1, pageSize: 1 }).items;
    if (first) featured.push(first);
  }
  return featured;
}

/** The groups, lookups and featured products the pages need, around an engine that holds the catalogue. */
function snapshotAround(
  engine: TCatalogueSearchEngine,
  source: Pick<TCatalogueSource, 'categories' | 'brands'>,
): TCatalogueSnapshot {
  const { facets } = engine.search({ page: 1, pageSize: 1 });
  const categories = groupsOf(source.categories, new Map(facets.categories.map((f) => [f.id, f.count])));
  const brands = groupsOf(source.brands, new Map(facets.brands.map((f) => [f.id, f.count])));

  return {
    engine,
    categories,
    brands,
    categoryById: new Map(source.categories.map((category) => [category.id, category])),
    brandById: new Map(source.brands.map((brand) => [brand.id, brand])),
    featured: pickFeatured(engine, categories, FEATURED_PRODUCT_COUNT),
  };
}

/** Builds the search engine and the lookups the pages need from what the repository returned. */
export function buildCatalogueSnapshot(source: TCatalogueSource): TCatalogueSnapshot {
  // Category names are indexed too, so "epp" or "prueba" find their categories' products.
  return snapshotAround(createCatalogueSearch(source.products, { categories: source.categories }), source);
}

/**
 * The snapshot after some changes: the engine takes them in place (`products` published now, and
 * `removedIds` unpublished), and the counts and featured products are worked out again from it; the
 * categories and brands stay (only the demo seed writes them, and it moves the epoch: a whole reload).
 */
export function applyCatalogueChanges(
  snapshot: TCatalogueSnapshot,
  changes: { readonly products: readonly TProduct[]; readonly removedIds: readonly string[] },
): TCatalogueSnapshot {
  snapshot.engine.apply(changes.products, changes.removedIds);
  return snapshotAround(snapshot.engine, {
    categories: [...snapshot.categoryById.values()],
    brands: [...snapshot.brandById.values()],
  });
}
