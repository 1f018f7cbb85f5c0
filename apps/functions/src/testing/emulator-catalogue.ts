// Products the integration tests put into the emulator catalogue, and take out again. Not bundled.
import { CATALOGUE_STATE_DOC_ID, FIRESTORE_COLLECTIONS } from '@voltia/domain';
import type { TProduct, TProductFacts } from '@voltia/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Moves `catalogue-state/current.epoch`, as the demo seed does, after a test wrote or deleted products
 * past the catalogue function: such a write carries no change stamp and a deletion leaves nothing to
 * read, so the catalogue function's instances (which the journeys use next) read the catalogue whole.
 */
export async function announceCatalogueRewrite(db: Firestore): Promise<void> {
  await db
    .collection(FIRESTORE_COLLECTIONS.catalogueState)
    .doc(CATALOGUE_STATE_DOC_ID)
    .set({ version: FieldValue.increment(1), epoch: FieldValue.increment(1) }, { merge: true });
}

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
      await announceCatalogueRewrite(db());
    },
  };
}
