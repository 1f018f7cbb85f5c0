import { skuKey } from './product';

/**
 * The `product-skus` document id of a SKU: its key (skuKey), escaped so any SKU is a valid
 * Firestore id ("G1/2" holds a slash, "." and "__x__" are reserved).
 */
export function skuDocId(sku: string): string {
  return encodeURIComponent(skuKey(sku)).replace(/\./g, '%2E').replace(/_/g, '%5F');
}
