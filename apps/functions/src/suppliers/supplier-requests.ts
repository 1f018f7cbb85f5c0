import { ZSupplierFields, ZSupplierSlug } from '@voltia/domain';
import { z } from 'zod';

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
