import type { TProduct } from '@voltia/domain';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SORTS,
  MAX_PAGE_SIZE,
  type TCatalogueQuery,
  type TCatalogueSearchEngine,
  type TFacetCount,
} from './catalogue-query';
import { createCatalogueSearch } from './create-catalogue-search';
import { normalizeSearchText } from './normalize-search-text';
import { makeProduct } from './testing/make-product';

const engine = createCatalogueSearch(DEMO_PRODUCTS, { categories: DEMO_CATEGORIES });
const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);
const UNPUBLISHED = DEMO_PRODUCTS.filter((product) => !product.published);
const collator = new Intl.Collator('es', { numeric: true });

/** Every product a query matches, in order, across all pages. */
function allResults(search: TCatalogueSearchEngine, query: TCatalogueQuery): TProduct[] {
  const first = search.search({ ...query, page: 1, pageSize: MAX_PAGE_SIZE });
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    items.push(...search.search({ ...query, page, pageSize: MAX_PAGE_SIZE }).items);
  return items;
}

function ids(products: readonly TProduct[]): string[] {
  return products.map((product) => product.product_id);
}

function words(product: TProduct): string[] {
  return normalizeSearchText(product.description).split(' ');
}

/** Facet counts the slow way: group, drop zeros, count desc then id. */
function bruteFacets(
  products: readonly TProduct[],
  key: 'category_id' | 'brand_id',
  selected: readonly string[],
): TFacetCount[] {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product[key], (counts.get(product[key]) ?? 0) + 1);
  for (const id of selected) if (!counts.has(id)) counts.set(id, 0);
  return [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1));
}

