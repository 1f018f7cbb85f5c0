import { z } from 'zod';
import { ZClaveProdServ, ZProductClaveUnidad } from '../fiscal/cfdi/sat-product-keys';
import { ZWellFormedText } from '../text/well-formed-text';
import { MAX_PRODUCT_IMAGES, PRODUCT_UNITS, ZProductImageUrl, type TProduct } from './product';

// A product's editable fields: the ONE schema the staff editor, the CSV import and the catalogue
// function validate with (and whose bounds firestore.rules would repeat if clients wrote products;
// they do not, the catalogue function does). Every message is the Spanish a staff member reads
// beside the field (or the CSV cell) it is about.

/** Most technical attributes, suppliers and characters the editor and the import take. */
export const PRODUCT_INPUT_LIMITS = {
  sku: 64,
  description: 200,
  attributes: 30,
  attributeName: 60,
  attributeValue: 120,
  suppliers: 20,
  images: MAX_PRODUCT_IMAGES,
} as const;

const ZSlugRef = (what: string) =>
  z
    .string({ error: `Elige ${what}.` })
    .trim()
    .min(1, { error: `Elige ${what}.` })
    .max(80, { error: `No existe ${what} con ese identificador.` })
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, { error: `No existe ${what} con ese identificador.` });

/** A product document id: what productIdFor makes and the demo ids, never a path. */
export const ZProductId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { error: 'El identificador del producto no es válido.' });

/**
 * A technical attribute as typed: the CSV keeps attributes as `Nombre: valor; Nombre: valor`, so a
 * name holds neither «:» nor «;» and a value no «;» (a value may hold «:», "Relación: 1:2").
 */
export const ZProductAttributeInput = z.object({
  name: ZWellFormedText.trim()
    .min(1, { error: 'Escribe el nombre del atributo.' })
    .max(PRODUCT_INPUT_LIMITS.attributeName, {
      error: `El nombre del atributo admite hasta ${PRODUCT_INPUT_LIMITS.attributeName} caracteres.`,
    })
    .refine((name) => !/[:;]/.test(name), { error: 'El nombre del atributo no puede llevar «:» ni «;».' }),
  value: ZWellFormedText.trim()
    .min(1, { error: 'Escribe el valor del atributo.' })
    .max(PRODUCT_INPUT_LIMITS.attributeValue, {
      error: `El valor del atributo admite hasta ${PRODUCT_INPUT_LIMITS.attributeValue} caracteres.`,
    })
    .refine((value) => !value.includes(';'), { error: 'El valor del atributo no puede llevar «;».' }),
});
export type TProductAttributeInput = z.infer<typeof ZProductAttributeInput>;

/**
 * A product's own SAT key as typed (editor field, CSV cell, request): trimmed, and empty means none,
 * so the product is invoiced with its category's or its sale unit's default (productSatKeys).
 */
function optionalSatKey(key: z.ZodString, notText: string) {
  return z
    .string({ error: notText })
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(key.optional())
    .optional();
}

/** The two SAT key fields of a product (CFDI 4.0 ClaveProdServ and ClaveUnidad of its concepts). */
export const PRODUCT_SAT_KEY_FIELDS = ['sat_clave_prod_serv', 'sat_clave_unidad'] as const;
export type TProductSatKeyField = (typeof PRODUCT_SAT_KEY_FIELDS)[number];

