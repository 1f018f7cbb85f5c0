import {
  DEFAULT_CATALOGUE_SORT,
  cleanFilterIds,
  cleanQueryText,
  isCatalogueSort,
  type TCatalogueQuery,
  type TCatalogueSort,
} from './catalogue-query';

/** The catalogue URL's parameter names, in the order they are written (one spelling per search). */
export const CATALOGUE_PARAMS = { text: 'q', categories: 'categoria', brands: 'marca', sort: 'orden', page: 'pagina' } as const;

type TSearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

/** A page number in a URL: digits only, at most six of them (no catalogue has a million pages). */
const PAGE_PARAM = /^[0-9]{1,6}$/;

/** The catalogue query as it reads from a URL: defaults filled in, empty parts left out. */
export interface TParsedCatalogueQuery extends TCatalogueQuery {
  sort: TCatalogueSort;
  page: number;
}

function valuesOf(input: unknown, key: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(key);
  if (typeof input !== 'object' || input === null) return [];
  const value: unknown = (input as Record<string, unknown>)[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

function parseFromUnknown(input: unknown): TParsedCatalogueQuery {
  const text = cleanQueryText(valuesOf(input, CATALOGUE_PARAMS.text)[0]);
  // Repeatable (?categoria=a&categoria=b) or a comma list (?categoria=a,b); bad values are dropped.
  const categoryIds = cleanFilterIds(valuesOf(input, CATALOGUE_PARAMS.categories).flatMap((value) => value.split(',')));
  const brandIds = cleanFilterIds(valuesOf(input, CATALOGUE_PARAMS.brands).flatMap((value) => value.split(',')));
  const sortValue = valuesOf(input, CATALOGUE_PARAMS.sort)[0];
  const pageValue = valuesOf(input, CATALOGUE_PARAMS.page)[0]?.trim() ?? '';
  const page = PAGE_PARAM.test(pageValue) ? Math.max(1, Number(pageValue)) : 1;

  return {
    ...(text === undefined ? {} : { text }),
    ...(categoryIds.length === 0 ? {} : { categoryIds }),
    ...(brandIds.length === 0 ? {} : { brandIds }),
    sort: isCatalogueSort(sortValue) ? sortValue : DEFAULT_CATALOGUE_SORT,
    page,
  };
}

/**
 * The catalogue URL's search params as a schema with zod's `parse`/`safeParse` shape. It is written
 * as plain functions because zod is not a direct dependency of this package (it only reaches it
 * through @voltia/domain, and pnpm does not let it resolve from here). Unlike a strict schema it
 * never fails: a shared or hand-edited URL falls back to defaults value by value and must never 500.
 */
export const ZCatalogueQuery = {
  parse: parseFromUnknown,
  safeParse: (input: unknown): { success: true; data: TParsedCatalogueQuery } => ({ success: true, data: parseFromUnknown(input) }),
} as const;

/** Reads the catalogue query from a page's `searchParams` (Next.js record) or a `URLSearchParams`. */
export function parseCatalogueQuery(params: TSearchParamsInput): TParsedCatalogueQuery {
  return ZCatalogueQuery.parse(params);
}

/**
 * The inverse of `parseCatalogueQuery`: defaults are left out and values written in one fixed order
 * (filters de-duplicated and sorted), so one search has exactly one URL. `pageSize` is not part of the
 * URL: the page decides it.
 */
export function catalogueQueryToSearchParams(query: TCatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const text = cleanQueryText(query.text);
  if (text !== undefined) params.append(CATALOGUE_PARAMS.text, text);
  for (const id of cleanFilterIds(query.categoryIds)) params.append(CATALOGUE_PARAMS.categories, id);
  for (const id of cleanFilterIds(query.brandIds)) params.append(CATALOGUE_PARAMS.brands, id);
  if (isCatalogueSort(query.sort) && query.sort !== DEFAULT_CATALOGUE_SORT) params.append(CATALOGUE_PARAMS.sort, query.sort);
  const page = typeof query.page === 'number' && Number.isFinite(query.page) ? Math.floor(query.page) : 1;
  if (page > 1) params.append(CATALOGUE_PARAMS.page, String(Math.min(page, 999_999)));
  return params;
}
