import type { TCartLine } from '@voltia/domain';
import { recordProductAdded } from '@/shared/stats/record-stats-event';

/** Stats: "product added" for every add to a cart, with its cartID. */
export function recordCartAdd(line: TCartLine, quoteId: string): void {
  recordProductAdded({
    sku: line.sku,
    product_id: line.product_id,
    product_description: line.sku_description,
    ...(line.brand ? { brand: line.brand } : {}),
    cartID: quoteId,
  });
}
