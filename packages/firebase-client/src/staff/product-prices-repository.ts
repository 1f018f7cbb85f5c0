import type { Firestore } from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import { AppError, ZProductPrice, type TDeskListPrice } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { withDates } from '../firestore-dates';
import { queriesByIds } from '../documents-by-id';

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
  // One live query per 30 lines (queriesByIds).
  const queries = queriesByIds(db, FIRESTORE_PATHS.productPrices, productIds);
  if (queries.length === 0) {
    onChange(new Map());
    return () => undefined;
  }
  const received: (Map<string, TDeskListPrice> | undefined)[] = queries.map(() => undefined);
  const stops = queries.map((groupQuery, index) =>
    onServerFirstSnapshot(
      groupQuery,
      (snap) => {
        const prices = new Map<string, TDeskListPrice>();
        for (const doc of snap.docs) {
          const parsed = ZProductPrice.safeParse(withDates(doc.data()));
          if (parsed.success)
            prices.set(doc.id, { cost_cents: parsed.data.cost_cents, list_price_cents: parsed.data.list_price_cents });
        }
        received[index] = prices;
        // Answer once every group has answered, so the desk never shows half the suggestions.
        if (received.every((part) => part !== undefined))
          onChange(new Map(received.flatMap((part) => [...(part ?? new Map<string, TDeskListPrice>())])));
      },
      (error) => onError(new AppError('desk/prices-read-failed', { cause: error })),
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
