import type { TCatalogueMark } from '@voltia/catalogue-search';
import {
  CATALOGUE_SNAPSHOT_MAX_BUCKETS,
  catalogueSnapshotBucketCount,
  catalogueSnapshotBuckets,
  catalogueSnapshotChangesByBucket,
  takeCatalogueChanges,
  type TCatalogueProduct,
  type TCatalogueSnapshotMeta,
} from '@voltia/domain';
import type { THandlerLogger } from '../http/http-types';

/** One bucket document as a refresh read it: its products (null: absent, of another count, or unreadable) and its update time. */
export type TSnapshotBucketRead = {
  readonly products: readonly TCatalogueProduct[] | null;
  /** The document's update time as read (null: absent), the precondition of its write. */
  readonly readAt: unknown;
};

/** The meta as written: the mark it is as of, and the bucket count and total. */
export type TSnapshotMetaWrite = Omit<TCatalogueSnapshotMeta, 'changed_at'> & { readonly changedAt: unknown };

export type TSnapshotWriteOutcome = 'written' | 'conflict' | 'too-large';

/** The snapshot's Firestore, behind an interface so the refresh is tested with a fake. */
export type TCatalogueSnapshotStore = {
  /** `catalogue-state/current`: one document read. */
  readonly readMark: () => Promise<TCatalogueMark<unknown>>;
  /** `catalogue-snapshot/meta` (null: none, or not a meta) and its update time. */
  readonly readMeta: () => Promise<{ readonly meta: TCatalogueSnapshotMeta | null; readonly readAt: unknown }>;
  /** Every published product: one read per product (a new epoch, or no snapshot yet). */
  readonly loadPublished: () => Promise<readonly TCatalogueProduct[]>;
  /** The products written through the functions after `since` (a mark's `changedAt`), published or not. */
  readonly changedSince: (since: unknown) => Promise<readonly TCatalogueProduct[]>;
  /** The bucket documents `buckets` of a snapshot of `count` buckets. */
  readonly readBuckets: (
    buckets: readonly number[],
    count: number,
  ) => Promise<ReadonlyMap<number, TSnapshotBucketRead>>;
  /**
   * Writes each bucket only if it was not written since it was read, then the meta likewise:
   * 'conflict' when another refresh wrote one first (what this one wrote stays, and is never older
   * than the meta), 'too-large' when a bucket would not fit a document (nothing written).
   */
  readonly write: (
    buckets: readonly {
      readonly bucket: number;
      readonly products: readonly TCatalogueProduct[];
      readonly readAt: unknown;
    }[],
    meta: TSnapshotMetaWrite,
    metaReadAt: unknown,
  ) => Promise<TSnapshotWriteOutcome>;
};

export type TRefreshCatalogueSnapshotResult =
  | { readonly outcome: 'current' }
  | {
      readonly outcome: 'built' | 'patched';
      readonly buckets: number;
      readonly written: number;
      readonly products: number;
    }
  | { readonly outcome: 'conflict' };

/**
 * Writes `published` as the whole snapshot, in the bucket count its size asks for (at least
 * `minimumBuckets`), twice as many while a bucket would not fit its document.
 */
async function writeWhole(
  store: TCatalogueSnapshotStore,
  mark: TCatalogueMark<unknown>,
  metaReadAt: unknown,
  published: readonly TCatalogueProduct[],
  minimumBuckets: number,
): Promise<TRefreshCatalogueSnapshotResult> {
  for (let count = Math.max(minimumBuckets, catalogueSnapshotBucketCount(published.length)); ; count *= 2) {
    const contents = catalogueSnapshotBuckets(published, count);
    const reads = await store.readBuckets(
      contents.map((_, bucket) => bucket),
      count,
    );
    const buckets = contents.map((products, bucket) => ({
      bucket,
      products,
      readAt: reads.get(bucket)?.readAt ?? null,
    }));
    const meta = {
      epoch: mark.epoch,
      version: mark.version,
      buckets: count,
      products: published.length,
      changedAt: mark.changedAt,
    };
    const outcome = await store.write(buckets, meta, metaReadAt);
    if (outcome === 'too-large' && count < CATALOGUE_SNAPSHOT_MAX_BUCKETS) continue;
    if (outcome === 'too-large') throw new Error(`the catalogue snapshot does not fit ${count} buckets`);
    if (outcome === 'conflict') return { outcome };
    return { outcome: 'built', buckets: count, written: count, products: published.length };
  }
}