describe('createCatalogueSearch on the demo catalogue', () => {
  it('holds the published products only', () => {
    expect(UNPUBLISHED.length).toBeGreaterThan(0);
    expect(engine.size).toBe(PUBLISHED.length);
    expect(engine.getById(PUBLISHED[0]!.product_id)).toBe(PUBLISHED[0]);
    expect(engine.getById('no-existe')).toBeUndefined();
  });

  it('never returns an unpublished product, by SKU, description, listing or id', () => {
    for (const product of UNPUBLISHED) {
      expect(engine.getById(product.product_id)).toBeUndefined();
      expect(ids(allResults(engine, { text: product.sku }))).not.toContain(product.product_id);
      expect(ids(allResults(engine, { text: product.description }))).not.toContain(product.product_id);
      expect(engine.suggest(product.sku).map((suggestion) => suggestion.product_id)).not.toContain(product.product_id);
    }
    expect(ids(allResults(engine, {})).sort()).toEqual(ids(PUBLISHED).sort());
  });

  it('an empty query lists every published product by description (Spanish collation)', () => {
    const result = engine.search({});
    expect(result.total).toBe(PUBLISHED.length);
    expect(result.page).toBe(1);
    expect(result.pageSize).toBe(24);
    expect(result.items).toHaveLength(24);
    const expected = [...PUBLISHED].sort(
      (a, b) => collator.compare(a.description, b.description) || collator.compare(a.product_id, b.product_id),
    );
    expect(ids(allResults(engine, {}))).toEqual(ids(expected));
    expect(engine.search({ text: '  ¿? ' }).total).toBe(PUBLISHED.length);
  });

  it('is accent-insensitive: "termomagnetico" finds "Termomagnético"', () => {
    const withoutAccent = allResults(engine, { text: 'termomagnetico' });
    const breakers = PUBLISHED.filter((product) => product.description.includes('termomagnético'));
    expect(breakers.length).toBeGreaterThan(10);
    expect(ids(withoutAccent)).toEqual(expect.arrayContaining(ids(breakers)));
    expect(ids(allResults(engine, { text: 'TERMOMAGNÉTICO' }))).toEqual(ids(withoutAccent));
  });

  it('tolerates typos: "interuptor" finds every "interruptor"', () => {
    const typo = allResults(engine, { text: 'interuptor' });
    const exact = PUBLISHED.filter((product) =>
      words(product).some((word) => word === 'interruptor' || word === 'interruptores'),
    );
    expect(ids(typo)).toEqual(expect.arrayContaining(ids(exact)));
    expect(ids(allResults(engine, { text: 'multimetor' }))).toEqual(
      expect.arrayContaining(ids(PUBLISHED.filter((product) => words(product).includes('multimetro')))),
    );
  });

  it('does not fuzz short words, digits, or correctly spelt words into other words', () => {
    // "led" is three letters: "lef" must not become "led".
    expect(engine.search({ text: 'lef' }).total).toBe(0);
    // Numbers are exact: 1800 rpm motors only, no 3600 rpm ones.
    const motors = allResults(engine, { text: 'motor 1800 rpm' });
    expect(motors.length).toBeGreaterThan(0);
    for (const product of motors) expect(product.description).toContain('1800 rpm');
    // "contactor" is a word of the catalogue: it is not widened to "conductor".
    for (const product of allResults(engine, { text: 'contactor' }))
      expect(words(product).join(' ')).not.toMatch(/\bconductor/);
  });

  it('matches the last word as a prefix while typing: "contac" finds contactores and contactos', () => {
    const results = allResults(engine, { text: 'contac' });
    const categories = new Set(results.map((product) => product.category_id));
    expect(categories).toContain('contactores-y-arrancadores');
    expect(categories).toContain('apagadores-y-contactos');
    expect(results.some((product) => words(product).includes('contactor'))).toBe(true);
    expect(ids(allResults(engine, { text: 'termomagnetico interr' }))).toEqual(
      expect.arrayContaining(
        ids(PUBLISHED.filter((product) => product.description.startsWith('Interruptor termomagnético'))),
      ),
    );
  });

  it('requires every word (AND), and falls back to any word (OR) when none has them all', () => {
    const results = allResults(engine, { text: 'cable calibre 12 rojo' });
    expect(results.length).toBeGreaterThan(0);
    for (const product of results) {
      const text = normalizeSearchText(
        `${product.description} ${product.attributes.map((attribute) => attribute.value).join(' ')}`,
      );
      expect(text).toMatch(/\bcable/);
      expect(text).toMatch(/\b12\b/);
      expect(text).toMatch(/\brojo\b/);
    }
    const fallback = allResults(engine, { text: 'cable xyzzy' });
    expect(fallback.length).toBeGreaterThan(0);
    for (const product of fallback)
      expect(words(product)).toEqual(expect.arrayContaining([expect.stringMatching(/^cable/)]));
  });

  it('finds a product by its SKU as printed, in lower case and without punctuation, ranked first', () => {
    for (const product of PUBLISHED) {
      const forms = [product.sku, product.sku.toLowerCase(), product.sku.replace(/[^A-Za-z0-9]/g, '')];
      for (const form of forms) {
        const [first, second] = engine.search({ text: form }).items;
        // Two SKUs share the form without punctuation ("CDX-DSN-10", "CDX-DSN-1-0"): either may lead then.
        const leaders = [first?.product_id, form === forms[2] ? second?.product_id : undefined];
        expect(leaders, `SKU ${product.sku} typed as "${form}"`).toContain(product.product_id);
      }
    }
    expect(engine.search({ text: 'QO120' }).items[0]?.sku).toBe('QO120');
    expect(engine.search({ text: 'cdx-dsn-1-0' }).items[0]?.sku).toBe('CDX-DSN-1-0');
    expect(engine.search({ text: 's201 c16' }).items[0]?.sku).toBe('S201-C16');
  });

  it('ranks a SKU match above a description match (field boosts)', () => {
    // "lc1d09" is the start of a SKU and also mentioned in an overload relay's attributes.
    const [first] = engine.search({ text: 'LC1D09' }).items;
    expect(first?.sku.startsWith('LC1D09')).toBe(true);
  });

  it('indexes category names: "epp" finds personal protective equipment', () => {
    const results = allResults(engine, { text: 'epp' });
    expect(results.length).toBeGreaterThan(0);
    for (const product of results) expect(product.category_id).toBe('equipo-de-proteccion-personal');
  });

  it('gives an empty result with sane paging', () => {
    const result = engine.search({ text: 'xyzzy', page: 3 });
    expect(result).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
      pageCount: 1,
      facets: { categories: [], brands: [] },
    });
  });
});