export const ZProductInput = z
  .object({
    /** Absent: a new product (its id is productIdFor(brand_id, sku)); present: the product to change. */
    product_id: ZProductId.optional(),
    sku: ZWellFormedText.trim()
      .min(1, { error: 'Escribe el SKU.' })
      .max(PRODUCT_INPUT_LIMITS.sku, { error: `El SKU admite hasta ${PRODUCT_INPUT_LIMITS.sku} caracteres.` })
      .refine((sku) => !/[|;]/.test(sku), { error: 'El SKU no puede llevar «|» ni «;».' }),
    description: ZWellFormedText.trim()
      .min(1, { error: 'Escribe la descripción.' })
      .max(PRODUCT_INPUT_LIMITS.description, {
        error: `La descripción admite hasta ${PRODUCT_INPUT_LIMITS.description} caracteres.`,
      })
      // It becomes the invoice concept's Descripcion, which SAT's schema refuses with a «|».
      .refine((description) => !description.includes('|'), {
        error: 'La descripción no puede llevar «|»: la factura (CFDI) no lo admite. Usa «/» o «-».',
      }),
    brand_id: ZSlugRef('una marca'),
    category_id: ZSlugRef('una categoría'),
    unit: z.enum(PRODUCT_UNITS, { error: `La unidad debe ser una de: ${PRODUCT_UNITS.join(', ')}.` }),
    attributes: z.array(ZProductAttributeInput).max(PRODUCT_INPUT_LIMITS.attributes, {
      error: `Un producto admite hasta ${PRODUCT_INPUT_LIMITS.attributes} atributos.`,
    }),
    supplier_ids: z
      .array(ZSlugRef('un proveedor'))
      .max(PRODUCT_INPUT_LIMITS.suppliers, {
        error: `Un producto admite hasta ${PRODUCT_INPUT_LIMITS.suppliers} proveedores.`,
      })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Un proveedor aparece dos veces.' }),
    images: z
      .array(
        ZProductImageUrl.refine((url) => !url.includes('|'), {
          error: 'La dirección de la imagen no puede llevar «|».',
        }),
      )
      .max(PRODUCT_INPUT_LIMITS.images, { error: `Un producto admite hasta ${PRODUCT_INPUT_LIMITS.images} imágenes.` }),
    published: z.boolean({ error: 'Indica si el producto está publicado.' }),
    sat_clave_prod_serv: optionalSatKey(
      ZClaveProdServ,
      'Escribe la clave de producto o servicio del SAT (ClaveProdServ) como texto de 8 dígitos.',
    ),
    sat_clave_unidad: optionalSatKey(
      ZProductClaveUnidad,
      'Escribe la clave de unidad del SAT (ClaveUnidad) como texto, por ejemplo H87.',
    ),
  })
  .strict();
export type TProductInput = z.infer<typeof ZProductInput>;
export type TProductInputField = keyof TProductInput;

/**
 * The id of a new product, derived from brand and SKU (not from a counter), so the same row imported
 * twice lands on the same document and carts that point at a product keep working.
 */
export function productIdFor(brandId: string, sku: string): string {
  const slug = `${brandId}-${sku}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 64);
}

/** The SAT keys a product or an input carries, without the ones it leaves to the defaults. */
function ownSatKeys(from: Pick<TProductInput, TProductSatKeyField>): Partial<Record<TProductSatKeyField, string>> {
  const keys: Partial<Record<TProductSatKeyField, string>> = {};
  for (const field of PRODUCT_SAT_KEY_FIELDS) {
    const key = from[field];
    if (key !== undefined) keys[field] = key;
  }
  return keys;
}

/** The stored product an input becomes, given its id and its brand's display name. */
export function productOfInput(input: TProductInput, productId: string, brandName: string): TProduct {
  return {
    product_id: productId,
    sku: input.sku,
    description: input.description,
    brand: brandName,
    brand_id: input.brand_id,
    category_id: input.category_id,
    unit: input.unit,
    attributes: input.attributes.map(({ name, value }) => ({ name, value })),
    supplier_ids: [...input.supplier_ids],
    images: [...input.images],
    published: input.published,
    ...ownSatKeys(input),
  };
}

/** A stored product's editable fields (what the editor opens with and the CSV export writes). */
export function productInputOf(product: TProduct): TProductInput {
  return {
    product_id: product.product_id,
    sku: product.sku,
    description: product.description,
    brand_id: product.brand_id,
    category_id: product.category_id,
    unit: product.unit,
    attributes: product.attributes.map(({ name, value }) => ({ name, value })),
    supplier_ids: [...product.supplier_ids],
    images: [...product.images],
    published: product.published,
    ...ownSatKeys(product),
  };
}

/** Whether saving `input` over `stored` would change nothing a person can see (an import's "unchanged"). */
export function productInputEquals(
  a: Omit<TProductInput, 'product_id'>,
  b: Omit<TProductInput, 'product_id'>,
): boolean {
  return (
    a.sku === b.sku &&
    a.description === b.description &&
    a.brand_id === b.brand_id &&
    a.category_id === b.category_id &&
    a.unit === b.unit &&
    a.published === b.published &&
    PRODUCT_SAT_KEY_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? '')) &&
    a.attributes.length === b.attributes.length &&
    a.attributes.every(
      (attribute, index) =>
        attribute.name === b.attributes[index]?.name && attribute.value === b.attributes[index]?.value,
    ) &&
    a.supplier_ids.length === b.supplier_ids.length &&
    a.supplier_ids.every((id, index) => id === b.supplier_ids[index]) &&
    a.images.length === b.images.length &&
    a.images.every((url, index) => url === b.images[index])
  );
}
