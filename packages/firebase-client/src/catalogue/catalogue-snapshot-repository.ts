import { gunzipSync } from 'node:zlib';
import { Bytes, collection, getDocs, query, Timestamp, where, type Firestore } from 'firebase/firestore/lite';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketBytes,
  catalogueSnapshotBucketId,
  changeStampNotBefore,
  parseCatalogueSnapshotJson,
  takeCatalogueChanges,
  ZCatalogueSnapshotMeta,
  type TProduct,
} from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { listPublishedProducts, type TCatalogueReadOptions } from './catalogue-repository';
import { listCatalogueChanges } from './catalogue-state-repository';

/** The published catalogue as `catalogue-snapshot` holds it for one epoch. */
export interface TCatalogueSnapshotRead {
  products: TProduct[];
  /** The change stamp the snapshot is as of (null: before any change through the functions). */
  changedAt: Timestamp | null;
  /** Documents read, as Firestore bills them. */
  read: number;
}

// Node's zlib, not the web DecompressionStream: the buckets of 100 000 products took the web streams
// 0.8 s, zlib 0.3 s (on its thread pool, 0.7 s: 64 buckets queue for two cores). The catalogue's reads
// run on the storefront's server only.
function gunzipText(bytes: Uint8Array): string {
  return gunzipSync(bytes).toString('utf8');
}

function bucketProducts(data: unknown, bucket: number, buckets: number): TProduct[] | null {
  const bytes = catalogueSnapshotBucketBytes(data, bucket, buckets);
  if (!(bytes instanceof Bytes)) return null;
  try {
    return parseCatalogueSnapshotJson(gunzipText(bytes.toUint8Array()));
  } catch {
    return null;
  }
}

/**
 * `catalogue-snapshot` for `epoch` (one query: the meta and every bucket, one read each), or null when
 * there is none for that epoch or it is incomplete or unreadable (a whole build under way, a product
 * schema that changed since it was written).
 */
export async function readCatalogueSnapshot(db: Firestore, epoch: number): Promise<TCatalogueSnapshotRead | null> {
  const { docs } = await getDocs(query(collection(db, FIRESTORE_PATHS.catalogueSnapshot), where('epoch', '==', epoch)));
  const byId = new Map(docs.map((snapshot) => [snapshot.id, snapshot.data()]));
  const meta = ZCatalogueSnapshotMeta.safeParse(byId.get(CATALOGUE_SNAPSHOT_META_ID));
  if (!meta.success) return null;
  const { buckets, changed_at: changedAt } = meta.data;
  const contents = Array.from({ length: buckets }, (_, bucket) =>
    bucketProducts(byId.get(catalogueSnapshotBucketId(bucket)), bucket, buckets),
  );
  if (contents.some((products) => products === null)) return null;
  return {
    products: contents.flatMap((products) => products ?? []),
    changedAt: changedAt instanceof Timestamp ? changedAt : null,
    read: Math.max(1, docs.length),
  };
}

/** The published catalogue and how it was read. */
export interface TPublishedCatalogue {
  products: TProduct[];
  /** 'snapshot': the snapshot and the changes since it; 'whole': one read per product. */
  source: 'snapshot' | 'whole';
  /** Documents read by the snapshot and the changes (a whole read's count is its products). */
  read: number;
}

export interface TPublishedCatalogueOptions extends TCatalogueReadOptions {
  /**
   * Called when the snapshot's query itself fails (its rules not deployed yet, say), before the whole
   * read that replaces it. The default writes one structured warning line: the store still starts,
   * and somebody learns that every cold start now reads every product.
   */
  onUnreadableSnapshot?: (error: unknown) => void;
  /**
   * The change stamp of the mark read before (`readCatalogueMark`): a snapshot as of it or later holds
   * every change the mark tells of, and the queries of the changes since it are skipped (a later
   * change moves the version, which the caller's next check of the mark reads).
   */
  markChangedAt?: Timestamp | null;
}

function warnUnreadableSnapshot(error: unknown): void {
  const detail = error instanceof Error ? { name: error.name, message: error.message } : String(error);
  console.warn(
    JSON.stringify({ level: 'warn', msg: 'catalogue snapshot unreadable; reading every product', error: detail }),
  );
}

/**
 * Every published product, as a cold start reads it: the snapshot of `epoch` (`catalogue-state`'s,
 * read before) and the changes since its stamp, or, when there is no usable snapshot for that epoch
 * or it cannot be read at all, every published product (one read each).
 */
export async function loadPublishedCatalogue(
  db: Firestore,
  epoch: number,
  { onUnreadableSnapshot = warnUnreadableSnapshot, markChangedAt, ...options }: TPublishedCatalogueOptions = {},
): Promise<TPublishedCatalogue> {
  const snapshot = await readCatalogueSnapshot(db, epoch).catch((error: unknown) => {
    onUnreadableSnapshot(error);
    return null;
  });
  if (snapshot === null) {
    const products = await listPublishedProducts(db, options);
    return { products, source: 'whole', read: products.length };
  }
  const current = markChangedAt !== undefined && changeStampNotBefore(snapshot.changedAt, markChangedAt);
  if (current) return { products: snapshot.products, source: 'snapshot', read: snapshot.read };
  const changes = await listCatalogueChanges(db, snapshot.changedAt, options);
  const held = new Map(snapshot.products.map((product) => [product.product_id, product]));
  takeCatalogueChanges(held, changes);
  return { products: [...held.values()], source: 'snapshot', read: snapshot.read + changes.read };
}