describe('facets', () => {
  const texts = [undefined, 'interruptor', 'cable', 'led', 'contac'];
  const categorySelections: string[][] = [
    [],
    ['interruptores-termomagneticos'],
    ['iluminacion', 'cables-y-conductores'],
    ['no-existe'],
  ];
  const brandSelections: string[][] = [
    [],
    ['schneider-electric'],
    ['philips', 'osram', 'condumex'],
    ['siemens', 'eaton'],
  ];

  it('combine (OR within a facet, AND across) and count as a brute-force filter does', () => {
    for (const text of texts) {
      const matches = allResults(engine, { text });
      for (const categoryIds of categorySelections) {
        for (const brandIds of brandSelections) {
          const inCategories = (product: TProduct): boolean =>
            categoryIds.length === 0 || categoryIds.includes(product.category_id);
          const inBrands = (product: TProduct): boolean => brandIds.length === 0 || brandIds.includes(product.brand_id);
          const result = engine.search({ text, categoryIds, brandIds });
          const label = JSON.stringify({ text, categoryIds, brandIds });
          const expected = matches.filter((product) => inCategories(product) && inBrands(product));
          expect(result.total, label).toBe(expected.length);
          expect(ids(allResults(engine, { text, categoryIds, brandIds })), label).toEqual(ids(expected));
          expect(result.facets.categories, label).toEqual(
            bruteFacets(matches.filter(inBrands), 'category_id', categoryIds),
          );
          expect(result.facets.brands, label).toEqual(bruteFacets(matches.filter(inCategories), 'brand_id', brandIds));
        }
      }
    }
  });

  it('without filters, count every published product once per facet', () => {
    const { facets } = engine.search({});
    expect(facets.categories.reduce((sum, facet) => sum + facet.count, 0)).toBe(PUBLISHED.length);
    expect(facets.brands.reduce((sum, facet) => sum + facet.count, 0)).toBe(PUBLISHED.length);
    expect(facets.categories.map((facet) => facet.id).sort()).toEqual(
      DEMO_CATEGORIES.map((category) => category.id).sort(),
    );
    expect(new Set(facets.brands.map((facet) => facet.id))).toEqual(new Set(DEMO_BRANDS.map((brand) => brand.id)));
  });

  it('ignore malformed filter values and repeated ones', () => {
    const clean = engine.search({ categoryIds: ['iluminacion'] });
    expect(engine.search({ categoryIds: ['iluminacion', 'ILUMINACION ', 'iluminacion', '<script>'] })).toEqual(clean);
  });
});

describe('sorting', () => {
  const byDescription = (a: TProduct, b: TProduct): number =>
    collator.compare(a.description, b.description) || collator.compare(a.product_id, b.product_id);
  const comparators = {
    'description-asc': byDescription,
    'description-desc': (a: TProduct, b: TProduct) =>
      collator.compare(b.description, a.description) || collator.compare(a.product_id, b.product_id),
    'brand-asc': (a: TProduct, b: TProduct) => collator.compare(a.brand, b.brand) || byDescription(a, b),
    'sku-asc': (a: TProduct, b: TProduct) =>
      collator.compare(a.sku, b.sku) || collator.compare(a.product_id, b.product_id),
  };

  it('orders by description, brand and SKU with Spanish collation, with or without text and filters', () => {
    for (const query of [
      {},
      { text: 'cable' },
      { text: 'interruptor', brandIds: ['siemens', 'eaton'] },
    ] as TCatalogueQuery[]) {
      const matches = allResults(engine, query);
      for (const [sort, compare] of Object.entries(comparators)) {
        const sorted = allResults(engine, { ...query, sort: sort as keyof typeof comparators });
        expect(ids(sorted), `${sort} ${JSON.stringify(query)}`).toEqual(ids([...matches].sort(compare)));
      }
    }
  });

  it('relevance with text puts the best match first; every sort returns the same set', () => {
    const relevance = allResults(engine, { text: 'guantes dielectricos clase 0' });
    expect(relevance[0]?.description).toMatch(/^Guantes dieléctricos .* clase 0 /);
    for (const sort of CATALOGUE_SORTS) {
      expect(ids(allResults(engine, { text: 'guantes dielectricos clase 0', sort })).sort()).toEqual(
        ids(relevance).sort(),
      );
    }
  });

  it('falls back to relevance for an unknown sort', () => {
    const unknown = engine.search({ text: 'cable', sort: 'precio' as never });
    expect(unknown).toEqual(engine.search({ text: 'cable' }));
  });
});

