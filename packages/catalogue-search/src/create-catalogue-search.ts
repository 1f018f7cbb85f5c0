// The only module that knows the engine is MiniSearch. Everything else (the storefront, the query
// parser, the tests) talks to `TCatalogueSearchEngine`, so a hosted engine (Algolia, Typesense) can
// replace this file for catalogues that outgrow one server's memory.
import type { TCategory, TProduct } from '@voltia/domain';
import MiniSearch from 'minisearch';
import type { SearchOptions, SearchResult } from 'minisearch';
import {
  cleanFilterIds,
  cleanPage,
  cleanPageSize,
  isCatalogueSort,
  type TCatalogueQuery,
  type TCatalogueResult,
  type TCatalogueSearchEngine,
  type TCatalogueSort,
  type TCatalogueSuggestion,
  type TFacetCount,
} from './catalogue-query';
import { createIndexTokenizer, parseQueryText } from './catalogue-terms';
import { normalizeSearchText } from './normalize-search-text';

export interface TCatalogueSearchOptions {
  /** Category names to index beside the slug ("Medición y prueba" adds "prueba", "(EPP)" adds "epp"). */
  categories?: readonly Pick<TCategory, 'id' | 'name'>[];
  /**
   * How many recent texts keep their ranked matches (default 64), so paging, sorting and facet clicks
   * on the same search skip the full-text step. 0 turns the cache off: the benchmark's budgeted figure
   * is measured that way, so it never counts a cache hit.
   */
  textCacheSize?: number;
  /**
   * Index unpublished products too (the staff catalogue function searches every product); the
   * storefront leaves it off, and then customers never find or open an unpublished product.
   */
  includeUnpublished?: boolean;
}

/** The engine plus the ranked matches themselves, for a caller that filters, sorts and pages on its own (the staff catalogue). */
export interface TRankingCatalogueSearchEngine extends TCatalogueSearchEngine {
  /** Product ids matching `text`, best first (the storefront's relevance); null when the text has no search terms. */
  rankedIds(text: string): readonly string[] | null;
  /** Every product id in one of the engine's orders (the storefront's sorts without text), first to last. */
  orderedIds(sort: Exclude<TCatalogueSort, 'relevance'>): Iterable<string>;
}

export const DEFAULT_SUGGEST_LIMIT = 8;
const MAX_SUGGEST_LIMIT = 20;
const DEFAULT_TEXT_CACHE_SIZE = 64;

/** sku > description > brand > category > attributes, as the issue asks. */
const FIELD_BOOSTS = { sku: 6, description: 3, brand: 2, category: 1.5, attributes: 1 };
/** Typos allowed as a fraction of the word, from four letters on (MiniSearch rounds: 4–7 → 1 edit, 8–12 → 2). */
const FUZZINESS = 0.2;
const MIN_FUZZY_LENGTH = 4;
/** A one-character prefix matches a large part of the vocabulary and says little; two are enough to narrow. */
const MIN_PREFIX_LENGTH = 2;
const MIN_NUMBER_PREFIX_LENGTH = 4;
/** Larger than any BM25 score, so an exact SKU match always ranks first. */
const EXACT_SKU_BONUS = 1e6;

const ONLY_LETTERS = /^\p{L}+$/u;
const ONLY_DIGITS = /^[0-9]+$/;

interface TIndexedDocument {
  id: number;
  sku: string;
  description: string;
  brand: string;
  category: string;
  attributes: string;
}

type TRankedSort = Exclude<TCatalogueSort, 'relevance'>;

/** One query term with its own prefix and fuzzy settings (MiniSearch's per-subquery options). */
interface TTermQuery {
  queries: [string];
  prefix: boolean;
  fuzzy: number | false;
}

function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_SUGGEST_LIMIT;
  return Math.max(1, Math.min(MAX_SUGGEST_LIMIT, Math.floor(limit)));
}

/**
 * Codes for the distinct values of a key (a product's category, its brand), so per-product lookups and
 * facet counts use typed arrays. A value keeps its code when its last product leaves (its count is 0,
 * and a facet of 0 is not listed).
 */
interface TCoder {
  readonly ids: string[];
  readonly codeOf: Map<string, number>;
  /** By slot. */
  codes: Uint16Array;
}

function codeFor(coder: TCoder, value: string): number {
  let code = coder.codeOf.get(value);
  if (code === undefined) {
    code = coder.ids.length;
    coder.ids.push(value);
    coder.codeOf.set(value, code);
  }
  return code;
}

