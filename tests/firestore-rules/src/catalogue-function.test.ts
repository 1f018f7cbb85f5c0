import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Bytes,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { actorsOf } from './actors';
import { createRulesTestEnv } from './rules-test-env';

// Issue 12 (cat-api): the collections the catalogue function keeps beside the products. Only the
// function (Admin SDK) writes them; the SKU index is not even readable, the version and the retired
// pages are public because every storefront visitor needs them.

let env: RulesTestEnvironment;
const as = () => actorsOf(env);
const everyone = () => [
  as().visitor(),
  as().anonymous(),
  as().customer(),
  as().unverifiedStaff(),
  as().lookalikeStaff(),
  as().staff(),
];

const STAMP_1 = Timestamp.fromDate(new Date('2026-11-28T10:00:00.000Z'));
const STAMP_2 = Timestamp.fromDate(new Date('2026-11-28T11:00:00.000Z'));

beforeAll(async () => {
  env = await createRulesTestEnv('catalogue-function');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'product-skus/QO120'), { product_id: 'schneider-qo120', sku: 'QO120' });
    await setDoc(doc(db, 'catalogue-state/current'), { version: 7, updated_at: '2026-11-23T12:00:00.000Z' });
    await setDoc(doc(db, 'retired-products/old-1'), {
      sku: 'OLD-1',
      description: 'Contactor descontinuado',
      brand: 'ABB',
      changed_at: STAMP_2,
    });
    await setDoc(doc(db, 'products/pub-1'), { product_id: 'pub-1', published: true, changed_at: STAMP_2 });
    await setDoc(doc(db, 'products/hidden-1'), { product_id: 'hidden-1', published: false, changed_at: STAMP_2 });
    await setDoc(doc(db, 'catalogue-snapshot/meta'), {
      epoch: 3,
      version: 7,
      buckets: 1,
      products: 1,
      changed_at: STAMP_2,
    });
    await setDoc(doc(db, 'catalogue-snapshot/bucket-0'), {
      epoch: 3,
      buckets: 1,
      bucket: 0,
      products: 1,
      products_gz: Bytes.fromUint8Array(new Uint8Array([31, 139])),
    });
  });
});

describe('the changes a storefront reads (changed_at after the mark it holds)', () => {
  it('anyone reads the published products and the retired pages changed since a stamp', async () => {
    for (const db of everyone()) {
      const published = await assertSucceeds(
        getDocs(
          query(
            collection(db, 'products'),
            where('published', '==', true),
            where('changed_at', '>', STAMP_1),
            orderBy('changed_at'),
          ),
        ),
      );
      expect(published.docs.map((snapshot) => snapshot.id)).toEqual(['pub-1']);
      const retired = await assertSucceeds(
        getDocs(query(collection(db, 'retired-products'), where('changed_at', '>', STAMP_1), orderBy('changed_at'))),
      );
      expect(retired.docs.map((snapshot) => snapshot.id)).toEqual(['old-1']);
    }
  });

  it('attack: a visitor asking for every product changed since a stamp, unpublished included, is refused', async () => {
    for (const db of [as().visitor(), as().anonymous(), as().customer(), as().lookalikeStaff()])
      await assertFails(
        getDocs(query(collection(db, 'products'), where('changed_at', '>', STAMP_1), orderBy('changed_at'))),
      );
  });
});

describe('product-skus', () => {
  it('nobody reads or lists the SKU index, staff included', async () => {
    for (const db of everyone()) {
      await assertFails(getDoc(doc(db, 'product-skus/QO120')));
      await assertFails(getDocs(collection(db, 'product-skus')));
    }
  });

  it('attack: nobody claims, steals or frees a SKU from a client', async () => {
    for (const db of everyone()) {
      await assertFails(setDoc(doc(db, 'product-skus/NEW-1'), { product_id: 'mine', sku: 'NEW-1' }));
      await assertFails(updateDoc(doc(db, 'product-skus/QO120'), { product_id: 'mine' }));
      await assertFails(deleteDoc(doc(db, 'product-skus/QO120')));
    }
  });
});

describe('catalogue-state', () => {
  it('anyone reads the version (the storefront reloads on a change)', async () => {
    for (const db of everyone()) {
      const snapshot = await assertSucceeds(getDoc(doc(db, 'catalogue-state/current')));
      expect(snapshot.get('version')).toBe(7);
    }
  });

  it('attack: nobody bumps, rewinds or deletes it from a client (a storm of reloads)', async () => {
    for (const db of everyone()) {
      await assertFails(setDoc(doc(db, 'catalogue-state/current'), { version: 8 }));
      await assertFails(updateDoc(doc(db, 'catalogue-state/current'), { version: 0 }));
      await assertFails(deleteDoc(doc(db, 'catalogue-state/current')));
      await assertFails(setDoc(doc(db, 'catalogue-state/other'), { version: 1 }));
    }
  });
});

describe('catalogue-snapshot', () => {
  it('anyone reads the snapshot of an epoch, meta and buckets in one query (a cold start)', async () => {
    for (const db of everyone()) {
      const snapshot = await assertSucceeds(
        getDocs(query(collection(db, 'catalogue-snapshot'), where('epoch', '==', 3))),
      );
      expect(snapshot.docs.map((d) => d.id).sort()).toEqual(['bucket-0', 'meta']);
    }
  });

  it('attack: nobody writes, empties or deletes it from a client, staff included (every cold start would serve it)', async () => {
    for (const db of everyone()) {
      await assertFails(setDoc(doc(db, 'catalogue-snapshot/meta'), { epoch: 3, version: 8, buckets: 1, products: 0 }));
      await assertFails(updateDoc(doc(db, 'catalogue-snapshot/bucket-0'), { products: 0 }));
      await assertFails(deleteDoc(doc(db, 'catalogue-snapshot/bucket-0')));
      await assertFails(setDoc(doc(db, 'catalogue-snapshot/bucket-1'), { epoch: 3, buckets: 1, bucket: 1 }));
    }
  });
});

describe('retired-products', () => {
  it('anyone reads a retired product’s page facts', async () => {
    for (const db of everyone()) {
      const snapshot = await assertSucceeds(getDoc(doc(db, 'retired-products/old-1')));
      expect(snapshot.get('description')).toBe('Contactor descontinuado');
    }
  });

  it('attack: nobody retires a live product or rewrites a retired one from a client', async () => {
    for (const db of everyone()) {
      await assertFails(
        setDoc(doc(db, 'retired-products/pub-1'), { sku: 'PUB-1', description: 'Ya no disponible', brand: 'X' }),
      );
      await assertFails(updateDoc(doc(db, 'retired-products/old-1'), { description: 'Oferta' }));
      await assertFails(deleteDoc(doc(db, 'retired-products/old-1')));
    }
  });
});
