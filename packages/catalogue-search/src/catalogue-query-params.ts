import { z } from 'zod';
import {
  DEFAULT_CATALOGUE_SORT,
  cleanFilterIds,
  cleanQueryText,
  isCatalogueSort,
  type TCatalogueQuery,
  type TCatalogueSort,
} from './catalogue-query';

/** The catalogue URL's parameter names, in the order they are written (one spelling per search). */
export const CATALOGUE_PARAMS = {
  text: 'q',
  categories: 'categoria',
  brands: 'marca',
  sort: 'orden',
  page: 'pagina',
} as const;

type TSearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

/** A page number in a URL: digits only, at most six of them (no catalogue has a million pages). */
const PAGE_PARAM = /^[0-9]{1,6}$/;

/** The catalogue query as it reads from a URL: defaults filled in, empty parts left out. */
export interface TParsedCatalogueQuery extends TCatalogueQuery {
  sort: TCatalogueSort;
  page: number;
}

/** A URL parameter as a list of strings, whether it came once, repeated, or not at all. */
const ZParamValues = z.preprocess(
  (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
  z.array(z.unknown()).transform((values) => values.filter((v): v is string => typeof v === 'string')),
);
const firstValue = ZParamValues.transform((values) => values[0]);
// Repeatable (?categoria=a&categoria=b) or a comma list (?categoria=a,b); bad values are dropped.
const ZFilterIds = ZParamValues.transform((values) =>
  cleanFilterIds(values.flatMap((value) => value.split(','))),
).catch([]);

/**
 * The catalogue URL's search params (a record of arrays). It never fails: a shared or hand-edited
 * URL falls back to defaults value by value and must never 500.
 */
export const ZCatalogueQuery = z
  .preprocess(
    (input) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {}),
    z.object({
      [CATALOGUE_PARAMS.text]: firstValue.transform(cleanQueryText).catch(undefined),
      [CATALOGUE_PARAMS.categories]: ZFilterIds,
      [CATALOGUE_PARAMS.brands]: ZFilterIds,
      [CATALOGUE_PARAMS.sort]: firstValue
        .transform((v): TCatalogueSort => (isCatalogueSort(v) ? v : DEFAULT_CATALOGUE_SORT))
        .catch(DEFAULT_CATALOGUE_SORT),
      [CATALOGUE_PARAMS.page]: firstValue
        .transform((v) => (v !== undefined && PAGE_PARAM.test(v.trim()) ? Math.max(1, Number(v.trim())) : 1))
        .catch(1),
    }),
  )
  .transform(({ q, categoria, marca, orden, pagina }): TParsedCatalogueQuery => ({
    ...(q === undefined ? {} : { text: q }),
    ...(categoria.length === 0 ? {} : { categoryIds: categoria }),
    ...(marca.length === 0 ? {} : { brandIds: marca }),
    sort: orden,
    page: pagina,
  }));

function toRecord(input: TSearchParamsInput): Record<string, unknown> {
  if (!(input instanceof URLSearchParams)) return typeof input === 'object' && input !== null ? input : {};
  return Object.fromEntries([...new Set(input.keys())].map((key) => [key, input.getAll(key)]));
}

/** Reads the catalogue query from a page's `searchParams` (Next.js record) or a `URLSearchParams`. */
export function parseCatalogueQuery(params: TSearchParamsInput): TParsedCatalogueQuery {
  return ZCatalogueQuery.parse(toRecord(params));
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
  if (isCatalogueSort(query.sort) && query.sort !== DEFAULT_CATALOGUE_SORT)
    params.append(CATALOGUE_PARAMS.sort, query.sort);
  const page = typeof query.page === 'number' && Number.isFinite(query.page) ? Math.floor(query.page) : 1;
  if (page > 1) params.append(CATALOGUE_PARAMS.page, String(Math.min(page, 999_999)));
  return params;
}
