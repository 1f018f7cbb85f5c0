import { z } from 'zod';
import { functionRoute } from '../api/function-route';
import { ZBulkApplyRequest, ZBulkPreviewRequest, ZSavePriceRequest, ZUndoBatchRequest } from './price-adjustment';
import { ZPriceFigures } from './price-list';

// The answers of the staff `prices` HTTP function (POST /save, /bulk-preview, /bulk-apply, /undo),
// beside the requests of price-adjustment.ts, as both ends use them (api/function-route.ts).

/** /save: the product's figures as stored; `unchanged` when they already were (nothing written). */
export const ZSavePriceAnswer = z.object({
  product_id: z.string(),
  price: ZPriceFigures,
  updated_at: z.number(),
  unchanged: z.boolean(),
});
export type TSavePriceAnswer = z.output<typeof ZSavePriceAnswer>;

/** One product a bulk adjustment would change, before → after. */
export const ZBulkPreviewChange = z.object({
  product_id: z.string(),
  sku: z.string(),
  description: z.string(),
  before: ZPriceFigures,
  after: ZPriceFigures,
});
export type TBulkPreviewChange = z.output<typeof ZBulkPreviewChange>;

/** /bulk-preview: every change the adjustment would make, and the plan's fingerprint /bulk-apply must send back. */
export const ZBulkPreview = z.object({
  scope_name: z.string(),
  change_bp: z.number().int(),
  count: z.number().int().min(0),
  fingerprint: z.string(),
  changes: z.array(ZBulkPreviewChange),
});
export type TBulkPreview = z.output<typeof ZBulkPreview>;

/** A product a bulk apply or an undo left alone because its price was saved since the plan read it. */
export const ZSkippedPrice = z.object({ product_id: z.string(), sku: z.string() });
export type TSkippedPrice = z.output<typeof ZSkippedPrice>;

/** /bulk-apply: the batch written, how many prices changed, and those left alone. */
export const ZBulkApplyAnswer = z.object({
  batch_id: z.string(),
  count: z.number().int().min(0),
  skipped: z.array(ZSkippedPrice),
});
export type TBulkApplyAnswer = z.output<typeof ZBulkApplyAnswer>;

/** /undo: how many prices went back, and those changed since (left alone). */
export const ZUndoAnswer = z.object({
  batch_id: z.string(),
  restored: z.number().int().min(0),
  skipped: z.array(ZSkippedPrice),
});
export type TUndoAnswer = z.output<typeof ZUndoAnswer>;

/** The `prices` function's routes. */
export const PRICES_ROUTES = {
  save: functionRoute('prices', '/save', ZSavePriceRequest, ZSavePriceAnswer),
  bulkPreview: functionRoute('prices', '/bulk-preview', ZBulkPreviewRequest, ZBulkPreview),
  bulkApply: functionRoute('prices', '/bulk-apply', ZBulkApplyRequest, ZBulkApplyAnswer),
  undo: functionRoute('prices', '/undo', ZUndoBatchRequest, ZUndoAnswer),
} as const;