/** A typed array of `size` with what `array` held at its start. */
function grown<T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, size: number): T {
  const next = new (array.constructor as new (length: number) => T)(size);
  next.set(array);
  return next;
}

/** Marks the selected codes; null when the filter is not active. Unknown ids mark nothing, so they match nothing. */
function selection(ids: readonly string[], codeOf: Map<string, number>, size: number): Uint8Array | null {
  if (ids.length === 0) return null;
  const selected = new Uint8Array(size);
  for (const id of ids) {
    const code = codeOf.get(id);
    if (code !== undefined) selected[code] = 1;
  }
  return selected;
}

function facetCounts(ids: readonly string[], counts: Uint32Array, selectedIds: readonly string[]): TFacetCount[] {
  const facets: TFacetCount[] = [];
  ids.forEach((id, code) => {
    const count = counts[code] ?? 0;
    if (count > 0) facets.push({ id, count });
  });
  // A chosen value stays listed even at zero, so the visitor can see it and take it off.
  for (const id of selectedIds) {
    if (!facets.some((facet) => facet.id === id)) facets.push({ id, count: 0 });
  }
  return facets.sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Builds the in-memory search engine over the catalogue (only published products are kept, unless
 * `includeUnpublished`); `apply` takes later changes in. Results hand back the product objects given.
 */
export function createCatalogueSearch(
  products: readonly TProduct[],
  options: TCatalogueSearchOptions = {},
): TRankingCatalogueSearchEngine {
  const keeps = (product: TProduct): boolean => options.includeUnpublished === true || product.published;
  const categoryNames = new Map((options.categories ?? []).map((category) => [category.id, category.name]));
  const collator = new Intl.Collator('es', { numeric: true });

  // Every product has a slot: its place in the typed arrays below and its id in MiniSearch. A product
  // that leaves frees its slot for the next new one.
  const slots: (TProduct | undefined)[] = [];
  const slotOf = new Map<string, number>();
  const free: number[] = [];
  let live = 0;
  let capacity = 0;
  const categories: TCoder = { ids: [], codeOf: new Map(), codes: new Uint16Array(0) };
  const brands: TCoder = { ids: [], codeOf: new Map(), codes: new Uint16Array(0) };
  let descriptionRank = new Int32Array(0);
  let scores = new Float64Array(0);
  let member = new Uint8Array(0);
  let passing = new Int32Array(0);
  let categoryCounts = new Uint32Array(0);
  let brandCounts = new Uint32Array(0);

  function reserve(size: number): void {
    if (size <= capacity) return;
    capacity = Math.max(size, Math.ceil(capacity * 1.25));
    categories.codes = grown(categories.codes, capacity);
    brands.codes = grown(brands.codes, capacity);
    descriptionRank = grown(descriptionRank, capacity);
    scores = new Float64Array(capacity);
    member = new Uint8Array(capacity);
    passing = new Int32Array(capacity);
  }

  // Exact SKU lookup by the SKU with everything but letters and digits removed ("s201c16"); more than
  // one SKU can share that key ("CDX-DSN-10", "CDX-DSN-1-0"), and then the one typed as printed wins.
  const skuNormalized: string[] = [];
  const bySku = new Map<string, number[]>();
  const skuLookupKey = (slot: number): string => skuNormalized[slot]!.replace(/ /g, '');

  const indexTerms = createIndexTokenizer();
  /** How many products contain each term, to know when a term cannot match at all. */
  const documentFrequency = new Map<string, number>();
  function indexedDocument(product: TProduct, id: number): { document: TIndexedDocument; terms: Set<string> } {
    // Each term is indexed once, in the best field it appears in (sku > description > brand >
    // category > attributes). Category names and attribute values mostly repeat the description
    // ("Interruptores termomagnéticos", "600 V", "Negro"); a match already counts through the better
    // field, and the index gets about 40% smaller, which is what search time grows with.
    const terms = new Set<string>();
    const firstSeen = (found: string[]): string => {
      const fresh = found.filter((term) => !terms.has(term));
      for (const term of fresh) terms.add(term);
      return [...new Set(fresh)].join(' ');
    };
    const document: TIndexedDocument = {
      id,
      sku: firstSeen(indexTerms(product.sku, true)),
      description: firstSeen(indexTerms(product.description, false)),
      brand: firstSeen(indexTerms(product.brand, false)),
      category: firstSeen(
        indexTerms(`${product.category_id.replace(/-/g, ' ')} ${categoryNames.get(product.category_id) ?? ''}`, false),
      ),
      attributes: firstSeen(indexTerms(product.attributes.map((attribute) => attribute.value).join(' '), false)),
    };
    return { document, terms };
  }

  // Documents arrive already tokenised and normalised (above), so MiniSearch only splits on spaces.
  const miniSearch = new MiniSearch<TIndexedDocument>({
    fields: ['sku', 'description', 'brand', 'category', 'attributes'],
    storeFields: [],
    tokenize: (text) => (text === '' ? [] : text.split(' ')),
    processTerm: (term) => term,
  });

  function place(product: TProduct): number {
    const slot = free.pop() ?? slots.length;
    if (slot === slots.length) slots.push(undefined);
    reserve(slots.length);
    slots[slot] = product;
    slotOf.set(product.product_id, slot);
    live += 1;
    categories.codes[slot] = codeFor(categories, product.category_id);
    brands.codes[slot] = codeFor(brands, product.brand_id);
    skuNormalized[slot] = normalizeSearchText(product.sku);
    const key = skuLookupKey(slot);
    bySku.set(key, [...(bySku.get(key) ?? []), slot]);
    const { document, terms } = indexedDocument(product, slot);
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    miniSearch.add(document);
    return slot;
  }

  function remove(slot: number): void {
    const product = slots[slot]!;
    miniSearch.discard(slot);
    for (const term of indexedDocument(product, slot).terms) {
      const left = documentFrequency.get(term)! - 1;
      if (left > 0) documentFrequency.set(term, left);
      else documentFrequency.delete(term);
    }
    const key = skuLookupKey(slot);
    const sharing = bySku.get(key)!.filter((other) => other !== slot);
    if (sharing.length > 0) bySku.set(key, sharing);
    else bySku.delete(key);
    slotOf.delete(product.product_id);
    slots[slot] = undefined;
    free.push(slot);
    live -= 1;
  }

  // Sorting uses precomputed orders: the collator runs once per order, queries compare integers.
  // Only the description order is built eagerly (relevance ties and the default listing need it);
  // the others are derived from it, or sorted on first use, to keep the engine quick to start. The
  // two sorted by text take changes in by merging; the derived ones are derived again when next asked.
  const compareText = (field: 'description' | 'sku') => (a: number, b: number) =>
    collator.compare(slots[a]![field], slots[b]![field]) ||
    collator.compare(slots[a]!.product_id, slots[b]!.product_id);
  const MERGED: Partial<Record<TRankedSort, (a: number, b: number) => number>> = {
    'description-asc': compareText('description'),
    'sku-asc': compareText('sku'),
  };
  const liveSlots = (): Int32Array => {
    const found = new Int32Array(live);
    let next = 0;
    slots.forEach((product, slot) => {
      if (product !== undefined) found[next++] = slot;
    });
    return found;
  };
  const orderBuilders: Record<TRankedSort, () => Int32Array> = {
    'description-asc': () => liveSlots().sort(MERGED['description-asc']),
    'description-desc': () => {
      // Products with the same description (to the collator) share a group, kept in ascending order.
      const ascending = orderFor('description-asc');
      const group = new Int32Array(capacity);
      ascending.forEach((slot, rank) => {
        const previous = ascending[rank - 1];
        const sameAsPrevious =
          previous !== undefined && collator.compare(slots[previous]!.description, slots[slot]!.description) === 0;
        group[slot] = rank === 0 ? 0 : group[previous!]! + (sameAsPrevious ? 0 : 1);
      });
      return liveSlots().sort((a, b) => group[b]! - group[a]! || descriptionRank[a]! - descriptionRank[b]!);
    },
    'brand-asc': () => {
      const kept = liveSlots();
      const names = [...new Set(Array.from(kept, (slot) => slots[slot]!.brand))].sort(collator.compare);
      const rankOf = new Map(names.map((name, rank) => [name, rank]));
      return kept.sort(
        (a, b) =>
          rankOf.get(slots[a]!.brand)! - rankOf.get(slots[b]!.brand)! || descriptionRank[a]! - descriptionRank[b]!,
      );
    },
    'sku-asc': () => liveSlots().sort(MERGED['sku-asc']),
  };
  const orders = new Map<TRankedSort, Int32Array>();
  function orderFor(sort: TRankedSort): Int32Array {
    let order = orders.get(sort);
    if (order === undefined) {
      order = orderBuilders[sort]();
      orders.set(sort, order);
    }
    return order;
  }
  function rankDescriptions(): void {
    orderFor('description-asc').forEach((slot, rank) => (descriptionRank[slot] = rank));
  }

  /** `order` without the changed slots, and with those still holding a product at their places. */
  function merged(order: Int32Array, changed: ReadonlySet<number>, compare: (a: number, b: number) => number) {
    const kept = order.filter((slot) => !changed.has(slot));
    const added = [...changed].filter((slot) => slots[slot] !== undefined).sort(compare);
    const next = new Int32Array(kept.length + added.length);
    let from = 0;
    let to = 0;
    for (const slot of added) {
      let low = from;
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(kept[middle]!, slot) <= 0) low = middle + 1;
        else high = middle;
      }
      next.set(kept.subarray(from, low), to);
      to += low - from;
      from = low;
      next[to++] = slot;
    }
    next.set(kept.subarray(from), to);
    return next;
  }

  for (const product of products) if (keeps(product) && !slotOf.has(product.product_id)) place(product);
  rankDescriptions();

  const searchOptions: SearchOptions = {
    boost: FIELD_BOOSTS,
    // The query is tokenised by `parseQueryText` already; MiniSearch just splits it back.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
  };

  /**
   * Typo tolerance is for words the catalogue does not have: "interuptor" finds "interruptor", but a
   * correctly spelt "contactor" is not widened to "conductor" and "contacto". Digits are always exact:
   * "1800 rpm" must not find "1200 rpm", and SKUs are copied, not misspelt.
   */
  function typosAllowed(term: string): number | false {
    if (term.length < MIN_FUZZY_LENGTH || !ONLY_LETTERS.test(term) || documentFrequency.has(term)) return false;
    return FUZZINESS;
  }

  function termQuery(term: string, isLast: boolean): TTermQuery {
    return {
      queries: [term],
      // Numbers only complete from four digits on (SKU-like): "12" must not also find "120" and "125".
      prefix: isLast && term.length >= (ONLY_DIGITS.test(term) ? MIN_NUMBER_PREFIX_LENGTH : MIN_PREFIX_LENGTH),
      fuzzy: typosAllowed(term),
    };
  }

  function searchAllTerms(terms: readonly string[]): SearchResult[] {
    const queries = terms.map((term, index) => termQuery(term, index === terms.length - 1));
    // A term that can only match exactly and is in no product: nothing has them all (skips straight to OR).
    if (queries.some((query) => !query.prefix && query.fuzzy === false && !documentFrequency.has(query.queries[0])))
      return [];
    return miniSearch.search({ combineWith: 'AND', queries }, searchOptions);
  }

  const textCacheSize = Math.max(0, Math.floor(options.textCacheSize ?? DEFAULT_TEXT_CACHE_SIZE));
  const textCache = new Map<string, Int32Array>();

  /** Matching products for a text, best first; `null` means "no text", i.e. every product. */
  function rankedMatches(text: string | undefined): Int32Array | null {
    const { terms, normalized } = parseQueryText(text ?? '');
    if (terms.length === 0) return null;
    const key = normalized;
    const cached = textCache.get(key);
    if (cached !== undefined) {
      // Refresh its place: the Map's insertion order is the LRU order.
      textCache.delete(key);
      textCache.set(key, cached);
      return cached;
    }

    let hits = searchAllTerms(terms);
    if (hits.length === 0) {
      hits = miniSearch.search(
        { combineWith: 'OR', queries: terms.map((term, index) => termQuery(term, index === terms.length - 1)) },
        searchOptions,
      );
    }
    const matched: number[] = [];
    for (const hit of hits) {
      const index = hit.id as number;
      scores[index] = hit.score;
      matched.push(index);
    }
    for (const index of bySku.get(normalized.replace(/ /g, '')) ?? []) {
      if (!matched.includes(index)) {
        scores[index] = 0;
        matched.push(index);
      }
      scores[index] = scores[index]! + EXACT_SKU_BONUS * (skuNormalized[index] === normalized ? 2 : 1);
    }
    const ranked = Int32Array.from(matched).sort(
      (a, b) => scores[b]! - scores[a]! || descriptionRank[a]! - descriptionRank[b]!,
    );

    if (textCacheSize > 0) {
      if (textCache.size >= textCacheSize) textCache.delete(textCache.keys().next().value as string);
      textCache.set(key, ranked);
    }
    return ranked;
  }

  function search(query: TCatalogueQuery): TCatalogueResult {
    const sort = isCatalogueSort(query.sort) ? query.sort : 'relevance';
    const pageSize = cleanPageSize(query.pageSize);
    const selectedCategoryIds = cleanFilterIds(query.categoryIds);
    const selectedBrandIds = cleanFilterIds(query.brandIds);
    const categoryFilter = selection(selectedCategoryIds, categories.codeOf, categories.ids.length);
    const brandFilter = selection(selectedBrandIds, brands.codeOf, brands.ids.length);
    if (categoryCounts.length < categories.ids.length) categoryCounts = new Uint32Array(categories.ids.length);
    if (brandCounts.length < brands.ids.length) brandCounts = new Uint32Array(brands.ids.length);

    // Candidates in display order. Without text, "relevance" means alphabetical by description.
    const ranked = rankedMatches(query.text);
    let candidates: Int32Array;
    let candidateCount: number;
    if (ranked === null) {
      candidates = orderFor(sort === 'relevance' ? 'description-asc' : sort);
      candidateCount = candidates.length;
    } else if (sort === 'relevance') {
      candidates = ranked;
      candidateCount = ranked.length;
    } else {
      // Walking the precomputed order and keeping the matches is O(catalogue), cheaper than sorting them.
      for (const index of ranked) member[index] = 1;
      candidates = passing;
      candidateCount = 0;
      for (const index of orderFor(sort)) {
        if (member[index] === 1) {
          passing[candidateCount++] = index;
          member[index] = 0;
        }
      }
    }

    // One pass: category counts see the text and brand filters, brand counts see text and category,
    // so each facet tells how many results choosing it would give.
    categoryCounts.fill(0);
    brandCounts.fill(0);
    let total = 0;
    for (let position = 0; position < candidateCount; position++) {
      const index = candidates[position]!;
      const category = categories.codes[index]!;
      const brand = brands.codes[index]!;
      const categoryOk = categoryFilter === null || categoryFilter[category] === 1;
      const brandOk = brandFilter === null || brandFilter[brand] === 1;
      if (brandOk) categoryCounts[category]!++;
      if (categoryOk) brandCounts[brand]!++;
      // `passing` may be the candidate buffer itself; writing at or behind the read position is safe.
      if (categoryOk && brandOk) passing[total++] = index;
    }

    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(cleanPage(query.page), pageCount);
    const start = (page - 1) * pageSize;
    const items: TProduct[] = [];
    for (let position = start; position < Math.min(total, start + pageSize); position++) {
      items.push(slots[passing[position]!]!);
    }

    return {
      items,
      total,
      page,
      pageSize,
      pageCount,
      facets: {
        categories: facetCounts(categories.ids, categoryCounts, selectedCategoryIds),
        brands: facetCounts(brands.ids, brandCounts, selectedBrandIds),
      },
    };
  }

  function suggest(prefix: string, limit?: number): TCatalogueSuggestion[] {
    const ranked = rankedMatches(prefix);
    if (ranked === null) return [];
    return Array.from(ranked.subarray(0, clampLimit(limit)), (index) => {
      const product = slots[index]!;
      return { product_id: product.product_id, description: product.description, sku: product.sku };
    });
  }

  function rankedIds(text: string): readonly string[] | null {
    const ranked = rankedMatches(text);
    return ranked === null ? null : Array.from(ranked, (index) => slots[index]!.product_id);
  }

  function* orderedIds(sort: TRankedSort): Iterable<string> {
    for (const slot of orderFor(sort)) yield slots[slot]!.product_id;
  }

  function apply(changed: readonly TProduct[], removedIds: readonly string[] = []): void {
    const latest = new Map(changed.map((product) => [product.product_id, product]));
    const touched = new Set<number>();
    for (const id of [...latest.keys(), ...removedIds.filter((removed) => !latest.has(removed))]) {
      const slot = slotOf.get(id);
      if (slot === undefined) continue;
      remove(slot);
      touched.add(slot);
    }
    for (const product of latest.values()) if (keeps(product)) touched.add(place(product));
    if (touched.size === 0) return;
    for (const sort of [...orders.keys()]) {
      const compare = MERGED[sort];
      if (compare === undefined) orders.delete(sort);
      else orders.set(sort, merged(orders.get(sort)!, touched, compare));
    }
    rankDescriptions();
    textCache.clear();
  }

  return {
    search,
    suggest,
    rankedIds,
    orderedIds,
    apply,
    getById: (productId) => {
      const slot = slotOf.get(productId);
      return slot === undefined ? undefined : slots[slot];
    },
    get size() {
      return live;
    },
  };
}
