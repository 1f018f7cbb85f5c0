import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_SNAPSHOT_PRODUCTS_PER_BUCKET,
  catalogueSnapshotBucketOf,
  type TCatalogueSnapshotMeta,
  type TCatalogueProduct,
} from '@voltia/domain';
import { makeProduct } from '@voltia/domain/testing';
import { refreshCatalogueSnapshot, type TCatalogueSnapshotStore } from './refresh-catalogue-snapshot';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const product = (id: string, published = true, updatedAt: string | null = null): TCatalogueProduct => ({
  ...makeProduct({ product_id: id, sku: `SKU-${id}`, published }),
  updated_at: updatedAt,
});

/** The snapshot's documents in memory, with update times that preconditions compare, as Firestore keeps them. */
function fakeStore(catalogue: TCatalogueProduct[]) {
  let clock = 0;
  const state = {
    mark: { version: 1, epoch: 1, changedAt: 10 as unknown },
    catalogue,
    changed: [] as TCatalogueProduct[],
    meta: null as { meta: TCatalogueSnapshotMeta; at: number } | null,
    buckets: new Map<number, { count: number; products: TCatalogueProduct[]; at: number }>(),
    loads: 0,
    bucketReads: [] as number[][],
    /** Runs between this refresh's reads and its writes: another refresh, say. */
    beforeWrite: undefined as (() => void) | undefined,
    maxBucket: Infinity,
  };
  const store: TCatalogueSnapshotStore = {
    readMark: async () => ({ ...state.mark }),
    readMeta: async () => ({ meta: state.meta?.meta ?? null, readAt: state.meta?.at ?? null }),
    loadPublished: async () => {
      state.loads += 1;
      return state.catalogue.filter((p) => p.published);
    },
    changedSince: async () => state.changed,
    readBuckets: async (buckets, count) => {
      state.bucketReads.push([...buckets]);
      return new Map(
        buckets.map((bucket) => {
          const stored = state.buckets.get(bucket);
          return [bucket, { products: stored?.count === count ? stored.products : null, readAt: stored?.at ?? null }];
        }),
      );
    },
    write: async (buckets, meta, metaReadAt) => {
      state.beforeWrite?.();
      state.beforeWrite = undefined;
      if (buckets.some((b) => b.products.length > state.maxBucket)) return 'too-large';
      for (const { bucket, products, readAt } of buckets) {
        if ((state.buckets.get(bucket)?.at ?? null) !== readAt) return 'conflict';
        state.buckets.set(bucket, { count: meta.buckets, products: [...products], at: (clock += 1) });
      }
      if ((state.meta?.at ?? null) !== metaReadAt) return 'conflict';
      const { changedAt, ...fields } = meta;
      state.meta = { meta: { ...fields, changed_at: changedAt }, at: (clock += 1) };
      return 'written';
    },
  };
  const held = () =>
    [...state.buckets.entries()]
      .filter(([bucket, b]) => b.count === state.meta?.meta.buckets && bucket < b.count)
      .flatMap(([, b]) => b.products.map((p) => p.product_id))
      .sort();
  return { state, store, held };
}

