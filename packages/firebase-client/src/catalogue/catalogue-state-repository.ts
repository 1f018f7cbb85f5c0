import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { ZCatalogueState, ZRetiredProduct, type TRetiredProduct } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';

/**
 * The catalogue's version (`catalogue-state/current.version`, bumped by the catalogue function on
 * every product change): one public document read. 0 when there is none yet.
 */
export async function getCatalogueVersion(db: Firestore): Promise<number> {
  const snapshot = await getDoc(doc(db, ...FIRESTORE_PATHS.catalogueState));
  const parsed = ZCatalogueState.safeParse(snapshot.data());
  return parsed.success ? parsed.data.version : 0;
}

/** The public facts of an unpublished product (`retired-products/{id}`), or null when it was never retired. */
export async function getRetiredProduct(db: Firestore, productId: string): Promise<TRetiredProduct | null> {
  if (
    productId.length === 0 ||
    productId.length > 64 ||
    productId.includes('/') ||
    productId === '.' ||
    productId === '..' ||
    /^__.*__$/.test(productId)
  )
    return null;
  const snapshot = await getDoc(doc(db, ...FIRESTORE_PATHS.retiredProduct(productId)));
  const parsed = ZRetiredProduct.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}
