import type { TProduct } from '@voltia/domain';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SORTS, MAX_PAGE_SIZE, type TCatalogueQuery, type TCatalogueSearchEngine } from './catalogue-query';
import { createCatalogueSearch } from './create-catalogue-search';
import { makeProduct } from './testing/make-product';

const OPTIONS = { categories: DEMO_CATEGORIES, textCacheSize: 0 };
const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);
const UNPUBLISHED = DEMO_PRODUCTS.filter((product) => !product.published);

/** Every product id a query matches, in order, across all pages; and the first page's facets. */
function answer(engine: TCatalogueSearchEngine, query: TCatalogueQuery) {
  const first = engine.search({ ...query, page: 1, pageSize: MAX_PAGE_SIZE });
  const ids = first.items.map((product) => product.product_id);
  for (let page = 2; page <= first.pageCount; page++)
    ids.push(...engine.search({ ...query, page, pageSize: MAX_PAGE_SIZE }).items.map((product) => product.product_id));
  return { ids, total: first.total, facets: first.facets };
}

const TEXTS = [undefined, 'interruptor', 'interuptor', 'cable', 'contac', 'led 9w', 'nuevo', 'zapata', 'epp'];

/**
 * `changed` taken in by `apply` answers every query as an engine built from the changed catalogue:
 * the same matches, facets, totals and orders, relevance included (the index keeps its counts exact).
 */
function expectSameAsFreshBuild(applied: TCatalogueSearchEngine, catalogue: readonly TProduct[]): void {
  const fresh = createCatalogueSearch(catalogue, OPTIONS);
  expect(applied.size).toBe(fresh.size);
  for (const product of catalogue) expect(applied.getById(product.product_id)).toBe(fresh.getById(product.product_id));
  for (const text of TEXTS)
    for (const sort of CATALOGUE_SORTS)
      for (const filters of [{}, { categoryIds: ['cables'] }, { brandIds: ['marca-nueva', 'schneider-electric'] }]) {
        const query = { text, sort, ...filters };
        const want = answer(fresh, query);
        const got = answer(applied, query);
        expect({ total: got.total, facets: got.facets }, JSON.stringify(query)).toEqual({
          total: want.total,
          facets: want.facets,
        });
        expect(got.ids, JSON.stringify(query)).toEqual(want.ids);
      }
  for (const product of catalogue.filter((entry) => entry.published).slice(0, 40)) {
    expect(applied.search({ text: product.sku }).items[0]?.sku).toBe(fresh.search({ text: product.sku }).items[0]?.sku);
    expect(applied.suggest(product.sku, 1)).toEqual(fresh.suggest(product.sku, 1));
  }
}

/** The catalogue after `changed`, last change of an id winning, new ids at the end. */
function withChanges(catalogue: readonly TProduct[], changed: readonly TProduct[]): TProduct[] {
  const byId = new Map(catalogue.map((product) => [product.product_id, product]));
  for (const product of changed) byId.set(product.product_id, product);
  return [...byId.values()];
}

