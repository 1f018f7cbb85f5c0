import type { TProductUnit } from '@voltia/domain';
import type { TDemoBrandId } from '../brands';
import type { TDemoCategoryId } from '../categories';

/**
 * A product as the catalogue files write it: everything that is not derived.
 * `product_id`, the brand's display name and the suppliers are filled in by `buildDemoProducts`.
 */
export interface TProductDraft {
  sku: string;
  description: string;
  brand_id: TDemoBrandId;
  category_id: TDemoCategoryId;
  unit: TProductUnit;
  /** Ordered [name, value] pairs, 3 to 8 per product. */
  attributes: ReadonlyArray<readonly [string, string]>;
  /** Defaults to true; a few discontinued items stay unpublished so the visibility rules have data. */
  published?: boolean;
}
