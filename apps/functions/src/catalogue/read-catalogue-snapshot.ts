import { gunzipSync } from 'node:zlib';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketBytes,
  catalogueSnapshotBucketId,
  FIRESTORE_COLLECTIONS,
  parseCatalogueSnapshotEntries,
  ZCatalogueSnapshotMeta,
  type TCatalogueProduct,
  type TCatalogueSnapshotMeta,
} from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { TSnapshotBucketRead } from './refresh-catalogue-snapshot';

// `catalogue-snapshot/*` as the functions read it (Admin SDK): the scheduled refresh, and a catalogue
// function instance's start.

/** A bucket's products, each with when it last changed, or null when it is not that bucket or cannot be read (never thrown). */
function bucketProducts(data: unknown, bucket: number, count: number, epoch?: number): TCatalogueProduct[] | null {
  const bytes = catalogueSnapshotBucketBytes(data, bucket, count, epoch);
  if (!(bytes instanceof Uint8Array)) return null;
  try {
    return parseCatalogueSnapshotEntries(gunzipSync(bytes).toString('utf8'));
  } catch {
    return null;
  }
}

/** `catalogue-snapshot/meta` (null: none, or not a meta) and its update time (null: absent). One read. */
export async function readCatalogueSnapshotMeta(
  db: Firestore,
): Promise<{ readonly meta: TCatalogueSnapshotMeta | null; readonly readAt: unknown }> {
  const doc = await db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot).doc(CATALOGUE_SNAPSHOT_META_ID).get();
  const parsed = ZCatalogueSnapshotMeta.safeParse(doc.data());
  return { meta: parsed.success ? parsed.data : null, readAt: doc.exists ? doc.updateTime : null };
}

/**
 * The bucket documents `buckets` of a snapshot of `count` buckets (one read each), each with its
 * products (null: absent, of another count or `epoch`, or unreadable) and its update time.
 */
export async function readCatalogueSnapshotBuckets(
  db: Firestore,
  buckets: readonly number[],
  count: number,
  epoch?: number,
): Promise<Map<number, TSnapshotBucketRead>> {
  if (buckets.length === 0) return new Map();
  const collection = db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot);
  const docs = await db.getAll(...buckets.map((bucket) => collection.doc(catalogueSnapshotBucketId(bucket))));
  return new Map(
    docs.map((doc, i) => [
      buckets[i]!,
      {
        products: bucketProducts(doc.data(), buckets[i]!, count, epoch),
        readAt: doc.exists ? doc.updateTime : null,
      },
    ]),
  );
}

/**
 * Every product of the snapshot `meta` describes, or null when a bucket is missing or unreadable (a
 * whole build under way, a product schema changed since it was written): the caller then reads the
 * catalogue whole.
 */
export async function readCatalogueSnapshotProducts(
  db: Firestore,
  meta: TCatalogueSnapshotMeta,
): Promise<TCatalogueProduct[] | null> {
  const all = Array.from({ length: meta.buckets }, (_, bucket) => bucket);
  const reads = await readCatalogueSnapshotBuckets(db, all, meta.buckets, meta.epoch);
  const products: TCatalogueProduct[] = [];
  for (const { products: held } of reads.values()) {
    if (held === null) return null;
    for (const product of held) products.push(product);
  }
  return products;
}
