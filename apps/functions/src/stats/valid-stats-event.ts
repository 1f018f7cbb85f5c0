import type { TStatsEvent, TStatsProduct } from '@voltia/domain';

/**
 * An event that passed `validateStatsEvent`: its kind and the parsed (trimmed, stripped) payload.
 * A product event also carries the catalogue's product (`statsProductFor`), which its aggregates record.
 */
export type TValidStatsEvent =
  | {
      readonly kind: 'product_viewed';
      readonly payload: TStatsEvent<'product_viewed'>;
      readonly product: TStatsProduct;
    }
  | { readonly kind: 'product_added'; readonly payload: TStatsEvent<'product_added'>; readonly product: TStatsProduct }
  | { readonly kind: 'search_record'; readonly payload: TStatsEvent<'search_record'> };
