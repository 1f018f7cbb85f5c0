import { z } from 'zod';
import type { TCatalogueProduct } from './catalogue-api';
import { ZProduct, type TProduct } from './product';

// The public catalogue kept whole in a few documents (`catalogue-snapshot/*`), so that a storefront
// instance's cold start reads a few dozen documents and then only what changed since, instead of one
// read per product (docs/decisions/017-reads-that-grow-with-the-catalogue.md). The published products
// are split into buckets by a hash of their id; each bucket document holds its products as gzip JSON,
// and `catalogue-snapshot/meta` says which epoch, version and change stamp the buckets are as of.
// Buckets are written before the meta, so a bucket is never older than the meta that names it; it may
// be newer (another refresh under way), which is harmless: a reader takes the changes since the meta's
// stamp, and taking a change twice changes nothing. Beside each product a bucket holds when it last
// changed through the functions (`updated_at`), which the staff table sorts by and the storefront does
// not read: the catalogue function's instances start from the snapshot too.

/** How many products a bucket holds on average when a whole build chooses the bucket count. */
export const CATALOGUE_SNAPSHOT_PRODUCTS_PER_BUCKET = 2_000;
/** The most buckets a snapshot has (a power of two): 8 million products at the average above. */
export const CATALOGUE_SNAPSHOT_MAX_BUCKETS = 4_096;
/**
 * The largest compressed bucket a refresh writes; past it the snapshot is built again with more
 * buckets (a Firestore document holds at most 1 MiB).
 */
export const CATALOGUE_SNAPSHOT_MAX_BUCKET_BYTES = 700_000;
/** The document that says what the buckets are as of. */
export const CATALOGUE_SNAPSHOT_META_ID = 'meta';

/** The id of bucket `bucket`'s document. */
export const catalogueSnapshotBucketId = (bucket: number): string => `bucket-${bucket}`;

/** The bucket count for `productCount` products: the least power of two that keeps the average at or under the target. */
export function catalogueSnapshotBucketCount(productCount: number): number {
  let buckets = 1;
  while (buckets * CATALOGUE_SNAPSHOT_PRODUCTS_PER_BUCKET < productCount && buckets < CATALOGUE_SNAPSHOT_MAX_BUCKETS)
    buckets *= 2;
  return buckets;
}

