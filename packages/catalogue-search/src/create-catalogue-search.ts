// The in-process catalogue search: the text index (`text-index.ts`) plus the facets, orders and pages
// the store asks for. Everything else (the storefront, the query parser, the tests) talks to
// `TCatalogueSearchEngine`, so a hosted engine (Algolia, Typesense) can replace this file for
// catalogues that outgrow one server's memory (decision 015).
import type { TCategory, TProduct } from '@voltia/domain';
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
import { createTextIndex, type TTermQuery } from './text-index';

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

/** The indexed fields, best first, with their boosts: sku > description > brand > category > attributes. */
const FIELD_BOOSTS = [6, 3, 2, 1.5, 1];
const SKU_FIELD = 0;
/** Typos allowed as a fraction of the word, rounded, from four letters on (4–7 → 1 edit, 8–12 → 2), at most 6. */
const FUZZINESS = 0.2;
const MAX_TYPOS = 6;
const MIN_FUZZY_LENGTH = 4;
/** A one-character prefix matches a large part of the vocabulary and says little; two are enough to narrow. */
const MIN_PREFIX_LENGTH = 2;
const MIN_NUMBER_PREFIX_LENGTH = 4;
/** Larger than any BM25 score, so an exact SKU match always ranks first. */
const EXACT_SKU_BONUS = 1e6;
/**
 * A page of relevance results needing at most this many ordered matches takes them from a bounded heap;
 * a deeper page sorts the matches whole.
 */
const PARTIAL_ORDER_LIMIT = 1_000;
/** Products whose text `prepare` indexes between two turns of the event loop (about 30 ms at 100 000). */
const PREPARE_SLICE = 1_000;
/** Matches the text cache holds in all (12 bytes each), whatever the number of texts. */
const MAX_CACHED_MATCHES = 1_000_000;
const NO_SLOTS = new Int32Array(0);

const ONLY_LETTERS = /^\p{L}+$/u;
const ONLY_DIGITS = /^[0-9]+$/;

type TRankedSort = Exclude<TCatalogueSort, 'relevance'>;

/** What a text matches: the exact SKU matches in order, then the text matches unordered with their scores. */
interface TTextMatchSet {
  leaders: Int32Array;
  rest: Int32Array;
  /** The score of each of `rest`, by position. */
  restScores: Float64Array;
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

  // Every product has a slot: its place in the typed arrays below and its number in the text index. A product
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

