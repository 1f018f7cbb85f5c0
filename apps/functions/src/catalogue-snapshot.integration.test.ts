import { gunzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketId,
  catalogueSnapshotBucketOf,
  FIRESTORE_COLLECTIONS,
  catalogueProductFromStored,
  parseCatalogueSnapshotEntries,
  skuDocId,
  ZCatalogueSnapshotMeta,
  type TCatalogueProduct,
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
  return { ...makeProduct({ product_id: id, ...fields }), updated_at: new Date().toISOString() };
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
  const buckets: (TCatalogueProduct[] | null)[] = [];
  for (let bucket = 0; bucket < meta.buckets; bucket += 1) {
    const doc = (await collection.doc(catalogueSnapshotBucketId(bucket)).get()).data();
    const ours = doc?.epoch === meta.epoch && doc.buckets === meta.buckets && doc.bucket === bucket;
    buckets.push(ours ? parseCatalogueSnapshotEntries(gunzipSync(doc.products_gz as Buffer).toString('utf8')) : null);
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
    // With when it last changed, which the staff table sorts by.
    expect(snapshot.buckets[bucket]).toContainEqual(added);
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

  it('starts a catalogue function instance: the snapshot, the unpublished products and the changes since, as a whole read finds them', async () => {
    const catalogue = firestoreCatalogueStore(db);
    const ours = (found: Iterable<[string, TCatalogueProduct | undefined]>) =>
      new Map([...found].filter(([id]) => id.startsWith(`snap-${RUN.toLowerCase()}-`)));
    const whole = async () =>
      ours(
        (await db.collection(FIRESTORE_COLLECTIONS.products).get()).docs.map((doc) => [
          doc.id,
          catalogueProductFromStored(doc.id, doc.data()),
        ]),
      );
    const loadedOf = (products: readonly TCatalogueProduct[]) => ours(products.map((p) => [p.product_id, p]));
    // Before the snapshot: one published (in it), one unpublished (which it leaves out).
    const before = product('f');
    const draft = product('g', false);
    await save(before, draft);
    await refreshCatalogueSnapshot(firestoreCatalogueSnapshotStore(db), silent);
    // After it: one product added, one unpublished, one renamed.
    const later = product('h');
    const hidden = product('i', false);
    const renamed = { ...before, description: 'Renombrado después de la instantánea' };
    await save(later, hidden, renamed);

    let loaded = await catalogue.loadAll(await state());
    expect(loaded.source).toBe('snapshot');
    let held = loadedOf(loaded.products);
    expect(held).toEqual(await whole());
    for (const saved of [draft, later, hidden, renamed]) expect(held.get(saved.product_id)).toEqual(saved);
    // The meta and buckets, the unpublished, the changes since and the categories: far fewer than one read a product.
    expect(loaded.read).toBeLessThan(loaded.products.length);

    // A snapshot as of the mark: the changes since it are not asked for, and nothing is missing.
    await refreshCatalogueSnapshot(firestoreCatalogueSnapshotStore(db), silent);
    loaded = await catalogue.loadAll(await state());
    expect(loaded.source).toBe('snapshot');
    held = loadedOf(loaded.products);
    expect(held).toEqual(await whole());
    expect(held.get(renamed.product_id)).toEqual(renamed);

    // A write past the functions moves the epoch: no snapshot of it yet, so the catalogue is read whole.
    await announceCatalogueRewrite(db);
    loaded = await catalogue.loadAll(await state());
    expect(loaded.source).toBe('whole');
    expect(loadedOf(loaded.products)).toEqual(await whole());
  });
});
