import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { pricedProductFrom, ZPriceBatch, ZPriceHistoryEntry } from '@voltia/domain';
import { buildDemoPriceList } from './demo-product-prices';
import { DEMO_PRODUCTS } from './products';
import { demoSeedInstant, seedEmulators } from './seed-emulators';

const projectId = process.env.GCLOUD_PROJECT ?? 'demo-voltia';
let app: App;

beforeAll(() => {
  app = initializeApp({ projectId }, 'seed-prices-integration-test');
});
afterAll(async () => {
  await deleteApp(app);
});

function withDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
  );
}

describe('the seed writes the demo price list', () => {
  it('prices every demo product, writes the demo history and batch, and brings a changed price list back', async () => {
    const db = getFirestore(app);
    const now = demoSeedInstant(new Date());
    const list = buildDemoPriceList(DEMO_PRODUCTS, now);
    // What a demo session might leave behind: a price changed and a history entry of its own.
    await seedEmulators({ projectId, now });
    const first = list.prices[0]!;
    await db.doc(`product-prices/${first.product_id}`).update({ margin_bp: 1000 });
    await db.doc('price-history/999999999999999-000-sesion').set({ ...list.history[0]!, at: Timestamp.now() });

    const summary = await seedEmulators({ projectId, now });
    expect(summary).toMatchObject({ prices: DEMO_PRODUCTS.length, priceHistory: list.history.length });
    const prices = await db.getAll(...DEMO_PRODUCTS.map((product) => db.doc(`product-prices/${product.product_id}`)));
    expect(prices.map((doc) => pricedProductFrom(withDates(doc.data()!)).product_id)).toEqual(
      DEMO_PRODUCTS.map((product) => product.product_id),
    );
    expect(prices[0]!.get('margin_bp')).toBe(first.margin_bp);
    // /precios finds every demo product among the priced, by its SKU.
    const products = await db.getAll(...DEMO_PRODUCTS.map((product) => db.doc(`products/${product.product_id}`)));
    expect(products.map((doc) => [doc.get('priced'), doc.get('price_list_order')])).toEqual(
      DEMO_PRODUCTS.map((product) => [true, `1 ${product.sku}`]),
    );
    const history = await db.collection('price-history').get();
    expect(history.docs.map((doc) => doc.id).sort()).toEqual(list.history.map((entry) => entry.id).sort());
    for (const doc of history.docs) ZPriceHistoryEntry.parse(withDates(doc.data()));
    const batches = await db.collection('price-batches').get();
    expect(batches.docs.map((doc) => ZPriceBatch.parse(withDates(doc.data())))).toEqual(list.batches);
    const items = await db.collection(`price-batches/${list.batches[0]!.id}/items`).get();
    expect(items.size).toBe(list.batches[0]!.count);
  });
});