  let indexTerms = createIndexTokenizer();
  /** A product's terms by field, in the order of `FIELD_BOOSTS`. */
  function indexedFields(product: TProduct): string[][] {
    // Each term is indexed once, in the best field it appears in (sku > description > brand >
    // category > attributes). Category names and attribute values mostly repeat the description
    // ("Interruptores termomagnéticos", "600 V", "Negro"); a match already counts through the better
    // field, and the index gets about 40% smaller, which is what search time grows with.
    const terms = new Set<string>();
    const firstSeen = (found: readonly string[]): string[] => {
      const fresh: string[] = [];
      for (const term of found) {
        if (terms.has(term)) continue;
        terms.add(term);
        fresh.push(term);
      }
      return fresh;
    };
    return [
      firstSeen(indexTerms(product.sku, true)),
      firstSeen(indexTerms(product.description, false)),
      firstSeen(indexTerms(product.brand, false)),
      firstSeen(
        indexTerms(`${product.category_id.replace(/-/g, ' ')} ${categoryNames.get(product.category_id) ?? ''}`, false),
      ),
      firstSeen(indexTerms(product.attributes.map((attribute) => attribute.value).join(' '), false)),
    ];
  }
  // Typos reach the catalogue's words (letters only, in a field other than the SKU): SKUs and numbers
  // are copied, not misspelt, and leaving them out keeps the typo walk to the words however many
  // products there are.
  const textIndex = createTextIndex({
    fieldBoosts: FIELD_BOOSTS,
    typoFields: FIELD_BOOSTS.map((_, field) => field !== SKU_FIELD),
    isTypoWord: (term) => ONLY_LETTERS.test(term),
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
    if (unindexed === null) textIndex.add(slot, indexedFields(product));
    return slot;
  }

  function remove(slot: number): void {
    const product = slots[slot]!;
    textIndex.remove(slot, indexedFields(product));
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

  // The text is indexed after the construction (`prepare`, or the first text search): the orders and
  // the facets are enough for a page without text, which a cold start can then serve at once.
  let unindexed: Int32Array | null = new Int32Array(0);
  let indexedUpTo = 0;
  for (const product of products) if (keeps(product) && !slotOf.has(product.product_id)) place(product);
  unindexed = liveSlots();

  function indexText(upTo: number): void {
    const pending = unindexed;
    if (pending === null) return;
    const end = Math.min(upTo, pending.length);
    for (; indexedUpTo < end; indexedUpTo++) {
      const slot = pending[indexedUpTo]!;
      textIndex.add(slot, indexedFields(slots[slot]!));
    }
    if (indexedUpTo === pending.length) {
      unindexed = null;
      // The whole catalogue is in: the postings give back the room they grew into, and the tokenizer's
      // memos, which only a whole build repeats enough to pay for, start again empty.
      textIndex.compact();
      indexTerms = createIndexTokenizer();
    }
  }
  /** Indexes whatever text is not indexed yet, at once (a text search, a change, cannot wait). */
  const indexAllText = (): void => indexText(Infinity);

  async function prepare(): Promise<void> {
    while (unindexed !== null) {
      indexText(indexedUpTo + PREPARE_SLICE);
      // Between slices the server answers what came in meanwhile (a page without text, say).
      if (unindexed !== null) await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  rankDescriptions();

  /**
   * Typo tolerance is for words the catalogue does not have: "interuptor" finds "interruptor", but a
   * correctly spelt "contactor" is not widened to "conductor" and "contacto". Digits are always exact:
   * "1800 rpm" must not find "1200 rpm", and SKUs are copied, not misspelt.
   */
  function typosAllowed(term: string): number {
    if (term.length < MIN_FUZZY_LENGTH || !ONLY_LETTERS.test(term) || textIndex.has(term)) return 0;
    return Math.min(MAX_TYPOS, Math.round(term.length * FUZZINESS));
  }

  function termQuery(term: string, isLast: boolean): TTermQuery {
    return {
      term,
      // Numbers only complete from four digits on (SKU-like): "12" must not also find "120" and "125".
      prefix: isLast && term.length >= (ONLY_DIGITS.test(term) ? MIN_NUMBER_PREFIX_LENGTH : MIN_PREFIX_LENGTH),
      maxTypos: typosAllowed(term),
    };
  }

  const textCacheSize = Math.max(0, Math.floor(options.textCacheSize ?? DEFAULT_TEXT_CACHE_SIZE));
  const textCache = new Map<string, TTextMatchSet>();
  let cachedMatches = 0;

  /**
   * What a text matches, unordered: the products with every word (or, when none has them all, with
   * any) and their scores, and before them the products whose SKU is the text (`leaders`, best first:
   * the SKU as typed, then by score and description).
   */
  function matchesFor(terms: readonly string[], normalized: string): TTextMatchSet {
    const queries = terms.map((term, index) => termQuery(term, index === terms.length - 1));
    let found = textIndex.search(queries, 'and');
    if (found.slots.length === 0) found = textIndex.search(queries, 'or');
    const leaders = [...(bySku.get(normalized.replace(/ /g, '')) ?? [])];
    const foundSlots = found.slots;
    const count = foundSlots.length;
    for (let position = 0; position < count; position++) {
      const slot = foundSlots[position]!;
      scores[slot] = found.scores[slot]!;
    }
    if (leaders.length === 0) {
      const restScores = new Float64Array(count);
      for (let position = 0; position < count; position++) restScores[position] = scores[foundSlots[position]!]!;
      return { leaders: NO_SLOTS, rest: foundSlots, restScores };
    }
    for (let position = 0; position < count; position++) member[foundSlots[position]!] = 1;
    for (const slot of leaders) {
      if (member[slot] !== 1) scores[slot] = 0;
      // The bonus is larger than any text score, so an exact SKU match always ranks first.
      scores[slot] = scores[slot]! + EXACT_SKU_BONUS * (skuNormalized[slot] === normalized ? 2 : 1);
      member[slot] = 2;
    }
    leaders.sort(byScore);
    let kept = 0;
    const rest = new Int32Array(count);
    const restScores = new Float64Array(count);
    for (let position = 0; position < count; position++) {
      const slot = foundSlots[position]!;
      if (member[slot] === 1) {
        restScores[kept] = scores[slot]!;
        rest[kept++] = slot;
      }
      member[slot] = 0;
    }
    for (const slot of leaders) member[slot] = 0;
    return {
      leaders: Int32Array.from(leaders),
      rest: rest.subarray(0, kept),
      restScores: restScores.subarray(0, kept),
    };
  }

  /** What a text matches (kept for the next few searches of the same text); `null` means "no text", i.e. every product. */
  function textMatches(text: string | undefined): TTextMatchSet | null {
    const { terms, normalized } = parseQueryText(text ?? '');
    if (terms.length === 0) return null;
    indexAllText();
    const key = normalized;
    const cached = textCache.get(key);
    if (cached !== undefined) {
      // Refresh its place: the Map's insertion order is the LRU order.
      textCache.delete(key);
      textCache.set(key, cached);
      // The scores by slot are the last text's: put this one's back for ordering.
      const { rest, restScores } = cached;
      for (let position = 0; position < rest.length; position++) scores[rest[position]!] = restScores[position]!;
      return cached;
    }
    const found = matchesFor(terms, normalized);
    const entries = found.leaders.length + found.rest.length;
    if (textCacheSize > 0 && entries <= MAX_CACHED_MATCHES) {
      while (textCache.size >= textCacheSize || cachedMatches + entries > MAX_CACHED_MATCHES) {
        const [oldest, set] = textCache.entries().next().value as [string, TTextMatchSet];
        textCache.delete(oldest);
        cachedMatches -= set.leaders.length + set.rest.length;
      }
      textCache.set(key, found);
      cachedMatches += entries;
    }
    return found;
  }

  const byScore = (a: number, b: number): number =>
    scores[b]! - scores[a]! || descriptionRank[a]! - descriptionRank[b]!;

  /** `slots` by score (in `scores`), best first, then by description. */
  function sortedByScore(slots: Int32Array): Int32Array {
    return Int32Array.from(slots).sort(byScore);
  }

  /**
   * The `count` best of `slots` by score, best first: a bounded heap with the worst kept on top, so a
   * page of a search that matched tens of thousands of products does not sort them all.
   */
  function bestOf(slots: Int32Array, count: number): Int32Array {
    const heap = new Int32Array(Math.min(count, slots.length));
    let size = 0;
    const worse = (a: number, b: number): boolean => byScore(a, b) > 0;
    for (const slot of slots) {
      if (size < heap.length) {
        let at = size++;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!worse(slot, heap[parent]!)) break;
          heap[at] = heap[parent]!;
          at = parent;
        }
        heap[at] = slot;
      } else if (size > 0 && worse(heap[0]!, slot)) {
        let at = 0;
        for (;;) {
          let child = 2 * at + 1;
          if (child >= size) break;
          if (child + 1 < size && worse(heap[child + 1]!, heap[child]!)) child++;
          if (!worse(heap[child]!, slot)) break;
          heap[at] = heap[child]!;
          at = child;
        }
        heap[at] = slot;
      }
    }
    return heap.sort(byScore);
  }

  /** A text's matches best first, the `count` first of them (all by default). */
  function ranked(set: TTextMatchSet, count = Infinity): Int32Array {
    const { leaders, rest } = set;
    const fromRest = Math.max(0, count - leaders.length);
    const ordered = fromRest <= PARTIAL_ORDER_LIMIT ? bestOf(rest, fromRest) : sortedByScore(rest);
    const all = new Int32Array(Math.min(leaders.length + rest.length, count));
    all.set(leaders.subarray(0, all.length));
    if (all.length > leaders.length) all.set(ordered.subarray(0, all.length - leaders.length), leaders.length);
    return all;
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

    // Candidates: in display order, or, for relevance with text, the SKU matches in order and then the
    // text matches unordered (ordered below, only as far as the page needs). Without text, "relevance"
    // means alphabetical by description.
    const matches = textMatches(query.text);
    let candidates: Int32Array;
    let candidateCount: number;
    let leaderCount = 0;
    if (matches === null) {
      candidates = orderFor(sort === 'relevance' ? 'description-asc' : sort);
      candidateCount = candidates.length;
    } else if (sort === 'relevance') {
      leaderCount = matches.leaders.length;
      candidateCount = leaderCount + matches.rest.length;
      candidates = passing;
      passing.set(matches.leaders);
      passing.set(matches.rest, leaderCount);
    } else {
      // Walking the precomputed order and keeping the matches is O(catalogue), cheaper than sorting them.
      for (const index of matches.leaders) member[index] = 1;
      for (const index of matches.rest) member[index] = 1;
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
    let passingLeaders = 0;
    for (let position = 0; position < candidateCount; position++) {
      const index = candidates[position]!;
      const category = categories.codes[index]!;
      const brand = brands.codes[index]!;
      const categoryOk = categoryFilter === null || categoryFilter[category] === 1;
      const brandOk = brandFilter === null || brandFilter[brand] === 1;
      if (brandOk) categoryCounts[category]!++;
      if (categoryOk) brandCounts[brand]!++;
      // `passing` may be the candidate buffer itself; writing at or behind the read position is safe.
      if (categoryOk && brandOk) {
        passing[total++] = index;
        if (position < leaderCount) passingLeaders++;
      }
    }

    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    const page = Math.min(cleanPage(query.page), pageCount);
    const start = (page - 1) * pageSize;
    const end = Math.min(total, start + pageSize);
    if (matches !== null && sort === 'relevance' && end > passingLeaders) {
      const rest = passing.slice(passingLeaders, total);
      const needed = end - passingLeaders;
      passing.set(needed <= PARTIAL_ORDER_LIMIT ? bestOf(rest, needed) : sortedByScore(rest), passingLeaders);
    }
    const items: TProduct[] = [];
    for (let position = start; position < end; position++) items.push(slots[passing[position]!]!);

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
    const matches = textMatches(prefix);
    if (matches === null) return [];
    return Array.from(ranked(matches, clampLimit(limit)), (index) => {
      const product = slots[index]!;
      return { product_id: product.product_id, description: product.description, sku: product.sku };
    });
  }

  function rankedIds(text: string): readonly string[] | null {
    const matches = textMatches(text);
    return matches === null ? null : Array.from(ranked(matches), (index) => slots[index]!.product_id);
  }

  function* orderedIds(sort: TRankedSort): Iterable<string> {
    for (const slot of orderFor(sort)) yield slots[slot]!.product_id;
  }

  function apply(changed: readonly TProduct[], removedIds: readonly string[] = []): void {
    indexAllText();
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
    cachedMatches = 0;
  }

  return {
    search,
    prepare,
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
