import { gunzipSync } from 'node:zlib';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketId,
  FIRESTORE_COLLECTIONS,
  parseCatalogueSnapshotEntries,
  ZCatalogueSnapshotBucket,
  ZCatalogueSnapshotMeta,
  type TCatalogueProduct,
  type TCatalogueSnapshotMeta,
} from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** A bucket document's products, each with when it last changed, or null when it is not bucket `bucket` of `count` (never thrown). */
export function snapshotBucketProducts(data: unknown, bucket: number, count: number): TCatalogueProduct[] | null {
  const parsed = ZCatalogueSnapshotBucket.safeParse(data);
  if (!parsed.success || parsed.data.buckets !== count || parsed.data.bucket !== bucket) return null;
  const bytes = parsed.data.products_gz;
  if (!(bytes instanceof Uint8Array)) return null;
  try {
    return parseCatalogueSnapshotEntries(gunzipSync(bytes).toString('utf8'));
  } catch {
    return null;
  }
}

/** `catalogue-snapshot/meta` when it is of `epoch` (one read), or null: no snapshot of that epoch yet. */
export async function readCatalogueSnapshotMeta(db: Firestore, epoch: number): Promise<TCatalogueSnapshotMeta | null> {
  const doc = await db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot).doc(CATALOGUE_SNAPSHOT_META_ID).get();
  const parsed = ZCatalogueSnapshotMeta.safeParse(doc.data());
  return parsed.success && parsed.data.epoch === epoch ? parsed.data : null;
}

/**
 * The products of every bucket `meta` names (one read each), or null when one is missing or
 * unreadable (a whole build under way, a product schema changed since it was written): the caller
 * then reads the catalogue whole.
 */
export async function readCatalogueSnapshotBuckets(
  db: Firestore,
  meta: TCatalogueSnapshotMeta,
): Promise<TCatalogueProduct[] | null> {
  const collection = db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot);
  const docs = await db.getAll(
    ...Array.from({ length: meta.buckets }, (_, bucket) => collection.doc(catalogueSnapshotBucketId(bucket))),
  );
  const products: TCatalogueProduct[] = [];
  for (const [bucket, doc] of docs.entries()) {
    const data = doc.data();
    const held = data?.epoch === meta.epoch ? snapshotBucketProducts(data, bucket, meta.buckets) : null;
    if (held === null) return null;
    for (const product of held) products.push(product);
  }
  return products;
}
