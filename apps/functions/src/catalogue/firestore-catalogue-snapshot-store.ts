import { gzipSync } from 'node:zlib';
import {
  CATALOGUE_SNAPSHOT_MAX_BUCKET_BYTES,
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketId,
  catalogueSnapshotJson,
  FIRESTORE_COLLECTIONS,
  type TCatalogueSnapshotBucket,
  type TCatalogueSnapshotMeta,
} from '@voltia/domain';
import { Timestamp, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { readCatalogueMark } from '../firestore/catalogue-state';
import { catalogueProductOf, firestoreCatalogueStore, INDEXED_FIELDS } from './firestore-catalogue-store';
import { readCatalogueSnapshotBuckets, readCatalogueSnapshotMeta } from './read-catalogue-snapshot';
import type { TCatalogueSnapshotStore } from './refresh-catalogue-snapshot';

/** Changed products a refresh reads per query. */
const SNAPSHOT_CHANGES_PAGE = 5_000;
/** Bytes a batch of bucket writes carries at most (Firestore takes 10 MiB a request). */
const BATCH_BYTES = 8_000_000;
/** What Firestore answers a write whose precondition no longer holds: another refresh wrote first. */
const CONFLICT_CODES: ReadonlySet<unknown> = new Set([5, 6, 9]); // NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION

/** `catalogue-snapshot/*` on Firestore, written with the Admin SDK (the rules let no client write it). */
export function firestoreCatalogueSnapshotStore(db: Firestore): TCatalogueSnapshotStore {
  const snapshot = db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot);
  // Pages ten times an import's batch: a refresh after an import of 100 000 rows reads 20 pages, not 200.
  const catalogue = firestoreCatalogueStore(db, { changesPage: SNAPSHOT_CHANGES_PAGE });

  /** Commits `writes` (each queues itself on a batch) a batch at a time; false when a precondition failed. */
  async function commit(writes: readonly { bytes: number; queue: (batch: WriteBatch) => void }[]): Promise<boolean> {
    try {
      for (let start = 0; start < writes.length;) {
        const batch = db.batch();
        let bytes = 0;
        let end = start;
        while (end < writes.length && (end === start || bytes + writes[end]!.bytes <= BATCH_BYTES)) {
          bytes += writes[end]!.bytes;
          writes[end]!.queue(batch);
          end += 1;
        }
        await batch.commit();
        start = end;
      }
      return true;
    } catch (error) {
      if (CONFLICT_CODES.has((error as { code?: unknown }).code)) return false;
      throw error;
    }
  }

  /** Sets `data` on `ref` only if the document is as read: updated at `readAt`, or absent (null). */
  const queueWrite =
    (ref: FirebaseFirestore.DocumentReference, data: FirebaseFirestore.DocumentData, readAt: unknown) =>
    (batch: WriteBatch) => {
      if (readAt instanceof Timestamp) batch.update(ref, data, { lastUpdateTime: readAt });
      else batch.create(ref, data);
    };

  return {
    readMark: () => readCatalogueMark(db),
    readMeta: () => readCatalogueSnapshotMeta(db),
    async loadPublished() {
      const published = await db
        .collection(FIRESTORE_COLLECTIONS.products)
        .where('published', '==', true)
        .select(...INDEXED_FIELDS)
        .get();
      return published.docs.map(catalogueProductOf).filter((product) => product !== undefined);
    },
    changedSince: (since) => catalogue.changedSince(since),
    readBuckets: (buckets, count) => readCatalogueSnapshotBuckets(db, buckets, count),
    async write(buckets, meta, metaReadAt) {
      const encoded = buckets.map(({ bucket, products, readAt }) => ({
        bucket,
        readAt,
        count: products.length,
        gz: gzipSync(Buffer.from(catalogueSnapshotJson(products), 'utf8')),
      }));
      if (encoded.some(({ gz }) => gz.length > CATALOGUE_SNAPSHOT_MAX_BUCKET_BYTES)) return 'too-large';
      const written = await commit(
        encoded.map(({ bucket, readAt, count, gz }) => ({
          bytes: gz.length,
          queue: queueWrite(
            snapshot.doc(catalogueSnapshotBucketId(bucket)),
            {
              epoch: meta.epoch,
              buckets: meta.buckets,
              bucket,
              products: count,
              products_gz: gz,
            } satisfies TCatalogueSnapshotBucket,
            readAt,
          ),
        })),
      );
      if (!written) return 'conflict';
      const { changedAt, ...fields } = meta;
      const metaWritten = await commit([
        {
          bytes: 0,
          queue: queueWrite(
            snapshot.doc(CATALOGUE_SNAPSHOT_META_ID),
            { ...fields, changed_at: changedAt ?? null } satisfies TCatalogueSnapshotMeta,
            metaReadAt,
          ),
        },
      ]);
      return metaWritten ? 'written' : 'conflict';
    },
  };
}
