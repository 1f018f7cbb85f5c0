import type { Route } from 'next';
import type { TCatalogueSearchRequest, TCatalogueSort } from '@voltia/domain';
import type { TUrlFilterSpec } from '../shell/url-filter';

// The catalogue table's view lives in its URL (?q=&categoria=&marca=&proveedor=&publicado=&orden=&pagina=),
// like the quote inbox's: a view can be shared and the back button steps through the views.

export const CATALOGUE_PATH = '/catalogo';

/** Published filter: every product, only published ones, only hidden ones. */
export const PUBLISHED_FILTERS = ['todos', 'si', 'no'] as const;
export type TPublishedFilter = (typeof PUBLISHED_FILTERS)[number];
export const PUBLISHED_FILTER_LABELS: Record<TPublishedFilter, string> = {
  todos: 'Todos',
  si: 'Publicados',
  no: 'No publicados',
};

/** How the table is ordered, as the URL spells it (the default first), and the function's sort for each. */
export const TABLE_SORTS = ['descripcion', 'sku', 'marca', 'recientes'] as const;
export type TTableSort = (typeof TABLE_SORTS)[number];
const SEARCH_SORT: Record<TTableSort, TCatalogueSort> = {
  descripcion: 'description-asc',
  sku: 'sku-asc',
  marca: 'brand-asc',
  recientes: 'updated-desc',
};
export const TABLE_SORT_LABELS: Record<TTableSort, string> = {
  descripcion: 'Descripción (A–Z)',
  sku: 'SKU (A–Z)',
  marca: 'Marca (A–Z)',
  recientes: 'Modificados recientemente',
};

export type TCatalogueFilter = {
  readonly search: string;
  readonly category: string;
  readonly brand: string;
  readonly supplier: string;
  readonly published: TPublishedFilter;
  readonly sort: TTableSort;
  /** 1-based. */
  readonly page: number;
};

export const DEFAULT_CATALOGUE_FILTER: TCatalogueFilter = {
  search: '',
  category: '',
  brand: '',
  supplier: '',
  published: 'todos',
  sort: 'descripcion',
  page: 1,
};

/** Searches are kept up to this length. */
export const MAX_CATALOGUE_SEARCH = 100;
const MAX_PAGE = 10_000;
const ID = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const idOrEmpty = (value: string | null): string => (value !== null && ID.test(value) ? value : '');

/** The view a URL names; anything unknown falls back to the default rather than failing. */
export function catalogueFilterFromParams(params: { get(name: string): string | null }): TCatalogueFilter {
  const search = (params.get('q') ?? '').trim();
  const page = Number(params.get('pagina'));
  return {
    search: search.length > MAX_CATALOGUE_SEARCH ? '' : search,
    category: idOrEmpty(params.get('categoria')),
    brand: idOrEmpty(params.get('marca')),
    supplier: idOrEmpty(params.get('proveedor')),
    published: oneOf(PUBLISHED_FILTERS, params.get('publicado'), 'todos'),
    sort: oneOf(TABLE_SORTS, params.get('orden'), 'descripcion'),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The view as URL parameters, defaults left out (the inverse of catalogueFilterFromParams). */
export function catalogueFilterToParams(filter: TCatalogueFilter): Record<string, string> {
  return {
    ...(filter.search.trim() === '' ? {} : { q: filter.search.trim() }),
    ...(filter.category === '' ? {} : { categoria: filter.category }),
    ...(filter.brand === '' ? {} : { marca: filter.brand }),
    ...(filter.supplier === '' ? {} : { proveedor: filter.supplier }),
    ...(filter.published === 'todos' ? {} : { publicado: filter.published }),
    ...(filter.sort === 'descripcion' ? {} : { orden: filter.sort }),
    ...(filter.page === 1 ? {} : { pagina: String(filter.page) }),
  };
}

export function catalogueQueryString(filter: TCatalogueFilter): string {
  return new URLSearchParams(catalogueFilterToParams(filter)).toString();
}

export function catalogueHref(filter: TCatalogueFilter): Route {
  const query = catalogueQueryString(filter);
  return (query === '' ? CATALOGUE_PATH : `${CATALOGUE_PATH}?${query}`) as Route;
}

/** The table's view in its URL, for useUrlFilter. */
export const CATALOGUE_URL_FILTER: TUrlFilterSpec<TCatalogueFilter> = {
  read: catalogueFilterFromParams,
  href: catalogueHref,
};

/** A change of anything but the page starts again at page 1. */
export function refineFilter(
  filter: TCatalogueFilter,
  change: Partial<Omit<TCatalogueFilter, 'page'>>,
): TCatalogueFilter {
  return { ...filter, ...change, page: 1 };
}

/** Whether the view narrows the catalogue at all (an empty list then means "nothing matches", not "no products"). */
export function isFiltered(filter: TCatalogueFilter): boolean {
  return (
    filter.search.trim() !== '' ||
    filter.category !== '' ||
    filter.brand !== '' ||
    filter.supplier !== '' ||
    filter.published !== 'todos'
  );
}

/** The /search request of a view: `page` and `pageSize` let the export read the same view in larger pages. */
export function searchRequestOf(filter: TCatalogueFilter, page: number, pageSize: number): TCatalogueSearchRequest {
  return {
    ...(filter.search.trim() === '' ? {} : { q: filter.search.trim() }),
    ...(filter.category === '' ? {} : { category_id: filter.category }),
    ...(filter.brand === '' ? {} : { brand_id: filter.brand }),
    ...(filter.supplier === '' ? {} : { supplier_id: filter.supplier }),
    ...(filter.published === 'todos' ? {} : { published: filter.published === 'si' }),
    sort: SEARCH_SORT[filter.sort],
    page,
    page_size: pageSize,
  };
}
