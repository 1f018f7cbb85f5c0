import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, setDoc } from 'firebase/firestore/lite';
import {
  CATALOGUE_ROUTES,
  catalogueSnapshotBucketId,
  catalogueSnapshotJson,
  skuDocId,
  type TCatalogueProduct,
  type TProduct,
  type TProductInput,
} from '@voltia/domain';
import { callRoute } from '../functions-api';
import {
  announceCatalogueRewrite,
  closeClients,
  commitAsAdmin,
  signedInClient,
  type TEmulatorClient,
} from '../emulator-clients';
import { getServerDb } from '../server';
import { listCatalogueChanges, listPublishedProducts, loadPublishedCatalogue, readCatalogueMark } from './index';

// What each storefront instance reads to follow the catalogue, against the real emulators: the
// product writes of the catalogue function, read as the public (the rules' published filter), by the
// stamp of the mark held; an unpublished product by its retired page. One product of this run's own.
// And a cold start: the snapshot of the epoch it read (written here as the scheduled function writes
// it, as the Admin), then the changes since its stamp; with no usable snapshot, or none it may read,
// every product.

const RUN = Date.now().toString(36).toUpperCase();
const input: TProductInput = {
  sku: `SEGUIR-${RUN}`,
  description: `Contactor de seguimiento ${RUN}`,
  // A brand and a category of the demo seed, which runs before the integration tests.
  brand_id: 'schneider-electric',
  category_id: 'interruptores-termomagneticos',
  unit: 'pieza',
  attributes: [],
  supplier_ids: [],
  images: [],
  published: true,
};

let staff: TEmulatorClient | undefined;
let token = '';
let saved: TCatalogueProduct | undefined;
/** Every product this file saved, by id, as last saved: deleted again after. */
const savedById = new Map<string, TCatalogueProduct>();

const byId = (products: readonly TProduct[]) => [...products].sort((a, b) => a.product_id.localeCompare(b.product_id));

async function writeSnapshot(
  epoch: number,
  products: readonly TProduct[],
  changedAt: Date | null,
  buckets = 1,
): Promise<void> {
  await commitAsAdmin([
    {
      path: `catalogue-snapshot/${catalogueSnapshotBucketId(0)}`,
      data: {
        epoch,
        buckets: 1,
        bucket: 0,
        products: products.length,
        products_gz: gzipSync(catalogueSnapshotJson(products)),
      },
    },
    {
      path: 'catalogue-snapshot/meta',
      data: { epoch, version: 0, buckets, products: products.length, changed_at: changedAt },
    },
  ]);
}

async function save(product: TProductInput): Promise<TCatalogueProduct> {
  const answer = await callRoute(CATALOGUE_ROUTES.save, { product }, token);
  savedById.set(answer.product.product_id, answer.product);
  return answer.product;
}

beforeAll(async () => {
  staff = await signedInClient('seguir', true);
  token = await getAuth(staff.app).currentUser!.getIdToken();
}, 30_000);

afterAll(async () => {
  await commitAsAdmin(
    [...savedById.values()].flatMap((product) => [
      { path: `products/${product.product_id}`, data: null },
      { path: `retired-products/${product.product_id}`, data: null },
      { path: `product-skus/${skuDocId(product.sku)}`, data: null },
    ]),
  );
  await announceCatalogueRewrite();
  await closeClients([staff]);
});

describe('following the public catalogue by its changes', () => {
  it('reads the products changed since the mark it holds: new, unpublished, published again', async () => {
    const db = getServerDb();
    const start = await readCatalogueMark(db);

    saved = await save(input);
    const afterCreate = await readCatalogueMark(db);
    expect(afterCreate.version).toBeGreaterThan(start.version);
    expect(afterCreate.epoch).toBe(start.epoch);
    expect(afterCreate.changedAt).not.toBeNull();
    const created = await listCatalogueChanges(db, start.changedAt);
    expect(created.products.map((product) => product.product_id)).toContain(saved.product_id);
    expect(created.products.find((product) => product.product_id === saved!.product_id)).toMatchObject({
      sku: input.sku,
      description: input.description,
      published: true,
    });
    expect(created.read).toBeGreaterThanOrEqual(2);
    // Nothing after the mark that includes the save: the product is not read again.
    const none = await listCatalogueChanges(db, afterCreate.changedAt);
    // Billed as Firestore does: each document returned, and 1 for each query that returned none.
    expect(none.read).toBe(Math.max(1, none.products.length) + Math.max(1, none.removedIds.length));
    expect(none.products.map((product) => product.product_id)).not.toContain(saved.product_id);
    expect(none.removedIds).not.toContain(saved.product_id);

    // Unpublished: the rules keep it from a public read; its retired page names it.
    saved = await save({ ...input, product_id: saved.product_id, published: false });
    const afterUnpublish = await readCatalogueMark(db);
    const unpublished = await listCatalogueChanges(db, afterCreate.changedAt);
    expect(unpublished.removedIds).toContain(saved.product_id);
    expect(unpublished.products.map((product) => product.product_id)).not.toContain(saved.product_id);
    expect((await listPublishedProducts(db)).map((product) => product.product_id)).not.toContain(saved.product_id);

    // Published again, renamed: read as the product, no longer as removed (its retired page is gone).
    saved = await save({ ...input, product_id: saved.product_id, description: `Renombrado ${RUN}` });
    const republished = await listCatalogueChanges(db, afterUnpublish.changedAt);
    expect(republished.removedIds).not.toContain(saved.product_id);
    expect(republished.products.find((product) => product.product_id === saved!.product_id)?.description).toBe(
      `Renombrado ${RUN}`,
    );
    // Read from before the unpublish: the product as it is now, published, and not removed.
    const both = await listCatalogueChanges(db, afterCreate.changedAt);
    expect(both.removedIds).not.toContain(saved.product_id);
    expect(both.products.map((product) => product.product_id)).toContain(saved.product_id);

    // Paged one document at a time, the same changes (each page after the last one read).
    const all = await listCatalogueChanges(db, start.changedAt);
    const paged = await listCatalogueChanges(db, start.changedAt, { pageSize: 1 });
    expect(paged.products).toEqual(all.products);
    expect(paged.removedIds).toEqual(all.removedIds);
  });
});

