import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore/lite';
import type { TProduct } from '@voltia/domain';

// The Lite SDK is replaced by a recorder: these tests check which queries the repository builds
// (the rules reject any product query without `published == true`) and how it treats what comes back.
// The real round trip runs in the storefront's browser tests against the emulators.
const sdk = vi.hoisted(() => {
  type Constraint = { kind: string; args: unknown[] };
  const state = {
    queries: [] as { path: string; constraints: Constraint[] }[],
    results: new Map<string, { id: string; data: Record<string, unknown> }[]>(),
  };
  return { state };
});

vi.mock('firebase/firestore/lite', () => {
  const { state } = sdk;
  return {
    collection: (_db: unknown, path: string) => ({ path, constraints: [] }),
    documentId: () => '__name__',
    where: (...args: unknown[]) => ({ kind: 'where', args }),
    limit: (...args: unknown[]) => ({ kind: 'limit', args }),
    query: (base: { path: string; constraints: unknown[] }, ...constraints: unknown[]) => ({
      path: base.path,
      constraints: [...base.constraints, ...constraints],
    }),
    getDocs: async (q: { path: string; constraints: { kind: string; args: unknown[] }[] }) => {
      state.queries.push(q);
      const docs = (state.results.get(q.path) ?? []).map((d) => ({ id: d.id, data: () => d.data }));
      return { docs };
    },
  };
});

const { getPublishedProduct, listBrands, listCategories, listPublishedProducts, parseCatalogueDocuments } =
  await import('./catalogue-repository');
const { ZBrand } = await import('@voltia/domain');

const db = {} as Firestore;

function product(overrides: Partial<TProduct> = {}): TProduct {
  return {
    product_id: 'schneider-electric-qo120',
    sku: 'QO120',
    description: 'Interruptor termomagnético QO 1 polo 20 A',
    brand: 'Schneider Electric',
    brand_id: 'schneider-electric',
    category_id: 'interruptores-termomagneticos',
    unit: 'pieza',
    attributes: [{ name: 'Polos', value: '1' }],
    supplier_ids: ['proveedor-1'],
    images: [],
    published: true,
    ...overrides,
  };
}

const publishedFilter = { kind: 'where', args: ['published', '==', true] };

beforeEach(() => {
  sdk.state.queries.length = 0;
  sdk.state.results.clear();
});

describe('listPublishedProducts', () => {
  it('asks only for published products and returns them parsed', async () => {
    const stored = product();
    sdk.state.results.set('products', [{ id: stored.product_id, data: stored }]);

    await expect(listPublishedProducts(db)).resolves.toEqual([stored]);
    expect(sdk.state.queries).toEqual([{ path: 'products', constraints: [publishedFilter] }]);
  });

  it('skips and reports invalid documents instead of failing the whole list', async () => {
    const good = product();
    sdk.state.results.set('products', [
      { id: 'roto', data: { ...product({ product_id: 'roto' }), unit: 'tonelada' } },
      { id: good.product_id, data: good },
      { id: 'otro-id', data: product({ product_id: 'distinto' }) },
    ]);
    const onInvalidDocument = vi.fn();

    await expect(listPublishedProducts(db, { onInvalidDocument })).resolves.toEqual([good]);
    expect(onInvalidDocument).toHaveBeenCalledTimes(2);
    expect(onInvalidDocument).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'products', id: 'roto', issues: [expect.stringMatching(/^unit:/)] }),
    );
    expect(onInvalidDocument).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'otro-id', issues: [expect.stringMatching(/no coincide/)] }),
    );
  });

  it('reports through a structured warning by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sdk.state.results.set('products', [{ id: 'x', data: { nada: true } }]);

    await expect(listPublishedProducts(db)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      collection: 'products',
      id: 'x',
    });
    warn.mockRestore();
  });
});

describe('getPublishedProduct', () => {
  it('queries by document id under the published filter', async () => {
    const stored = product();
    sdk.state.results.set('products', [{ id: stored.product_id, data: stored }]);

    await expect(getPublishedProduct(db, stored.product_id)).resolves.toEqual(stored);
    expect(sdk.state.queries).toEqual([
      {
        path: 'products',
        constraints: [
          publishedFilter,
          { kind: 'where', args: ['__name__', '==', stored.product_id] },
          { kind: 'limit', args: [1] },
        ],
      },
    ]);
  });

  it('returns null when nothing published matches', async () => {
    await expect(getPublishedProduct(db, 'no-existe')).resolves.toBeNull();
  });

  it('returns null without a query for ids that cannot name a document', async () => {
    for (const id of ['', 'a/b', '.', '..', '__name__', 'x'.repeat(65)]) {
      await expect(getPublishedProduct(db, id)).resolves.toBeNull();
    }
    expect(sdk.state.queries).toEqual([]);
  });
});

describe('categories and brands', () => {
  it('lists categories and brands sorted by their Spanish name, skipping invalid ones', async () => {
    sdk.state.results.set('categories', [
      { id: 'iluminacion', data: { id: 'iluminacion', name: 'Iluminación', description: '' } },
      { id: 'cables', data: { id: 'cables', name: 'Cables', description: 'Cobre' } },
      { id: 'Mal Id', data: { id: 'Mal Id', name: 'X', description: '' } },
    ]);
    sdk.state.results.set('brands', [
      { id: 'weg', data: { id: 'weg', name: 'WEG' } },
      { id: 'abb', data: { id: 'abb', name: 'ABB' } },
    ]);
    const onInvalidDocument = vi.fn();

    const categories = await listCategories(db, { onInvalidDocument });
    expect(categories.map((c) => c.id)).toEqual(['cables', 'iluminacion']);
    expect(onInvalidDocument).toHaveBeenCalledWith(expect.objectContaining({ collection: 'categories', id: 'Mal Id' }));
    expect((await listBrands(db)).map((b) => b.name)).toEqual(['ABB', 'WEG']);
    expect(sdk.state.queries.map((q) => q.path)).toEqual(['categories', 'brands']);
  });
});

describe('parseCatalogueDocuments', () => {
  it('keeps the valid documents in their original order', () => {
    const docs = [
      { id: 'b', data: { id: 'b', name: 'B' } },
      { id: 'a', data: { id: 'a', name: 'A' } },
    ];
    expect(parseCatalogueDocuments('brands', docs, ZBrand, (b) => b.id, vi.fn())).toEqual([
      { id: 'b', name: 'B' },
      { id: 'a', name: 'A' },
    ]);
  });
});
