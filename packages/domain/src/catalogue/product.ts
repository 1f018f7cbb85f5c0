import { z } from 'zod';
import { ZClaveProdServ, ZClaveUnidad, productSatKeys } from '../fiscal/cfdi/sat-product-keys';
import type { TProductSatKeys } from '../fiscal/cfdi/sat-product-keys';
import { ZWellFormedText } from '../text/well-formed-text';

/** Sale units a product is quoted in. */
export const PRODUCT_UNITS = ['pieza', 'metro', 'rollo', 'caja', 'juego', 'par', 'kit', 'litro', 'kilogramo'] as const;
export const ZProductUnit = z.enum(PRODUCT_UNITS);
export type TProductUnit = z.infer<typeof ZProductUnit>;

/** A technical attribute, kept as an ordered list so the product page shows them in a stable order. */
export const ZProductAttribute = z.object({
  name: ZWellFormedText.trim().min(1).max(60),
  value: ZWellFormedText.trim().min(1).max(120),
});
export type TProductAttribute = z.infer<typeof ZProductAttribute>;

const ZSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug en minúsculas separado por guiones');

export const ZCategory = z.object({
  id: ZSlug,
  name: ZWellFormedText.trim().min(1).max(80),
  description: ZWellFormedText.trim().max(300),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZBrand = z.object({
  id: ZSlug,
  name: ZWellFormedText.trim().min(1).max(80),
});
export type TBrand = z.infer<typeof ZBrand>;

/** How many images a product may show. */
export const MAX_PRODUCT_IMAGES = 8;

/**
 * A product image: an https URL, or a path the storefront itself serves (`/…`, the demo images).
 * Hosts next/image may load are configured in one place in the storefront.
 */
export const ZProductImageUrl = ZWellFormedText.trim()
  .max(500, { error: 'La dirección de la imagen es demasiado larga.' })
  .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s/]+\/[^\s]*$/.test(value), {
    error: 'La imagen debe ser una dirección https:// o una ruta del sitio.',
  });

/** The key that makes SKUs unique: trimmed, upper case, inner spaces collapsed ("ab 12" and "AB  12" are one SKU). */
export function skuKey(sku: string): string {
  return sku.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A catalogue product: document `products/{product_id}`. */
export const ZProduct = z.object({
  product_id: ZWellFormedText.trim().min(1).max(64),
  sku: ZWellFormedText.trim().min(1).max(64),
  description: ZWellFormedText.trim().min(1).max(200),
  brand: ZWellFormedText.trim().min(1).max(80),
  brand_id: ZSlug,
  category_id: ZSlug,
  unit: ZProductUnit,
  attributes: z.array(ZProductAttribute).max(30),
  supplier_ids: z.array(z.string().min(1)).max(20),
  /** Image URLs, the first is the main one; none shows the category's placeholder. */
  images: z.array(ZProductImageUrl).max(MAX_PRODUCT_IMAGES).default([]),
  /** Only published products are visible to customers. */
  published: z.boolean(),
  /**
   * The product's own c_ClaveProdServ for its CFDI concepts; absent: its category's default
   * (productSatKeys). Never stored empty.
   */
  sat_clave_prod_serv: ZClaveProdServ.optional(),
  /** The product's own c_ClaveUnidad; absent: its sale unit's (claveUnidadOf). Never stored empty. */
  sat_clave_unidad: ZClaveUnidad.optional(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** What a cart line or a stats event is checked against: the names a product is sold under, and whether customers see it. */
export const ZProductFacts = ZProduct.pick({ sku: true, description: true, brand: true, published: true });
export type TProductFacts = z.infer<typeof ZProductFacts>;

/** The facts of a stored `products/{id}` document, or undefined when there is none or it is not a product. */
export function productFactsFrom(data: unknown): TProductFacts | undefined {
  const parsed = ZProductFacts.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** What a product document says about its SAT keys; its own keys are optional until every product carries them. */
const ZProductSatKeysSource = ZProduct.pick({ unit: true, category_id: true }).extend({
  sat_clave_prod_serv: z.string().nullish(),
  sat_clave_unidad: z.string().nullish(),
});

/**
 * The SAT keys a stored `products/{id}` document is invoiced with (productSatKeys), or undefined when
 * there is no document or its unit or category does not parse (its line is then refused by SKU).
 */
export function productSatKeysFrom(data: unknown): TProductSatKeys | undefined {
  const parsed = ZProductSatKeysSource.safeParse(data);
  return parsed.success ? productSatKeys(parsed.data) : undefined;
}

// Suppliers (ZSupplier) live in ../supplier/supplier.ts.