describe('a cold start from the catalogue snapshot', () => {
  it('reads the snapshot of its epoch and the changes since its stamp: the same catalogue as a whole read, in a few reads', async () => {
    const db = getServerDb();
    const mark = await readCatalogueMark(db);
    const before = await listPublishedProducts(db);
    await writeSnapshot(mark.epoch, before, mark.changedAt?.toDate() ?? null);

    // A product saved through the catalogue function after the snapshot.
    const added = await save({
      ...input,
      sku: `INSTANTANEA-${RUN}`,
      description: `Guardado después de la instantánea ${RUN}`,
    });

    const cold = await loadPublishedCatalogue(db, mark.epoch);
    expect(cold.source).toBe('snapshot');
    expect(cold.products.map((p) => p.product_id)).toContain(added.product_id);
    expect(byId(cold.products)).toEqual(byId(await listPublishedProducts(db)));
    // The meta and its one bucket, then the changes since the stamp: never one read per product.
    expect(cold.read).toBeLessThan(10);
    expect(before.length).toBeGreaterThan(100);

    // Given the mark read before it: a snapshot older than the mark's stamp still reads the changes...
    const afterSave = await readCatalogueMark(db);
    const behind = await loadPublishedCatalogue(db, mark.epoch, { markChangedAt: afterSave.changedAt });
    expect(behind.products.map((p) => p.product_id)).toContain(added.product_id);
    expect(behind.read).toBeGreaterThan(2);
    // ...and one as of that stamp or later is taken as it is: two reads (its meta and its bucket), no
    // change query (this one was written without the product, to show that none was read).
    await writeSnapshot(mark.epoch, before, new Date(afterSave.changedAt!.toMillis() + 1));
    const current = await loadPublishedCatalogue(db, mark.epoch, { markChangedAt: afterSave.changedAt });
    expect(current.source).toBe('snapshot');
    expect(current.read).toBe(2);
    expect(current.products.map((p) => p.product_id)).not.toContain(added.product_id);
    expect(byId(current.products)).toEqual(byId(before));
  });

  it('reads every published product when the snapshot is of another epoch or misses a bucket', async () => {
    const db = getServerDb();
    const { epoch } = await readCatalogueMark(db);
    const whole = await listPublishedProducts(db);
    const other = await loadPublishedCatalogue(db, epoch + 1_000);
    expect(other.source).toBe('whole');
    expect(byId(other.products)).toEqual(byId(whole));

    // The meta names two buckets where one is written (a whole build stopped halfway).
    await writeSnapshot(epoch, whole.slice(0, 3), null, 2);
    const incomplete = await loadPublishedCatalogue(db, epoch);
    expect(incomplete.source).toBe('whole');
    expect(incomplete.products).toHaveLength(whole.length);
  });

  it('reads every published product when the snapshot cannot be read at all (rules that refuse it), and says so', async () => {
    // A project of its own on the same emulator, whose rules let anyone read products and refuse the
    // snapshot: as a store deployed before the rules that open the snapshot to it.
    const projectId = `demo-snapshot-refused-${RUN.toLowerCase()}`.slice(0, 30);
    const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /products/{id} { allow read, write: if true; }
  }
}`;
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
    const put = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
    });
    expect(put.status).toBe(200);
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, projectId);
    try {
      const db = getFirestore(app);
      const [firestoreHost, port] = host.split(':');
      connectFirestoreEmulator(db, firestoreHost!, Number(port));
      const products = (await listPublishedProducts(getServerDb())).slice(0, 2);
      for (const product of products) await setDoc(doc(db, 'products', product.product_id), product);

      const refusals: unknown[] = [];
      const cold = await loadPublishedCatalogue(db, 1, { onUnreadableSnapshot: (error) => refusals.push(error) });
      expect(cold.source).toBe('whole');
      expect(byId(cold.products)).toEqual(byId(products));
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toMatchObject({ code: 'permission-denied' });
    } finally {
      await deleteApp(app);
    }
  });
});
