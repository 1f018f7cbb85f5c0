import type { Route } from 'next';
import { foldSearchText, searchTokens, type TPriceListRow } from '@voltia/domain';
import type { TUrlFilterSpec } from '../shell/url-filter';

// The /precios table's filter (brand, category, supplier, priced or not, a search by SKU or
// description) and its pages, held in the URL so a filtered view can be shared and the back button works.

export const PRICE_PAGE_SIZE = 25;

/** Which products by their price: all, only those without one (`?precio=sin`), only the priced (`?precio=con`). */
export const PRICE_STATE_FILTERS = ['', 'sin', 'con'] as const;
export type TPriceStateFilter = (typeof PRICE_STATE_FILTERS)[number];

/** How the filter's choices read. */
export const PRICE_STATE_LABELS: Readonly<Record<TPriceStateFilter, string>> = {
  '': 'Todos',
  sin: 'Sin precio',
  con: 'Con precio',
};

export type TPriceFilter = {
  readonly brand: string;
  readonly category: string;
  readonly supplier: string;
  readonly priced: TPriceStateFilter;
  readonly search: string;
  readonly page: number;
};

export const EMPTY_PRICE_FILTER: TPriceFilter = {
  brand: '',
  category: '',
  supplier: '',
  priced: '',
  search: '',
  page: 1,
};

const MAX_PARAM = 80;

/** The filter a URL's query asks for (unknown or oversized values ignored). */
export function priceFilterFromParams(params: URLSearchParams): TPriceFilter {
  const text = (name: string) => (params.get(name) ?? '').slice(0, MAX_PARAM);
  const page = Number.parseInt(params.get('pagina') ?? '1', 10);
  const priced = PRICE_STATE_FILTERS.find((state) => state !== '' && state === params.get('precio')) ?? '';
  return {
    brand: text('marca'),
    category: text('categoria'),
    supplier: text('proveedor'),
    priced,
    search: text('q'),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
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
  if (filter.page > 1) params.set('pagina', String(filter.page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The table's filter in its URL, for useUrlFilter. */
export const PRICE_URL_FILTER: TUrlFilterSpec<TPriceFilter> = {
  read: priceFilterFromParams,
  href: (filter) => `/precios${priceFilterQuery(filter)}` as Route,
};

/** Whether a row matches every word of the search, in its SKU or its description (accents and case aside). */
function matchesSearch(row: TPriceListRow, tokens: readonly string[]): boolean {
  if (tokens.length === 0) return true;
  const haystack = foldSearchText(`${row.sku} ${row.description}`);
  const sku = foldSearchText(row.sku).replace(/[^a-z0-9]/g, '');
  return tokens.every((token) => haystack.includes(token) || sku.includes(token.replace(/[^a-z0-9]/g, '')));
}

/** Whether a row is offered by a supplier: one with a cost in its price, or, without a price, one linked to the product. */
function hasSupplier(row: TPriceListRow, supplierId: string): boolean {
  return row.price === null
    ? row.supplier_ids.includes(supplierId)
    : row.price.supplier_costs.some((entry) => entry.supplier_id === supplierId);
}

/** The rows the filter keeps, in their order (the unpriced first). */
export function filterPriceRows(rows: readonly TPriceListRow[], filter: TPriceFilter): TPriceListRow[] {
  const tokens = searchTokens(filter.search);
  return rows.filter(
    (row) =>
      (filter.brand === '' || row.brand_id === filter.brand) &&
      (filter.category === '' || row.category_id === filter.category) &&
      (filter.supplier === '' || hasSupplier(row, filter.supplier)) &&
      (filter.priced === '' || (filter.priced === 'sin') === (row.price === null)) &&
      matchesSearch(row, tokens),
  );
}

export type TPricePage = {
  readonly rows: readonly TPriceListRow[];
  readonly page: number;
  readonly pages: number;
  readonly total: number;
};

/** One page of the filtered rows; a page past the end shows the last one. */
export function pageOfPriceRows(rows: readonly TPriceListRow[], page: number, size = PRICE_PAGE_SIZE): TPricePage {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages, total: rows.length };
}