describe('pagination', () => {
  it('clamps the page to [1, pageCount] and the page size to [1, 96]', () => {
    const total = PUBLISHED.length;
    expect(engine.search({ page: 0 }).page).toBe(1);
    expect(engine.search({ page: -4 }).page).toBe(1);
    expect(engine.search({ page: Number.NaN }).page).toBe(1);
    const last = engine.search({ page: 10_000 });
    expect(last.pageCount).toBe(Math.ceil(total / 24));
    expect(last.page).toBe(last.pageCount);
    expect(last.items).toHaveLength(total - (last.pageCount - 1) * 24);
    expect(engine.search({ pageSize: 1000 }).pageSize).toBe(96);
    expect(engine.search({ pageSize: 0 }).pageSize).toBe(24);
    expect(engine.search({ pageSize: 10.7 }).pageSize).toBe(10);
    expect(engine.search({ page: 2.9, pageSize: 10 }).page).toBe(2);
  });

  it('pages are disjoint, in order, and cover the result exactly', () => {
    const query = { text: 'interruptor' };
    const { total, pageCount } = engine.search({ ...query, pageSize: 7 });
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const result = engine.search({ ...query, page, pageSize: 7 });
      expect(result.items.length).toBe(page < pageCount ? 7 : total - 7 * (pageCount - 1));
      seen.push(...ids(result.items));
    }
    expect(seen).toEqual(ids(allResults(engine, query)));
    expect(new Set(seen).size).toBe(total);
  });
});

describe('suggest', () => {
  it('returns the best few matches for what has been typed', () => {
    const suggestions = engine.suggest('contac', 5);
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      product_id: expect.any(String) as string,
      description: expect.stringMatching(/contact/i) as string,
      sku: expect.any(String) as string,
    });
    expect(engine.suggest('qo120')[0]?.sku).toBe('QO120');
    expect(engine.suggest('contac')).toHaveLength(8);
    expect(engine.suggest('contac', 500)).toHaveLength(20);
    expect(engine.suggest('contac', 0)).toHaveLength(1);
  });

  it('suggests nothing for an empty prefix or an unknown word', () => {
    expect(engine.suggest('')).toEqual([]);
    expect(engine.suggest('  -- ')).toEqual([]);
    expect(engine.suggest('xyzzy')).toEqual([]);
  });
});

