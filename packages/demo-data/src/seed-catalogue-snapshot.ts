import { gzipSync } from 'node:zlib';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  CATALOGUE_STATE_DOC_ID,
  catalogueSnapshotBucketCount,
  catalogueSnapshotBucketId,
  catalogueSnapshotBuckets,
  catalogueProductFromStored,
  catalogueSnapshotJson,
  FIRESTORE_COLLECTIONS,
  ZCatalogueState,
  type TCatalogueSnapshotBucket,
  type TCatalogueSnapshotMeta,
} from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Writes `catalogue-snapshot` for the catalogue as it now stands (every published product, read back,
 * so products a session added are in it as a whole read would find them), as of the epoch, version
 * and change stamp of `catalogue-state/current`: the storefront's next cold start reads it instead of
 * every product. The seed writes past the catalogue function, which refreshes the snapshot only on its
 * schedule (never on the emulators). Buckets first, the meta last, as the function writes them.
 */
export async function writeCatalogueSnapshot(db: Firestore): Promise<{ buckets: number; products: number }> {
  const state = ZCatalogueState.parse(
    (await db.collection(FIRESTORE_COLLECTIONS.catalogueState).doc(CATALOGUE_STATE_DOC_ID).get()).data(),
  );
  const published = await db.collection(FIRESTORE_COLLECTIONS.products).where('published', '==', true).get();
  const products = published.docs
    .map((doc) => catalogueProductFromStored(doc.id, doc.data()))
    .filter((product) => product !== undefined);
  const buckets = catalogueSnapshotBucketCount(products.length);
  const snapshot = db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot);
  for (const [bucket, held] of catalogueSnapshotBuckets(products, buckets).entries()) {
    await snapshot.doc(catalogueSnapshotBucketId(bucket)).set({
      epoch: state.epoch,
      buckets,
      bucket,
      products: held.length,
      products_gz: gzipSync(Buffer.from(catalogueSnapshotJson(held), 'utf8')),
    } satisfies TCatalogueSnapshotBucket);
  }
  await snapshot.doc(CATALOGUE_SNAPSHOT_META_ID).set({
    epoch: state.epoch,
    version: state.version,
    buckets,
    products: products.length,
    changed_at: state.changed_at ?? null,
  } satisfies TCatalogueSnapshotMeta);
  return { buckets, products: products.length };
}
