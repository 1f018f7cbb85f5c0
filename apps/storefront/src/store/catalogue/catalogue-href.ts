import type { Route } from 'next';
import { catalogueQueryToSearchParams, type TCatalogueQuery, type TCatalogueSort } from '@voltia/catalogue-search';

/** The listing's path; its query string is the catalogue query (q, categoria, marca, orden, pagina). */
export const CATALOGUE_PATH = '/productos';

/** The listing URL for a query: every choice lives in the URL, so it can be shared and the back button works. */
export function catalogueHref(query: TCatalogueQuery): Route {
  const search = catalogueQueryToSearchParams(query).toString();
  return search === '' ? CATALOGUE_PATH : `${CATALOGUE_PATH}?${search}`;
}

export function productHref(productId: string): Route<`/productos/${string}`> {
  return `/productos/${encodeURIComponent(productId)}`;
}

export type TFacetKind = 'categoryIds' | 'brandIds';

/** The same query with one facet value switched on or off, back on the first page. */
export function toggleFacet(query: TCatalogueQuery, kind: TFacetKind, id: string): TCatalogueQuery {
  const current = query[kind] ?? [];
  const next = current.includes(id) ? current.filter((value) => value !== id) : [...current, id];
  return { ...query, [kind]: next, page: 1 };
}

/** The same query without category and brand filters (the empty state's way out). */
export function withoutFacets(query: TCatalogueQuery): TCatalogueQuery {
  return { ...query, categoryIds: [], brandIds: [], page: 1 };
}

export function withPage(query: TCatalogueQuery, page: number): TCatalogueQuery {
  return { ...query, page };
}

export function withSort(query: TCatalogueQuery, sort: TCatalogueSort): TCatalogueQuery {
  return { ...query, sort, page: 1 };
}
