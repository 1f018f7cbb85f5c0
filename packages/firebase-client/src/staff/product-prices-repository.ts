import type { Firestore } from 'firebase/firestore';
import { AppError, ZProductPrice, type TDeskListPrice } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { withDates } from '../firestore-dates';
import { subscribeByIds } from '../documents-by-id';

/**
 * The cost and list price of each of `productIds` (`product-prices/{id}`, staff only), live, for the
 * quote desk: list prices as suggestions, costs for the margins. A product without a price document
 * (or one that does not parse) is absent from the map. Never imported by customer code.
 */
export function subscribeProductPrices(
  db: Firestore,
  productIds: readonly string[],
  onChange: (prices: ReadonlyMap<string, TDeskListPrice>) => void,
  onError: (error: AppError) => void,
): () => void {
  // One live query per 30 lines.
  return subscribeByIds(
    db,
    FIRESTORE_PATHS.productPrices,
    productIds,
    (data) => {
      const parsed = ZProductPrice.safeParse(withDates(data));
      return parsed.success
        ? { cost_cents: parsed.data.cost_cents, list_price_cents: parsed.data.list_price_cents }
        : undefined;
    },
    onChange,
    (error) => onError(new AppError('desk/prices-read-failed', { cause: error })),
  );
}
