import type { TProduct } from '@voltia/domain';

export const CATALOGUE_SORTS = ['relevance', 'description-asc', 'description-desc', 'brand-asc', 'sku-asc'] as const;
export type TCatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const DEFAULT_CATALOGUE_SORT: TCatalogueSort = 'relevance';
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 96;
/** Longer texts are cut: no product description is longer (ZProduct caps it at 200). */
export const MAX_QUERY_TEXT_LENGTH = 200;
/** More filter values than this is not a person clicking facets; the rest are ignored. */
export const MAX_FILTER_VALUES = 50;

export interface TCatalogueQuery {
  text?: string;
  categoryIds?: readonly string[];
  brandIds?: readonly string[];
  sort?: TCatalogueSort;
  /** 1-based; clamped to [1, pageCount] by the engine. */
  page?: number;
  /** Default 24, at most 96. */
  pageSize?: number;
}

export interface TFacetCount {
  id: string;
  count: number;
}

export interface TCatalogueResult {
  items: TProduct[];
  total: number;
  page: number;
  pageSize: number;
  /** At least 1, so an empty result still reads "página 1 de 1". */
  pageCount: number;
  facets: { categories: TFacetCount[]; brands: TFacetCount[] };
}

export interface TCatalogueSuggestion {
  product_id: string;
  description: string;
  sku: string;
}

/**
 * What the storefront needs from catalogue search. Everything outside this package depends on this
 * interface only, so a hosted engine (Algolia, Typesense) can replace the in-process one
 * for large catalogues without touching the pages (it would become async then: the callers already
 * run on the server, so that is a signature change, not a redesign).
 */
export interface TCatalogueSearchEngine {
  search(query: TCatalogueQuery): TCatalogueResult;
  /** Typeahead: the best matches for what has been typed so far. */
  suggest(prefix: string, limit?: number): TCatalogueSuggestion[];
  /** Published products only: an unpublished product is not visible to customers. */
  getById(productId: string): TProduct | undefined;
  /**
   * Takes in products that changed since the engine was built, in place: each one replaces the
   * product with its id, is added when new, and leaves the engine when it is no longer published
   * (unless `includeUnpublished`); `removedIds` leave it too (products known only as unpublished).
   * The cost follows what changed, not the catalogue: each product is indexed again on its own, and
   * the orders by description and by SKU take the changed ones in by binary search (one pass over
   * the catalogue's integers, no Spanish comparison of the unchanged); the orders derived from them
   * are derived again when next asked for. The answers are exactly a fresh build's, relevance
   * included. A hosted engine kept in step by its own sync would take nothing here.
   */
  apply(changed: readonly TProduct[], removedIds?: readonly string[]): void;
  /**
   * Finishes what the engine leaves from its construction (the in-process engine: indexing the text),
   * in slices that leave the event loop free between them, so that a cold start serves the first page
   * without text at once and indexes while it serves. A text search before it is done does the rest
   * itself, so nothing waits on this but that search.
   */
  prepare(): Promise<void>;
  /** Number of published (searchable) products. */
  readonly size: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isCatalogueSort(value: unknown): value is TCatalogueSort {
  return typeof value === 'string' && (CATALOGUE_SORTS as readonly string[]).includes(value);
}

/** Trimmed, inner whitespace collapsed, capped; undefined when nothing is left. Case and accents are kept for display. */
export function cleanQueryText(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const cleaned = text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_TEXT_LENGTH).trim();
  return cleaned === '' ? undefined : cleaned;
}

/** Valid slugs only, lower-cased, de-duplicated and sorted, so equal filters have one spelling. */
export function cleanFilterIds(ids: unknown): string[] {
  if (!Array.isArray(ids)) return [];
  const unique = new Set<string>();
  for (const id of ids) {
    if (typeof id !== 'string') continue;
    const slug = id.trim().toLowerCase();
    if (slug.length <= 80 && SLUG.test(slug)) unique.add(slug);
    if (unique.size >= MAX_FILTER_VALUES) break;
  }
  return [...unique].sort();
}

export function cleanPage(page: unknown): number {
  return typeof page === 'number' && Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
}

export function cleanPageSize(pageSize: unknown): number {
  if (typeof pageSize !== 'number' || !Number.isFinite(pageSize) || pageSize < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.floor(pageSize));
}