describe('createCatalogueSearch with a small catalogue', () => {
  it('gives the same answers with the text cache on or off', () => {
    const uncached = createCatalogueSearch(DEMO_PRODUCTS, { textCacheSize: 0 });
    const tiny = createCatalogueSearch(DEMO_PRODUCTS, { textCacheSize: 1 });
    for (const query of [
      { text: 'cable' },
      { text: 'cable', page: 2 },
      { text: 'led', sort: 'sku-asc' },
      { text: 'cable', brandIds: ['viakon'] },
    ] as TCatalogueQuery[]) {
      expect(tiny.search(query)).toEqual(uncached.search(query));
      expect(tiny.search(query)).toEqual(uncached.search(query));
    }
  });

  it('works without category names and with an empty catalogue', () => {
    const search = createCatalogueSearch([
      makeProduct(),
      makeProduct({ product_id: 'prod-200', sku: 'SKU-200', published: false }),
    ]);
    expect(search.size).toBe(1);
    expect(search.search({ text: 'termomagneticos' }).total).toBe(1);
    expect(ids(search.search({ text: 'sku-200' }).items)).toEqual(['prod-100']);

    const empty = createCatalogueSearch([]);
    expect(empty.size).toBe(0);
    expect(empty.search({ text: 'cable' })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
      pageCount: 1,
      facets: { categories: [], brands: [] },
    });
    expect(empty.search({})).toMatchObject({ total: 0, pageCount: 1 });
  });
});

describe('prepare: the text indexed after the construction', () => {
  const many = Array.from({ length: 2_500 }, (_, n) =>
    makeProduct({ product_id: `p-${n}`, sku: `SKU-${n}`, description: `Producto número ${n}` }),
  );

  it('pages without text before the text is indexed, and indexes in slices that let other work run', async () => {
    const engine = createCatalogueSearch(many);
    expect(engine.search({ pageSize: 5 }).total).toBe(2_500);
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns += 1;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await engine.prepare();
    ticking = false;
    expect(turns).toBeGreaterThan(0);
    expect(engine.search({ text: 'sku-2499' }).items[0]?.product_id).toBe('p-2499');
    expect(engine.search({ text: 'producto' }).total).toBe(2_500);
  });

  it('orders relevance pages the same whether a page is taken from a heap or from the matches sorted whole', () => {
    // Descriptions that score differently (longer ones lower) and SKUs that tie on score.
    const varied = many.map((product, n) => ({
      ...product,
      description: `Producto número ${n}${' extra'.repeat(n % 7)}`,
    }));
    const engine = createCatalogueSearch(varied, { textCacheSize: 0 });
    const order = engine.rankedIds('producto') ?? [];
    expect(order).toHaveLength(2_500);
    // Pages of 96: the first ones from the heap (up to 1 000 ordered), the later ones sorted whole.
    expect(ids(allResults(engine, { text: 'producto' }))).toEqual(order);
    const deep = engine.search({ text: 'producto', page: 20, pageSize: 96 });
    expect(ids(deep.items)).toEqual(order.slice(19 * 96, 20 * 96));
  });

  it('a text search before prepare is done indexes the rest itself, once', async () => {
    const engine = createCatalogueSearch(many);
    const preparing = engine.prepare();
    expect(engine.search({ text: 'sku-1234' }).items[0]?.product_id).toBe('p-1234');
    expect(engine.suggest('sku-77', 1)[0]?.product_id).toBe('p-77');
    await preparing;
    const fresh = createCatalogueSearch(many);
    await fresh.prepare();
    expect(engine.search({ text: 'producto 12', pageSize: 96 })).toEqual(
      fresh.search({ text: 'producto 12', pageSize: 96 }),
    );
  });
});

describe('the staff index (includeUnpublished, rankedIds)', () => {
  const staff = createCatalogueSearch(DEMO_PRODUCTS, { categories: DEMO_CATEGORIES, includeUnpublished: true });

  it('holds unpublished products too, and ranks them like the storefront', () => {
    expect(staff.size).toBe(DEMO_PRODUCTS.length);
    const hidden = UNPUBLISHED[0]!;
    expect(staff.rankedIds(hidden.sku)?.[0]).toBe(hidden.product_id);
    expect(engine.rankedIds(hidden.sku) ?? []).not.toContain(hidden.product_id);
  });

  it('answers null for a text with no search terms, and the same order as relevance otherwise', () => {
    expect(staff.rankedIds('  ')).toBeNull();
    const ids = engine.rankedIds('interuptor') ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.slice(0, 10)).toEqual(
      engine.search({ text: 'interuptor', pageSize: 10 }).items.map((product) => product.product_id),
    );
  });
});
