import type { Route } from 'next';
import { PRICE_STATE_FILTERS, type TPriceListFilter, type TPriceStateFilter } from '@voltia/domain';
import type { TUrlFilterSpec } from '../shell/url-filter';

// The /precios table's filter (brand, category, supplier, priced or not, a search by SKU or
// description), held in the URL so a filtered view can be shared and the back button works. Its
// pages are not: Firestore pages forward from a cursor, so a reload starts at the first page.

/** How the filter's choices read. */
export const PRICE_STATE_LABELS: Readonly<Record<TPriceStateFilter, string>> = {
  '': 'Todos',
  sin: 'Sin precio',
  con: 'Con precio',
};

export type TPriceFilter = TPriceListFilter;

export const EMPTY_PRICE_FILTER: TPriceFilter = {
  brand: '',
  category: '',
  supplier: '',
  priced: '',
  search: '',
};

const MAX_PARAM = 80;

/** The filter a URL's query asks for (unknown or oversized values ignored). */
export function priceFilterFromParams(params: URLSearchParams): TPriceFilter {
  const text = (name: string) => (params.get(name) ?? '').slice(0, MAX_PARAM);
  const priced = PRICE_STATE_FILTERS.find((state) => state !== '' && state === params.get('precio')) ?? '';
  return {
    brand: text('marca'),
    category: text('categoria'),
    supplier: text('proveedor'),
    priced,
    search: text('q'),
  };
}

/** The URL query of a filter ('' when it is the empty one), in a fixed order. */
export function priceFilterQuery(filter: TPriceFilter): string {
  const params = new URLSearchParams();
  if (filter.brand !== '') params.set('marca', filter.brand);
  if (filter.category !== '') params.set('categoria', filter.category);
  if (filter.supplier !== '') params.set('proveedor', filter.supplier);
  if (filter.priced !== '') params.set('precio', filter.priced);
  if (filter.search.trim() !== '') params.set('q', filter.search.trim());
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The table's filter in its URL, for useUrlFilter. */
export const PRICE_URL_FILTER: TUrlFilterSpec<TPriceFilter> = {
  read: priceFilterFromParams,
  href: (filter) => `/precios${priceFilterQuery(filter)}` as Route,
};
