import { collection, documentId, query, where, type Firestore } from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import { AppError, ZProductPrice, type TDeskListPrice } from '@voltia/domain';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { withDates } from '../firestore-dates';

/** Firestore's `in` takes at most 30 values: the desk's lines are read in groups of this size. */
const IN_LIMIT = 30;

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
  const ids = [...new Set(productIds)].sort();
  if (ids.length === 0) {
    onChange(new Map());
    return () => undefined;
  }
  const groups: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) groups.push(ids.slice(start, start + IN_LIMIT));
  const received: (Map<string, TDeskListPrice> | undefined)[] = groups.map(() => undefined);
  const stops = groups.map((group, index) =>
    onServerFirstSnapshot(
      query(collection(db, FIRESTORE_PATHS.productPrices), where(documentId(), 'in', group)),
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