describe('refreshCatalogueSnapshot', () => {
  it('builds the whole snapshot of the published products when there is none, buckets first and the meta as of the mark', async () => {
    const { state, store, held } = fakeStore([product('a'), product('b'), product('c', false)]);
    expect(await refreshCatalogueSnapshot(store, silent)).toEqual({
      outcome: 'built',
      buckets: 1,
      written: 1,
      products: 2,
    });
    expect(held()).toEqual(['a', 'b']);
    expect(state.meta?.meta).toEqual({ epoch: 1, version: 1, buckets: 1, products: 2, changed_at: 10 });
  });

  it('does nothing when the snapshot is as of the current version', async () => {
    const { state, store } = fakeStore([product('a')]);
    await refreshCatalogueSnapshot(store, silent);
    expect(await refreshCatalogueSnapshot(store, silent)).toEqual({ outcome: 'current' });
    expect(state.loads).toBe(1);
  });

  it('takes a new version by the changes since its stamp: only the buckets they touch are read and written', async () => {
    const many = Array.from({ length: CATALOGUE_SNAPSHOT_PRODUCTS_PER_BUCKET * 3 }, (_, i) => product(`p${i}`));
    const { state, store, held } = fakeStore(many);
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'built', buckets: 4 });
    state.mark = { version: 2, epoch: 1, changedAt: 20 };
    state.changed = [{ ...product('p1'), description: 'Renombrado' }, product('p2', false), product('nuevo')];
    const result = await refreshCatalogueSnapshot(store, silent);
    const touched = [...new Set(['p1', 'p2', 'nuevo'].map((id) => catalogueSnapshotBucketOf(id, 4)))].sort();
    expect(result).toEqual({ outcome: 'patched', buckets: 4, written: touched.length, products: many.length });
    expect(state.loads).toBe(1);
    expect(state.bucketReads.at(-1)).toEqual(touched);
    expect(held()).toContain('nuevo');
    expect(held()).not.toContain('p2');
    const p1 = [...state.buckets.values()].flatMap((b) => b.products).find((p) => p.product_id === 'p1');
    expect(p1?.description).toBe('Renombrado');
    expect(state.meta?.meta).toMatchObject({ version: 2, changed_at: 20, products: many.length });
  });

  it('builds whole again after a new epoch (a write past the functions, a deletion say)', async () => {
    const { state, store, held } = fakeStore([product('a'), product('b')]);
    await refreshCatalogueSnapshot(store, silent);
    state.catalogue = [product('b')];
    state.mark = { version: 2, epoch: 2, changedAt: 10 };
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'built', products: 1 });
    expect(held()).toEqual(['b']);
    expect(state.meta?.meta.epoch).toBe(2);
  });

  it('builds whole with twice the buckets when a bucket outgrows its document', async () => {
    const { state, store } = fakeStore(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => product(id)));
    state.maxBucket = 3;
    const result = await refreshCatalogueSnapshot(store, silent);
    expect(result).toMatchObject({ outcome: 'built' });
    const count = state.meta!.meta.buckets;
    expect(count).toBeGreaterThan(1);
    expect([...state.buckets.values()].every((b) => b.products.length <= 3)).toBe(true);
    // The catalogue is read once, however many counts it tries.
    expect(state.loads).toBe(1);
  });

  it('a patch that outgrows a bucket spreads the snapshot over twice the buckets, without reading the catalogue again', async () => {
    const { state, store, held } = fakeStore([product('a'), product('b')]);
    await refreshCatalogueSnapshot(store, silent);
    expect(state.meta?.meta.buckets).toBe(1);
    state.maxBucket = 3;
    state.mark = { version: 2, epoch: 1, changedAt: 20 };
    state.changed = [product('c'), product('d'), product('b', false), product('e')];
    const result = await refreshCatalogueSnapshot(store, silent);
    expect(result).toMatchObject({ outcome: 'built', products: 4 });
    expect(state.meta?.meta.buckets).toBeGreaterThanOrEqual(2);
    expect(held()).toEqual(['a', 'c', 'd', 'e']);
    expect(state.loads).toBe(1);
  });

  it('stops when another refresh wrote first, leaving the meta to it: never a meta newer than its buckets', async () => {
    const { state, store } = fakeStore([product('a')]);
    await refreshCatalogueSnapshot(store, silent);
    state.mark = { version: 2, epoch: 1, changedAt: 20 };
    state.changed = [product('b')];
    state.beforeWrite = () => {
      // Another refresh writes bucket 0 between this one's read and its write.
      state.buckets.set(0, { ...state.buckets.get(0)!, at: 999 });
    };
    expect(await refreshCatalogueSnapshot(store, silent)).toEqual({ outcome: 'conflict' });
    expect(state.meta?.meta.version).toBe(1);
  });

  it('builds whole when a bucket the changes touch is missing or unreadable', async () => {
    const { state, store, held } = fakeStore([product('a')]);
    await refreshCatalogueSnapshot(store, silent);
    state.buckets.clear();
    state.catalogue = [product('a'), product('b')];
    state.mark = { version: 2, epoch: 1, changedAt: 20 };
    state.changed = [product('b')];
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'built', products: 2 });
    expect(held()).toEqual(['a', 'b']);
  });
});
