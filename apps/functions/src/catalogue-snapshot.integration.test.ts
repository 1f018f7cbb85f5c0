import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketId,
  catalogueSnapshotBucketOf,
  FIRESTORE_COLLECTIONS,
  parseCatalogueSnapshotJson,
  skuDocId,
  ZCatalogueSnapshotMeta,
  type TCatalogueProduct,
  type TProduct,
} from '@voltia/domain';
import { makeProduct } from '@voltia/domain/testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreCatalogueStore } from './catalogue/firestore-catalogue-store';
import { firestoreCatalogueSnapshotStore } from './catalogue/firestore-catalogue-snapshot-store';
import { refreshCatalogueSnapshot } from './catalogue/refresh-catalogue-snapshot';
import { announceCatalogueRewrite } from './testing/emulator-catalogue';

// The catalogue snapshot a storefront's cold start reads, refreshed as the scheduled function does,
// against the Firestore emulator: built whole for a new epoch, then patched by the changes the
// catalogue store commits (the function's own writes, stamped), and two refreshes at once. The
// products it writes are deleted again and the epoch moved: the journeys that run next count the catalogue.
const projectId = process.env.GCLOUD_PROJECT ?? '';
const RUN = randomUUID().slice(0, 8).toUpperCase();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

let app: App;
let db: Firestore;
const written = new Set<string>();

beforeAll(() => {
  app = initializeApp({ projectId }, `catalogue-snapshot-${RUN}`);
  db = getFirestore(app);
});

afterAll(async () => {
  for (const id of written) {
    await db.collection(FIRESTORE_COLLECTIONS.products).doc(id).delete();
    await db.collection(FIRESTORE_COLLECTIONS.retiredProducts).doc(id).delete();
    await db
      .collection(FIRESTORE_COLLECTIONS.productSkus)
      .doc(skuDocId(`SNAP-${RUN}-${id}`))
      .delete();
  }
  await announceCatalogueRewrite(db);
  await deleteApp(app);
});

function product(key: string, published = true): TCatalogueProduct {
  const id = `snap-${RUN.toLowerCase()}-${key}`;
  written.add(id);
  const fields = { sku: `SNAP-${RUN}-${id}`, description: `Producto de la instantánea ${key}`, published };
  return { ...makeProduct({ product_id: id, ...fields }), updated_at: null };
}

/** Saves products as the catalogue function does: stamped, with the version moved, in one transaction. */
async function save(...products: TCatalogueProduct[]): Promise<void> {
  const store = firestoreCatalogueStore(db);
  await store.transaction(
    async (tx) => {
      const stored = await tx.products(products.map((p) => p.product_id));
      tx.write(
        products.map((next) => ({ next, previous: stored.get(next.product_id) })),
        new Date(),
      );
    },
    { readOnly: false },
  );
}

/** The snapshot as a reader finds it: the meta, and every bucket it names decoded (null when one is missing). */
async function readSnapshot() {
  const collection = db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot);
  const meta = ZCatalogueSnapshotMeta.parse((await collection.doc(CATALOGUE_SNAPSHOT_META_ID).get()).data());
  const buckets: (TProduct[] | null)[] = [];
  for (let bucket = 0; bucket < meta.buckets; bucket += 1) {
    const doc = (await collection.doc(catalogueSnapshotBucketId(bucket)).get()).data();
    const ours = doc?.epoch === meta.epoch && doc.buckets === meta.buckets && doc.bucket === bucket;
    buckets.push(ours ? parseCatalogueSnapshotJson(gunzipSync(doc.products_gz as Buffer).toString('utf8')) : null);
  }
  return { meta, buckets, products: buckets.flatMap((held) => held ?? []) };
}

const publishedIds = async () =>
  (await db.collection(FIRESTORE_COLLECTIONS.products).where('published', '==', true).select().get()).docs
    .map((doc) => doc.id)
    .sort();
const state = async () => await firestoreCatalogueSnapshotStore(db).readMark();

describe('the catalogue snapshot on the emulator', () => {
  it('is built whole for a new epoch, then takes each change in the one bucket it touches', async () => {
    await announceCatalogueRewrite(db);
    const store = firestoreCatalogueSnapshotStore(db);
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'built' });
    let snapshot = await readSnapshot();
    const mark = await state();
    expect(snapshot.meta).toMatchObject({ epoch: mark.epoch, version: mark.version });
    expect(snapshot.buckets.every((held) => held !== null)).toBe(true);
    expect(snapshot.products.map((p) => p.product_id).sort()).toEqual(await publishedIds());
    expect(snapshot.meta.products).toBe(snapshot.products.length);
    expect(await refreshCatalogueSnapshot(store, silent)).toEqual({ outcome: 'current' });

    const added = product('a');
    await save(added);
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'patched', written: 1 });
    snapshot = await readSnapshot();
    const bucket = catalogueSnapshotBucketOf(added.product_id, snapshot.meta.buckets);
    const { updated_at: _updatedAt, ...stored } = added;
    expect(snapshot.buckets[bucket]).toContainEqual(stored);
    expect(snapshot.meta.version).toBe((await state()).version);
    expect(snapshot.meta.changed_at).toEqual((await state()).changedAt);

    // Unpublished through the function: it leaves the snapshot (which the public reads).
    await save({ ...added, published: false });
    expect(await refreshCatalogueSnapshot(store, silent)).toMatchObject({ outcome: 'patched', written: 1 });
    snapshot = await readSnapshot();
    expect(snapshot.products.map((p) => p.product_id)).not.toContain(added.product_id);
    expect(snapshot.products.map((p) => p.product_id).sort()).toEqual(await publishedIds());
  });

  it('two refreshes at once: one writes, the other stops, and the snapshot holds every change', async () => {
    const store = firestoreCatalogueSnapshotStore(db);
    await refreshCatalogueSnapshot(store, silent);
    await save(product('b'), product('c'));
    const outcomes = (
      await Promise.all([refreshCatalogueSnapshot(store, silent), refreshCatalogueSnapshot(store, silent)])
    ).map((result) => result.outcome);
    expect(outcomes).toContain('patched');
    // The one that stopped left the meta to the other; a later run finds nothing, or the rest, to do.
    expect(['current', 'patched']).toContain((await refreshCatalogueSnapshot(store, silent)).outcome);
    const snapshot = await readSnapshot();
    expect(snapshot.meta.version).toBe((await state()).version);
    expect(snapshot.products.map((p) => p.product_id).sort()).toEqual(await publishedIds());
  });
});
