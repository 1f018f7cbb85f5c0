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

  it('takes a change in: an edited product moves in every order, a new one joins, unpublished ones stay', () => {
    const changing = createStaffCatalogueIndex(products);
    changing.apply([
      product('c', { description: 'Abrazadera', brand: 'Siemens', updated_at: '2026-11-04T00:00:00.000Z' }),
      product('d', { description: 'Zapata', brand: 'ABB', published: false }),
    ]);
    const all = (sort: 'description-asc' | 'brand-asc' | 'updated-desc') =>
      changing.search({ sort, page: 1, page_size: 25 }).items.map((item) => item.product_id);
    expect(changing.size).toBe(4);
    expect(all('description-asc')).toEqual(['c', 'a', 'b', 'd']);
    expect(all('brand-asc')).toEqual(['a', 'd', 'b', 'c']);
    expect(all('updated-desc')).toEqual(['c', 'a', 'b', 'd']);
    expect(changing.search({ q: 'abrazadera', sort: 'description-asc', page: 1, page_size: 5 }).items).toEqual([
      expect.objectContaining({ product_id: 'c', description: 'Abrazadera' }),
    ]);
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
  function source() {
    const state = { version: 1, epoch: 0, products: [product('p1')], changed: [] as TCatalogueProduct[] };
    const readMark = vi.fn(async () => ({ version: state.version, epoch: state.epoch, changedAt: state.version }));
    const loadAll = vi.fn(async () => ({ products: state.products, categories: [] }));
    const changedSince = vi.fn(async (_since: unknown) => state.changed);
    return { state, readMark, loadAll, changedSince };
  }
  const first = (index: { search: ReturnType<typeof createStaffCatalogueIndex>['search'] }, sort = 'description-asc') =>
    index.search({ sort: sort as 'description-asc', page: 1, page_size: 5 }).items.map((item) => item.product_id);

  it('checks the mark on every request; a new version reads only the changed products, in place', async () => {
    const { state, readMark, loadAll, changedSince } = source();
    const cache = catalogueIndexCache({ readMark, loadAll, changedSince });
    const [one, two] = await Promise.all([cache.current(), cache.current()]);
    expect(one).toBe(two);
    expect(await cache.current()).toBe(one);
    // The second request came during the first one's check, so it checked again after it.
    expect(readMark).toHaveBeenCalledTimes(3);
    expect(changedSince).not.toHaveBeenCalled();

    state.version = 2;
    state.changed = [product('p0', { description: 'Aaa nuevo', updated_at: '2026-11-28T00:00:00.000Z' })];
    const three = await cache.current();
    expect(three).toBe(one);
    expect(changedSince).toHaveBeenCalledWith(1);
    expect(first(three)).toEqual(['p0', 'p1']);
    expect(first(three, 'updated-desc')).toEqual(['p0', 'p1']);
    expect(loadAll).toHaveBeenCalledTimes(1);

    // A write past the functions (a new epoch): read whole again.
    state.epoch = 1;
    state.products = [product('p9')];
    expect(first(await cache.current())).toEqual(['p9']);
    expect(loadAll).toHaveBeenCalledTimes(2);
  });

  it('loads as of the mark it read first, and says how in one log line', async () => {
    const { state, readMark, changedSince } = source();
    const loadAll = vi.fn(async (_mark: unknown) => ({
      products: state.products,
      categories: [],
      source: 'snapshot' as const,
      read: 67,
    }));
    const info = vi.fn();
    const cache = catalogueIndexCache({ readMark, loadAll, changedSince }, { info });
    await cache.current();
    expect(loadAll).toHaveBeenCalledWith({ version: 1, epoch: 0, changedAt: 1 });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'snapshot', products: 1, read: 67, ms: expect.any(Number) }),
      'catalogue index loaded',
    );
  });

  it('tries again after a failed load', async () => {
    const { readMark, changedSince } = source();
    const loadAll = vi
      .fn()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockResolvedValue({ products: [], categories: [] });
    const cache = catalogueIndexCache({ readMark, loadAll, changedSince });
    await expect(cache.current()).rejects.toThrow('unavailable');
    await expect(cache.current()).resolves.toMatchObject({ size: 0 });
  });
});
