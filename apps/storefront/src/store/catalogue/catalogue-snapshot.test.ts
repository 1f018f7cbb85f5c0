import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import { applyCatalogueChanges, buildCatalogueSnapshot, FEATURED_PRODUCT_COUNT } from './catalogue-snapshot';

const published = DEMO_PRODUCTS.filter((product) => product.published);
const hidden = DEMO_PRODUCTS.filter((product) => !product.published);

describe('buildCatalogueSnapshot', () => {
  const snapshot = buildCatalogueSnapshot({
    products: DEMO_PRODUCTS,
    categories: DEMO_CATEGORIES,
    brands: DEMO_BRANDS,
  });

  it('indexes published products only', () => {
    expect(hidden.length).toBeGreaterThan(0);
    expect(snapshot.engine.size).toBe(published.length);
    for (const product of hidden) expect(snapshot.engine.getById(product.product_id)).toBeUndefined();
  });

  it('counts published products per category and brand, sorted by name, dropping empty ones', () => {
    const countIn = (key: 'category_id' | 'brand_id', id: string) => published.filter((p) => p[key] === id).length;
    for (const { entry, productCount } of snapshot.categories)
      expect(productCount).toBe(countIn('category_id', entry.id));
    for (const { entry, productCount } of snapshot.brands) expect(productCount).toBe(countIn('brand_id', entry.id));

    const names = snapshot.categories.map((group) => group.entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(snapshot.categories.every((group) => group.productCount > 0)).toBe(true);
    expect(snapshot.categories.reduce((sum, group) => sum + group.productCount, 0)).toBe(published.length);
  });

  it('features a deterministic selection: one published product from each of the first categories', () => {
    expect(snapshot.featured).toHaveLength(FEATURED_PRODUCT_COUNT);
    const categories = snapshot.featured.map((product) => product.category_id);
    expect(new Set(categories).size).toBe(FEATURED_PRODUCT_COUNT);
    expect(categories).toEqual(snapshot.categories.slice(0, FEATURED_PRODUCT_COUNT).map((group) => group.entry.id));
    expect(snapshot.featured.every((product) => product.published)).toBe(true);

    const again = buildCatalogueSnapshot({
      products: [...DEMO_PRODUCTS].reverse(),
      categories: [...DEMO_CATEGORIES].reverse(),
      brands: DEMO_BRANDS,
    });
    expect(again.featured.map((product) => product.product_id)).toEqual(
      snapshot.featured.map((product) => product.product_id),
    );
  });

  it('finds category names through the index', () => {
    expect(snapshot.categoryById.get('iluminacion')?.name).toBe('Iluminación');
    expect(snapshot.brandById.get('abb')?.name).toBe('ABB');
  });

  it('copes with an empty catalogue', () => {
    const empty = buildCatalogueSnapshot({ products: [], categories: DEMO_CATEGORIES, brands: DEMO_BRANDS });
    expect(empty.categories).toEqual([]);
    expect(empty.brands).toEqual([]);
    expect(empty.featured).toEqual([]);
  });
});

describe('applyCatalogueChanges', () => {
  it('answers as a snapshot built from the changed catalogue: counts, groups and featured products', () => {
    const built = buildCatalogueSnapshot({ products: DEMO_PRODUCTS, categories: DEMO_CATEGORIES, brands: DEMO_BRANDS });
    // Every product of the first featured category leaves; one product is renamed to come first.
    const leaving = published.filter((product) => product.category_id === built.featured[0]!.category_id);
    const renamed = { ...published[100]!, description: 'AAA Primero en su categoría' };
    const changed = applyCatalogueChanges(built, {
      products: [renamed],
      removedIds: leaving.map((product) => product.product_id),
    });
    const gone = new Set(leaving.map((product) => product.product_id));
    const expected = buildCatalogueSnapshot({
      products: DEMO_PRODUCTS.filter((product) => !gone.has(product.product_id)).map((product) =>
        product.product_id === renamed.product_id ? renamed : product,
      ),
      categories: DEMO_CATEGORIES,
      brands: DEMO_BRANDS,
    });
    expect(changed.engine.size).toBe(published.length - leaving.length);
    expect(changed.categories).toEqual(expected.categories);
    expect(changed.brands).toEqual(expected.brands);
    expect(changed.featured.map((product) => product.product_id)).toEqual(
      expected.featured.map((product) => product.product_id),
    );
    expect(changed.featured).toContainEqual(renamed);
    expect(changed.categories.map((group) => group.entry.id)).not.toContain(leaving[0]!.category_id);
  });
});
