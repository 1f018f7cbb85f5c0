// Products the integration tests put into the emulator catalogue, and take out again. Not bundled.
import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import type { TProduct, TProductFacts } from '@voltia/domain';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * The catalogue of one test file: `put` writes `products/{id}` with the given facts; `clear` deletes
 * what it wrote, because the browser journeys that run next on the same emulators count the
 * seeded catalogue.
 */
export function emulatorCatalogue(db: () => Firestore) {
  const ids = new Set<string>();
  const ref = (productId: string) => db().collection(FIRESTORE_COLLECTIONS.products).doc(productId);
  return {
    async put(productId: string, facts: TProductFacts): Promise<void> {
      ids.add(productId);
      const product: TProduct = {
        product_id: productId,
        brand_id: 'schneider-electric',
        category_id: 'interruptores',
        unit: 'pieza',
        attributes: [],
        supplier_ids: [],
        images: [],
        ...facts,
      };
      await ref(productId).set(product);
    },
    async clear(): Promise<void> {
      await Promise.all([...ids].map((productId) => ref(productId).delete()));
      ids.clear();
    },
  };
}