/** The whole snapshot from every published product (one read each): a new epoch, or no usable snapshot. */
async function buildWhole(
  store: TCatalogueSnapshotStore,
  mark: TCatalogueMark<unknown>,
  metaReadAt: unknown,
): Promise<TRefreshCatalogueSnapshotResult> {
  const published = (await store.loadPublished()).filter((product) => product.published);
  return writeWhole(store, mark, metaReadAt, published, 1);
}

/**
 * Brings `catalogue-snapshot` up to `catalogue-state/current` (run every few minutes, and by the
 * demo seed's equivalent): nothing when it is as of the current version; the buckets the changes
 * since its stamp touch, read, changed and written again, when only the version moved; the whole
 * snapshot from every published product when the epoch moved (a write past the functions) or there
 * is none, or when a bucket has outgrown its document (twice the buckets then). Two refreshes at
 * once: the second to write a document it read stops ('conflict'); what either wrote is at least as
 * new as the meta, which is written last.
 */
export async function refreshCatalogueSnapshot(
  store: TCatalogueSnapshotStore,
  logger: THandlerLogger,
): Promise<TRefreshCatalogueSnapshotResult> {
  const mark = await store.readMark();
  const { meta, readAt: metaReadAt } = await store.readMeta();
  let result: TRefreshCatalogueSnapshotResult;
  if (meta !== null && meta.epoch === mark.epoch && meta.version === mark.version) result = { outcome: 'current' };
  else if (meta === null || meta.epoch !== mark.epoch) result = await buildWhole(store, mark, metaReadAt);
  else result = await patch(store, mark, meta, metaReadAt);
  logger.info({ ...result, epoch: mark.epoch, version: mark.version }, 'catalogue snapshot refreshed');
  return result;
}

async function patch(
  store: TCatalogueSnapshotStore,
  mark: TCatalogueMark<unknown>,
  meta: TCatalogueSnapshotMeta,
  metaReadAt: unknown,
): Promise<TRefreshCatalogueSnapshotResult> {
  const byBucket = catalogueSnapshotChangesByBucket(await store.changedSince(meta.changed_at ?? null), meta.buckets);
  const reads = await store.readBuckets([...byBucket.keys()], meta.buckets);
  const buckets: { bucket: number; products: TCatalogueProduct[]; readAt: unknown }[] = [];
  let products = meta.products;
  for (const [bucket, changed] of byBucket) {
    const read = reads.get(bucket);
    // A bucket missing or unreadable (written by a build of another count that stopped halfway, say).
    if (read === undefined || read.products === null) return buildWhole(store, mark, metaReadAt);
    const held = new Map(read.products.map((product) => [product.product_id, product]));
    takeCatalogueChanges(held, { products: changed });
    products += held.size - read.products.length;
    buckets.push({ bucket, products: [...held.values()], readAt: read.readAt });
  }
  const outcome = await store.write(
    buckets,
    { epoch: mark.epoch, version: mark.version, buckets: meta.buckets, products, changedAt: mark.changedAt },
    metaReadAt,
  );
  if (outcome === 'conflict') return { outcome };
  if (outcome === 'written') return { outcome: 'patched', buckets: meta.buckets, written: buckets.length, products };
  // A bucket outgrew its document (an import of thousands, say): the snapshot's own products, with
  // the changes taken, in twice the buckets; the catalogue is not read again.
  const untouched = Array.from({ length: meta.buckets }, (_, bucket) => bucket).filter((b) => !byBucket.has(b));
  const rest = [...(await store.readBuckets(untouched, meta.buckets)).values()];
  if (rest.some((read) => read.products === null)) return buildWhole(store, mark, metaReadAt);
  const all = [...buckets.flatMap((b) => b.products), ...rest.flatMap((read) => read.products ?? [])];
  return writeWhole(store, mark, metaReadAt, all, meta.buckets * 2);
}