describe('apply: the engine takes changes in place', () => {
  const a = PUBLISHED[3]!;
  const b = PUBLISHED[40]!;
  const c = PUBLISHED[41]!;
  const d = PUBLISHED[200]!;
  const changes: TProduct[] = [
    // A new description moves it in the description order; a new SKU in the SKU order.
    { ...a, description: 'Zapata ponchable de cobre calibre 2 AWG' },
    { ...b, sku: 'AAA-000-NUEVO' },
    // Another brand and category, one of them new to the catalogue.
    { ...c, brand: 'Marca Nueva', brand_id: 'marca-nueva', category_id: 'cables' },
    // Unpublished: it leaves the store; a retired one comes back.
    { ...d, published: false },
    { ...UNPUBLISHED[0]!, published: true },
    // New products, one of them twice (the last one wins).
    makeProduct({ product_id: 'nuevo-1', sku: 'NVO-1', description: 'Contactor nuevo 3 polos 9 A' }),
    makeProduct({ product_id: 'nuevo-2', sku: 'NVO-2', description: 'Borrador', brand_id: 'marca-nueva' }),
    makeProduct({
      product_id: 'nuevo-2',
      sku: 'NVO-2',
      description: 'Lámpara LED 9W nueva',
      brand: 'Marca Nueva',
      brand_id: 'marca-nueva',
    }),
  ];

  it('answers as an engine built from the changed catalogue', () => {
    const engine = createCatalogueSearch(DEMO_PRODUCTS, OPTIONS);
    // The lazily built orders exist before the change, so they are the ones taken forward.
    for (const sort of CATALOGUE_SORTS) engine.search({ sort });
    engine.apply(changes);
    expectSameAsFreshBuild(engine, withChanges(DEMO_PRODUCTS, changes));
    expect(engine.getById(d.product_id)).toBeUndefined();
    expect(engine.search({ text: d.sku }).items.map((product) => product.product_id)).not.toContain(d.product_id);
    expect(engine.search({ text: 'zapata ponchable' }).items[0]?.product_id).toBe(a.product_id);
    expect(engine.getById('nuevo-2')?.description).toBe('Lámpara LED 9W nueva');
  });

  it('takes one change after another, reusing what left, and answers like a fresh build each time', () => {
    const engine = createCatalogueSearch(DEMO_PRODUCTS, OPTIONS);
    let catalogue: TProduct[] = [...DEMO_PRODUCTS];
    const rounds: TProduct[][] = [
      changes,
      // What left comes back and what came goes; a product changes twice in one round.
      [{ ...d, published: true }, { ...changes[5]!, published: false }, { ...a, description: 'Otra' }, a],
      PUBLISHED.slice(100, 140).map((product) => ({ ...product, published: false })),
      [makeProduct({ product_id: 'nuevo-3', sku: 'NVO-3' }), ...PUBLISHED.slice(100, 110)],
    ];
    for (const round of rounds) {
      engine.apply(round);
      catalogue = withChanges(catalogue, round);
      expectSameAsFreshBuild(engine, catalogue);
    }
  });

  it('forgets the answers it kept for recent texts', () => {
    const engine = createCatalogueSearch(DEMO_PRODUCTS, { categories: DEMO_CATEGORIES });
    const zapata = () => engine.search({ text: 'zapata ponchable' }).items[0]?.product_id;
    expect(zapata()).not.toBe(a.product_id);
    engine.apply(changes);
    expect(zapata()).toBe(a.product_id);
  });

  it('drops the products named as removed, and ignores a removal of one it never held', () => {
    const engine = createCatalogueSearch(DEMO_PRODUCTS, OPTIONS);
    engine.apply([], [d.product_id, 'nunca-existio']);
    expectSameAsFreshBuild(engine, withChanges(DEMO_PRODUCTS, [{ ...d, published: false }]));
  });

  it('does nothing for a product it never held that stays unpublished; the staff engine holds it', () => {
    const engine = createCatalogueSearch(DEMO_PRODUCTS, OPTIONS);
    const hidden = makeProduct({ product_id: 'oculto', sku: 'OCU-1', published: false });
    engine.apply([hidden]);
    expect(engine.size).toBe(PUBLISHED.length);
    expect(engine.getById('oculto')).toBeUndefined();

    const staff = createCatalogueSearch(DEMO_PRODUCTS, { ...OPTIONS, includeUnpublished: true });
    staff.apply([hidden]);
    expect(staff.size).toBe(DEMO_PRODUCTS.length + 1);
    expect(staff.rankedIds('ocu-1')?.[0]).toBe('oculto');
  });

  it('forgets the words of a product that left: its misspelling now reaches a neighbour by typo', () => {
    const only = makeProduct({ product_id: 'solo', sku: 'S-1', description: 'Contactor trifásico' });
    const near = makeProduct({ product_id: 'cerca', sku: 'S-2', description: 'Conductor trifásico' });
    const engine = createCatalogueSearch([only, near], OPTIONS);
    const found = () => engine.search({ text: 'contactor trifasico' }).items.map((product) => product.product_id);
    // A word the catalogue has is taken as written: no typo widening.
    expect(found()).toEqual(['solo']);
    engine.apply([{ ...only, published: false }]);
    expect(found()).toEqual(['cerca']);
  });
});
