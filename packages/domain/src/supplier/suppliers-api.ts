import { z } from 'zod';
import { functionRoute } from '../api/function-route';
import { ZSupplierFields, ZSupplierSlug } from './supplier';

// The requests and answers of the staff `suppliers` HTTP function (POST /save, /set-active,
// /delete), as both ends use them (api/function-route.ts).

/**
 * POST /save: a new supplier (no id, expected_updated_at null) or an edit of one (its id and the
 * updated_at the editor read, so an edit made meanwhile by someone else is not overwritten).
 */
export const ZSaveSupplierRequest = z
  .object({
    id: ZSupplierSlug.nullable().optional(),
    expected_updated_at: z.iso.datetime().nullable(),
    supplier: ZSupplierFields.strict(),
  })
  .strict()
  .refine((request) => (request.id == null) === (request.expected_updated_at === null), {
    error: 'an edit names the supplier and the updated_at it read; a new supplier neither',
    path: ['expected_updated_at'],
  });
export type TSaveSupplierRequest = z.infer<typeof ZSaveSupplierRequest>;

/** POST /set-active: deactivate (or reactivate) a supplier. */
export const ZSetSupplierActiveRequest = z.object({ id: ZSupplierSlug, active: z.boolean() }).strict();

/** POST /delete: delete a supplier no product links any more. */
export const ZDeleteSupplierRequest = z.object({ id: ZSupplierSlug }).strict();

/** /save and /set-active: the supplier and when it was written (ISO 8601), what the next edit must send back. */
export const ZSupplierSaveAnswer = z.object({ id: z.string(), updated_at: z.iso.datetime() });
export type TSupplierSaveAnswer = z.output<typeof ZSupplierSaveAnswer>;

/** /delete: the supplier is gone. */
export const ZSupplierDeleteAnswer = z.object({ id: z.string(), deleted: z.literal(true) });

/** The `suppliers` function's routes. */
export const SUPPLIERS_ROUTES = {
  save: functionRoute('suppliers', '/save', ZSaveSupplierRequest, ZSupplierSaveAnswer),
  setActive: functionRoute('suppliers', '/set-active', ZSetSupplierActiveRequest, ZSupplierSaveAnswer),
  delete: functionRoute('suppliers', '/delete', ZDeleteSupplierRequest, ZSupplierDeleteAnswer),
} as const;
