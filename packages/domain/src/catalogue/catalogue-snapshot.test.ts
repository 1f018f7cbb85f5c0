import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/factories';
import {
  CATALOGUE_SNAPSHOT_MAX_BUCKETS,
  catalogueSnapshotBucketBytes,
  catalogueSnapshotBucketCount,
  catalogueSnapshotBucketOf,
  catalogueSnapshotBuckets,
  catalogueSnapshotChangesByBucket,
  catalogueSnapshotJson,
  catalogueSnapshotSchema,
  parseCatalogueSnapshotEntries,
  parseCatalogueSnapshotJson,
  takeCatalogueChanges,
} from './catalogue-snapshot';

const product = (id: string, published = true) =>
  makeProduct({ product_id: id, sku: `SKU-${id}`, description: `Producto ${id}`, published });

describe('catalogue snapshot buckets', () => {
  it('chooses the least power of two that keeps 2 000 products a bucket or fewer, up to its ceiling', () => {
    expect(catalogueSnapshotBucketCount(0)).toBe(1);
    expect(catalogueSnapshotBucketCount(383)).toBe(1);
    expect(catalogueSnapshotBucketCount(2_000)).toBe(1);
    expect(catalogueSnapshotBucketCount(2_001)).toBe(2);
    expect(catalogueSnapshotBucketCount(100_383)).toBe(64);
    expect(catalogueSnapshotBucketCount(1e12)).toBe(CATALOGUE_SNAPSHOT_MAX_BUCKETS);
  });

  it('puts an id in the same bucket every time, and spreads ids evenly', () => {
    expect(catalogueSnapshotBucketOf('condumex-cdx-vxxi-14ng-100', 64)).toBe(
      catalogueSnapshotBucketOf('condumex-cdx-vxxi-14ng-100', 64),
    );
    // FNV-1a of "a" is 0xe40c292c: a fixed value, so another runtime or a refactor cannot move ids.
    expect(catalogueSnapshotBucketOf('a', 1_000_000)).toBe(0xe40c292c % 1_000_000);
    const sizes = new Array<number>(64).fill(0);
    for (let i = 0; i < 64_000; i += 1) sizes[catalogueSnapshotBucketOf(`producto-${i}`, 64)]! += 1;
    expect(Math.min(...sizes)).toBeGreaterThan(800);
    expect(Math.max(...sizes)).toBeLessThan(1_200);
  });

  it('holds only published products, each in its bucket', () => {
    const products = [product('a'), product('b'), product('c', false), product('d')];
    const contents = catalogueSnapshotBuckets(products, 4);
    expect(contents).toHaveLength(4);
    expect(
      contents
        .flat()
        .map((p) => p.product_id)
        .sort(),
    ).toEqual(['a', 'b', 'd']);
    contents.forEach((bucket, n) => bucket.forEach((p) => expect(catalogueSnapshotBucketOf(p.product_id, 4)).toBe(n)));
  });

  it('takes changes: a published product joins or replaces, an unpublished or removed one leaves; twice is once', () => {
    const held = new Map([product('a'), product('b'), product('c')].map((p) => [p.product_id, p]));
    const renamed = { ...product('a'), description: 'Renombrado' };
    const changes = { products: [renamed, product('b', false), product('e')], removedIds: ['c'] };
    takeCatalogueChanges(held, changes);
    const once = [...held.values()];
    takeCatalogueChanges(held, changes);
    expect([...held.values()]).toEqual(once);
    expect(once.map((p) => [p.product_id, p.description])).toEqual([
      ['a', 'Renombrado'],
      ['e', 'Producto e'],
    ]);
  });

  it('groups changes by the bucket each falls in, once each bucket, in order', () => {
    const a = product('a');
    const byBucket = catalogueSnapshotChangesByBucket([a, product('x', false), a], 8);
    expect([...byBucket.keys()]).toEqual([...new Set(['a', 'x'].map((id) => catalogueSnapshotBucketOf(id, 8)))].sort());
    expect([...byBucket.values()].flat()).toHaveLength(3);
    byBucket.forEach((changed, bucket) =>
      changed.forEach((p) => expect(catalogueSnapshotBucketOf(p.product_id, 8)).toBe(bucket)),
    );
  });

  it('reads back what it wrote, and refuses JSON of another product schema or none', () => {
    const products = [product('a'), makeProduct({ product_id: 'ñ', sku: 'Ñ-1', images: [] })];
    const json = catalogueSnapshotJson(products);
    expect(parseCatalogueSnapshotJson(json)).toEqual(products);
    expect(catalogueSnapshotSchema()).toMatch(/^[0-9a-f]{8}$/);
    expect(JSON.parse(json)).toMatchObject({ schema: catalogueSnapshotSchema() });
    // Written under another schema (a field added or changed since): not trusted, read whole instead.
    expect(parseCatalogueSnapshotJson(json.replace(catalogueSnapshotSchema(), 'ffffffff'))).toBeNull();
    // The format before the stamp: a bare array of products.
    expect(parseCatalogueSnapshotJson(JSON.stringify(products))).toBeNull();
    const stamped = `{"schema":"${catalogueSnapshotSchema()}"`;
    expect(parseCatalogueSnapshotJson(`${stamped},"products":{},"updated_at":[]}`)).toBeNull();
    // The format before the change times: products without them (its schema stamp differs too).
    expect(parseCatalogueSnapshotJson(`${stamped},"products":${JSON.stringify(products)}}`)).toBeNull();
    // Change times that do not line up with the products.
    expect(
      parseCatalogueSnapshotJson(`${stamped},"products":${JSON.stringify(products)},"updated_at":[null]}`),
    ).toBeNull();
    expect(parseCatalogueSnapshotJson('{"no": "lista"}')).toBeNull();
    expect(parseCatalogueSnapshotJson('null')).toBeNull();
    expect(parseCatalogueSnapshotJson('[{"product_id"')).toBeNull();
  });

  it("keeps when each product last changed beside it, for the staff table, and out of the store's products", () => {
    const edited = { ...product('a'), updated_at: '2026-11-28T10:00:00.000Z' };
    const never = { ...product('b'), updated_at: null };
    const json = catalogueSnapshotJson([edited, never, product('c')]);
    expect(parseCatalogueSnapshotEntries(json)).toEqual([edited, never, { ...product('c'), updated_at: null }]);
    const stored = parseCatalogueSnapshotJson(json)!;
    expect(stored).toEqual([product('a'), product('b'), product('c')]);
    expect(stored.some((p) => 'updated_at' in p)).toBe(false);
    expect(parseCatalogueSnapshotEntries(json.replace(catalogueSnapshotSchema(), 'ffffffff'))).toBeNull();
  });

  it("takes a bucket document's bytes only when it is the bucket asked for, of that count and epoch", () => {
    const doc = { epoch: 3, buckets: 4, bucket: 2, products: 1, products_gz: new Uint8Array([1]) };
    expect(catalogueSnapshotBucketBytes(doc, 2, 4)).toBe(doc.products_gz);
    expect(catalogueSnapshotBucketBytes(doc, 2, 4, 3)).toBe(doc.products_gz);
    expect(catalogueSnapshotBucketBytes(doc, 2, 4, 4)).toBeUndefined();
    expect(catalogueSnapshotBucketBytes(doc, 1, 4)).toBeUndefined();
    expect(catalogueSnapshotBucketBytes(doc, 2, 8)).toBeUndefined();
    expect(catalogueSnapshotBucketBytes(undefined, 2, 4)).toBeUndefined();
  });
});
