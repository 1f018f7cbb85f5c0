import type { TCatalogueProduct } from '@voltia/domain';
import { makeProduct } from '@voltia/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { catalogueIndexCache, createStaffCatalogueIndex } from './staff-catalogue-index';

const product = (id: string, overrides: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  ...makeProduct({ product_id: id, sku: id.toUpperCase() }),
  updated_at: null,
  ...overrides,
});

describe('createStaffCatalogueIndex', () => {
  const products = [
    product('b', { description: 'Cable THW 12', brand: 'Condumex', updated_at: '2026-11-02T00:00:00.000Z' }),
    product('a', {
      description: 'Árbol de contactos',
      brand: 'ABB',
      published: false,
      updated_at: '2026-11-03T00:00:00.000Z',
    }),
    product('c', { description: 'Contactor 3P', brand: 'Siemens', supplier_ids: ['dicsa'] }),
  ];
  const index = createStaffCatalogueIndex(products);
  const ids = (query: Partial<Parameters<typeof index.search>[0]>) =>
    index.search({ sort: 'description-asc', page: 1, page_size: 25, ...query }).items.map((item) => item.product_id);

  it('orders by each staff sort, unchanged products last when newest first', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: 'brand-asc' })).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: 'sku-asc' })).toEqual(['a', 'b', 'c']);
    expect(ids({ sort: 'updated-desc' })).toEqual(['a', 'b', 'c']);
  });

  it('filters by supplier and published, and counts the total beyond the page', () => {
    expect(ids({ supplier_id: 'dicsa' })).toEqual(['c']);
    expect(ids({ published: true })).toEqual(['b', 'c']);
    expect(index.search({ sort: 'description-asc', page: 2, page_size: 2 })).toMatchObject({
      total: 3,
      items: [{ product_id: 'c' }],
    });
  });

  it('searches the text with the storefront’s tolerance, unpublished included', () => {
    expect(ids({ q: 'arbol' })).toEqual(['a']);
    expect(ids({ q: 'contator' })).toContain('c');
  });
});

describe('catalogueIndexCache', () => {
  it('reloads only when the version changes, one load for concurrent requests', async () => {
    let version = 1;
    const loadAll = vi.fn(async () => ({ products: [product(`p${version}`)], categories: [] }));
    const cache = catalogueIndexCache({ readVersion: async () => version, loadAll });
    const [first, second] = await Promise.all([cache.current(), cache.current()]);
    expect(first).toBe(second);
    expect(await cache.current()).toBe(first);
    expect(loadAll).toHaveBeenCalledTimes(1);
    version = 2;
    const third = await cache.current();
    expect(third).not.toBe(first);
    expect(third.search({ sort: 'description-asc', page: 1, page_size: 5 }).items[0]?.product_id).toBe('p2');
    expect(loadAll).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load', async () => {
    const loadAll = vi
      .fn()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue({ products: [], categories: [] });
    const cache = catalogueIndexCache({ readVersion: async () => 1, loadAll });
    await expect(cache.current()).rejects.toThrow('unavailable');
    await expect(cache.current()).resolves.toMatchObject({ size: 0 });
  });
});