/** The bucket a product id falls in, of `buckets` (FNV-1a of its UTF-16 code units: stable across runtimes). */
export function catalogueSnapshotBucketOf(productId: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < productId.length; i += 1) {
    hash ^= productId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

const ZBucketCount = z.number().int().min(1).max(CATALOGUE_SNAPSHOT_MAX_BUCKETS);

/** `catalogue-snapshot/meta`: the epoch and version of `catalogue-state/current` the buckets hold, and its change stamp. */
export const ZCatalogueSnapshotMeta = z.object({
  epoch: z.number().int().min(0),
  version: z.number().int().min(0),
  buckets: ZBucketCount,
  products: z.number().int().min(0),
  /** The `changed_at` of `catalogue-state/current` read before the products (a Firestore Timestamp; null before any change). */
  changed_at: z.unknown(),
});
export type TCatalogueSnapshotMeta = z.infer<typeof ZCatalogueSnapshotMeta>;

/** `catalogue-snapshot/bucket-{n}`: one bucket's published products, gzip JSON (`products_gz`, Firestore bytes). */
export const ZCatalogueSnapshotBucket = z.object({
  epoch: z.number().int().min(0),
  buckets: ZBucketCount,
  bucket: z.number().int().min(0),
  /** How many products it holds. */
  products: z.number().int().min(0),
  products_gz: z.unknown(),
});
export type TCatalogueSnapshotBucket = z.infer<typeof ZCatalogueSnapshotBucket>;

/**
 * A bucket document's compressed products (`products_gz`, as the SDK that read it holds bytes), or
 * undefined when the document is not bucket `bucket` of a snapshot of `buckets` buckets (absent, of
 * another count, or of another epoch when `epoch` is given).
 */
export function catalogueSnapshotBucketBytes(data: unknown, bucket: number, buckets: number, epoch?: number): unknown {
  const parsed = ZCatalogueSnapshotBucket.safeParse(data);
  if (!parsed.success || parsed.data.buckets !== buckets || parsed.data.bucket !== bucket) return undefined;
  return epoch === undefined || parsed.data.epoch === epoch ? parsed.data.products_gz : undefined;
}

/** A product as a snapshot holds it: the product, and when it last changed through the functions (null: never, or not known). */
export type TSnapshotProduct = TProduct & { readonly updated_at?: string | null };

/** The published products in each of `buckets` buckets, by bucket number. */
export function catalogueSnapshotBuckets<T extends TProduct>(products: readonly T[], buckets: number): T[][] {
  const contents = Array.from({ length: buckets }, (): T[] => []);
  for (const product of products) {
    if (product.published) contents[catalogueSnapshotBucketOf(product.product_id, buckets)]!.push(product);
  }
  return contents;
}

/** What changed in the catalogue, as a snapshot takes it: products written (published or not) and ids of those gone. */
export interface TCatalogueSnapshotChanges<T extends TProduct = TProduct> {
  readonly products: readonly T[];
  readonly removedIds?: readonly string[];
}

/**
 * `products` with `changes` taken in, in place: a published product replaces or joins its entry, an
 * unpublished or removed one leaves. Taking the same change twice gives the same result.
 */
export function takeCatalogueChanges<T extends TProduct>(
  products: Map<string, T>,
  changes: TCatalogueSnapshotChanges<T>,
): void {
  for (const product of changes.products) {
    if (product.published) products.set(product.product_id, product);
    else products.delete(product.product_id);
  }
  for (const id of changes.removedIds ?? []) products.delete(id);
}

/** Changed products (published or not) by the bucket of `buckets` each falls in, in bucket order: the buckets a patch touches. */
export function catalogueSnapshotChangesByBucket<T extends TProduct>(
  products: readonly T[],
  buckets: number,
): Map<number, T[]> {
  const byBucket = new Map<number, T[]>();
  for (const product of products) {
    const bucket = catalogueSnapshotBucketOf(product.product_id, buckets);
    const changed = byBucket.get(bucket);
    if (changed === undefined) byBucket.set(bucket, [product]);
    else changed.push(product);
  }
  return new Map([...byBucket.entries()].sort(([a], [b]) => a - b));
}

/**
 * What a bucket's JSON says about the products' schema: a fingerprint of `ZProduct` (its JSON Schema,
 * FNV-1a) and of this format's version. A reader whose fingerprint is the writer's takes the products
 * as written: checking each of 100 000 products against `ZProduct` took a storefront's cold start a
 * second, for documents that only the functions and the seed write, from products they had parsed.
 * Any other fingerprint (a product schema changed since) makes the bucket unreadable, and the reader
 * reads the catalogue whole until the next refresh writes the snapshot again.
 */
const SNAPSHOT_FORMAT = 3;
let schemaFingerprint: string | undefined;
export function catalogueSnapshotSchema(): string {
  if (schemaFingerprint === undefined) {
    const text = `${SNAPSHOT_FORMAT} ${JSON.stringify(z.toJSONSchema(ZProduct, { io: 'output', unrepresentable: 'any' }))}`;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    schemaFingerprint = (hash >>> 0).toString(16).padStart(8, '0');
  }
  return schemaFingerprint;
}

/**
 * A bucket's products as the JSON its document compresses, stamped with the products' schema: the
 * products as the store reads them, and beside them, in the same order, when each last changed
 * (`updated_at`, null when not known), which only the staff table reads.
 */
export function catalogueSnapshotJson(products: readonly TSnapshotProduct[]): string {
  const stamps = products.map((product) => product.updated_at ?? null);
  const bare = products.map(({ updated_at: _updatedAt, ...product }) => product);
  return `{"schema":${JSON.stringify(catalogueSnapshotSchema())},"products":${JSON.stringify(bare)},"updated_at":${JSON.stringify(stamps)}}`;
}

/** The bucket's products and their change times, or null when it is not what this schema's snapshot writes. */
function parseBucketJson(json: string): { products: TProduct[]; stamps: unknown[] } | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const {
    schema,
    products,
    updated_at: stamps,
  } = value as { schema?: unknown; products?: unknown; updated_at?: unknown };
  if (schema !== catalogueSnapshotSchema() || !Array.isArray(products) || !Array.isArray(stamps)) return null;
  return stamps.length === products.length ? { products: products as TProduct[], stamps } : null;
}

/**
 * A bucket's products from its decompressed JSON, as the storefront holds them, or null when it is
 * not what a snapshot of this product schema writes (the schema changed since, or the bytes are
 * damaged): the reader then reads the catalogue whole.
 */
export function parseCatalogueSnapshotJson(json: string): TProduct[] | null {
  return parseBucketJson(json)?.products ?? null;
}

/** A bucket's products each with when it last changed, as the catalogue function holds them (null: see above). */
export function parseCatalogueSnapshotEntries(json: string): TCatalogueProduct[] | null {
  const parsed = parseBucketJson(json);
  if (parsed === null) return null;
  const { products, stamps } = parsed;
  return products.map((product, i) => {
    const stamp = stamps[i];
    return Object.assign(product, { updated_at: typeof stamp === 'string' ? stamp : null });
  });
}
