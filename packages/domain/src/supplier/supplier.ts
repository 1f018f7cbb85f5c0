import { z } from 'zod';
import { fieldErrorsOf } from '../errors/field-errors';
import { ZEmail } from '../auth/registration';
import { ZPhoneNumber } from '../auth/phone-number';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZRfc } from './rfc';

/** A supplier's id, a brand's or a category's: a lower-case slug. */
export const ZSupplierSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Identificador no válido.' });

const text = (label: string, max: number) =>
  ZWellFormedText.trim()
    .min(1, { error: `Escribe ${label}.` })
    .max(max, { error: `Máximo ${max} caracteres.` });

const uniqueSlugs = (what: string) =>
  z
    .array(ZSupplierSlug)
    .max(60, { error: `Demasiadas ${what}.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `Una de las ${what} está repetida.` });

export const SUPPLIER_MAX_LEAD_TIME_DAYS = 365;

/**
 * What staff edit of a supplier (the editor's form and the body of POST /save), each field refused
 * with its own Spanish message: the phone is stored as E.164, the RFC normalised.
 */
export const ZSupplierFields = z.object({
  name: text('el nombre del proveedor', 120),
  /** The RFC (Mexican tax id), unique among suppliers. */
  tax_id: ZRfc,
  contact_name: text('el nombre del contacto', 120),
  email: ZEmail,
  phone: ZPhoneNumber,
  city: text('la ciudad', 80),
  /** Brands the supplier sells (brand ids). */
  brand_ids: uniqueSlugs('marcas'),
  /** Categories it serves (the demo catalogue assigns products to suppliers by them). */
  category_ids: uniqueSlugs('categorías'),
  /** Typical days from order to delivery. */
  lead_time_days: z
    .number({ error: 'Escribe los días de entrega como un número entero.' })
    .int({ error: 'Escribe los días de entrega como un número entero.' })
    .min(0, { error: 'Los días de entrega no pueden ser negativos.' })
    .max(SUPPLIER_MAX_LEAD_TIME_DAYS, { error: `Máximo ${SUPPLIER_MAX_LEAD_TIME_DAYS} días de entrega.` }),
  /** Payment terms as agreed, e.g. "Crédito 30 días". */
  payment_terms: text('las condiciones de pago', 120),
  notes: ZWellFormedText.trim().max(2000, { error: 'Máximo 2000 caracteres.' }),
  /** An inactive supplier stays on record (and on its products) but is no longer used for new purchases. */
  active: z.boolean(),
});
export type TSupplierFields = z.infer<typeof ZSupplierFields>;
/** The editor's values before validation (the RFC and the phone as typed). */
export type TSupplierFieldsInput = z.input<typeof ZSupplierFields>;

/** A supplier: document `suppliers/{id}`; staff read it, only the suppliers function writes it. */
export const ZSupplier = ZSupplierFields.extend({
  id: ZSupplierSlug,
  updated_at: z.date(),
});
export type TSupplier = z.infer<typeof ZSupplier>;

/** Per-field Spanish messages of invalid editor values (the first problem of each field), or none. */
export function supplierFieldErrors(input: unknown): Partial<Record<keyof TSupplierFields, string>> {
  return fieldErrorsOf(ZSupplierFields, input, Object.keys(ZSupplierFields.shape) as (keyof TSupplierFields)[]);
}

/**
 * The id of a new supplier, from its name: lower case, accents dropped, words joined by hyphens
 * ("Distribuidora Eléctrica del Norte, S.A. de C.V." → "distribuidora-electrica-del-norte-s-a-de-c-v").
 */
export function supplierIdFromName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/g, '');
  return slug.length > 0 ? slug : 'proveedor';
}

/** "12 productos" / "1 producto". */
export function productCountText(count: number): string {
  return count === 1 ? '1 producto' : `${count.toLocaleString('es-MX')} productos`;
}
