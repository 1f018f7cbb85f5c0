import {
  PRODUCT_INPUT_LIMITS,
  ZProductImageUrl,
  ZProductInput,
  defaultClaveProdServOf,
  productInputOf,
  productSatKeys,
  type TProduct,
  type TProductInput,
  type TProductUnit,
} from '@voltia/domain';

// The product editor's working copy: what the fields hold as typed (text, rows with their own keys
// for React), checked by the domain's ZProductInput (the one schema the import and the catalogue
// function use), with its Spanish message beside each field.

export type TAttributeRow = { readonly key: string; readonly name: string; readonly value: string };
export type TImageRow = { readonly key: string; readonly url: string };

export type TProductDraft = {
  /** null while creating: the function gives the new product its id. */
  readonly product_id: string | null;
  /** The updated_at the product was opened with (the function refuses a save over someone else's change). */
  readonly expected_updated_at: string | null;
  readonly sku: string;
  readonly description: string;
  readonly brand_id: string;
  readonly category_id: string;
  readonly unit: TProductUnit | '';
  readonly attributes: readonly TAttributeRow[];
  readonly images: readonly TImageRow[];
  readonly supplier_ids: readonly string[];
  readonly published: boolean;
  /** The product's own SAT keys as typed; empty: its category's and its unit's defaults apply. */
  readonly sat_clave_prod_serv: string;
  readonly sat_clave_unidad: string;
};

let rowCounter = 0;
/** A key for a new attribute or image row (stable for the row's life, unique in the page). */
export function newRowKey(): string {
  rowCounter += 1;
  return `fila-${rowCounter}`;
}

export function emptyDraft(): TProductDraft {
  return {
    product_id: null,
    expected_updated_at: null,
    sku: '',
    description: '',
    brand_id: '',
    category_id: '',
    unit: '',
    attributes: [],
    images: [],
    supplier_ids: [],
    published: false,
    sat_clave_prod_serv: '',
    sat_clave_unidad: '',
  };
}

export function draftFromProduct(product: TProduct & { readonly updated_at?: string | null }): TProductDraft {
  const input = productInputOf(product);
  return {
    product_id: product.product_id,
    expected_updated_at: product.updated_at ?? null,
    sku: input.sku,
    description: input.description,
    brand_id: input.brand_id,
    category_id: input.category_id,
    unit: input.unit,
    attributes: input.attributes.map((attribute) => ({ key: newRowKey(), ...attribute })),
    images: input.images.map((url) => ({ key: newRowKey(), url })),
    supplier_ids: [...input.supplier_ids],
    published: input.published,
    sat_clave_prod_serv: input.sat_clave_prod_serv ?? '',
    sat_clave_unidad: input.sat_clave_unidad ?? '',
  };
}

/** The fields as the schema reads them, before any check. */
export function inputCandidateOf(draft: TProductDraft): Record<string, unknown> {
  return {
    ...(draft.product_id === null ? {} : { product_id: draft.product_id }),
    sku: draft.sku,
    description: draft.description,
    brand_id: draft.brand_id,
    category_id: draft.category_id,
    unit: draft.unit,
    attributes: draft.attributes.map(({ name, value }) => ({ name, value })),
    supplier_ids: [...draft.supplier_ids],
    images: draft.images.map(({ url }) => url),
    published: draft.published,
    sat_clave_prod_serv: draft.sat_clave_prod_serv,
    sat_clave_unidad: draft.sat_clave_unidad,
  };
}

/** Field keys of the editor's errors: `sku`, `description`, … `attributes.2.name`, `images.0`. */
export type TDraftErrors = Readonly<Record<string, string>>;

/** The draft checked by the domain's schema: the input to save, or the first Spanish message per field. */
export function checkDraft(
  draft: TProductDraft,
): { ok: true; input: TProductInput } | { ok: false; errors: TDraftErrors } {
  const parsed = ZProductInput.safeParse(inputCandidateOf(draft));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || 'product'] ??= issue.message;
  return { ok: false, errors };
}

const FIELD_ORDER = [
  'sku',
  'description',
  'brand_id',
  'category_id',
  'unit',
  'sat_clave_prod_serv',
  'sat_clave_unidad',
];

/** The first field with an error, in the order the form shows them (where the focus goes on a refused save). */
export function firstErrorKey(errors: TDraftErrors): string | null {
  const keys = Object.keys(errors);
  return (
    FIELD_ORDER.find((key) => key in errors) ??
    keys.find((key) => key.startsWith('attributes')) ??
    keys.find((key) => key.startsWith('images')) ??
    keys[0] ??
    null
  );
}

/** What an empty SAT key field means for the draft: the key invoiced instead (placeholder) and why (help). */
export type TSatKeyHint = { readonly placeholder: string; readonly help: string };

/**
 * The defaults an empty SAT key field leaves the product with (productSatKeys): its category's
 * ClaveProdServ with SAT's description, its sale unit's ClaveUnidad with SAT's name.
 */
export function satKeyHints(draft: Pick<TProductDraft, 'category_id' | 'unit'>): {
  readonly prodServ: TSatKeyHint;
  readonly unidad: TSatKeyHint;
} {
  const category = draft.category_id === '' ? undefined : defaultClaveProdServOf(draft.category_id);
  const keys = draft.unit === '' ? undefined : productSatKeys({ unit: draft.unit, category_id: draft.category_id });
  const prodServ: TSatKeyHint =
    draft.category_id === ''
      ? { placeholder: '', help: 'Vacía: se factura con la clave de la categoría que elijas.' }
      : category === undefined
        ? {
            placeholder: '',
            help: 'Esta categoría no tiene clave predeterminada: escribe la del producto para poder facturarlo.',
          }
        : {
            placeholder: category.clave_prod_serv,
            help: `Vacía: se factura con la clave de la categoría, ${category.clave_prod_serv} «${category.descripcion}».`,
          };
  const unidad: TSatKeyHint =
    keys === undefined
      ? { placeholder: '', help: 'Vacía: se factura con la clave de la unidad que elijas.' }
      : {
          placeholder: keys.clave_unidad,
          help: `Vacía: se factura con la clave de la unidad ${draft.unit}, ${keys.clave_unidad} «${keys.unidad}».`,
        };
  return { prodServ, unidad };
}

/** An image URL as typed: the domain's message when it cannot be one, else null. */
export function imageUrlProblem(url: string): string | null {
  if (url.trim() === '') return 'Escribe la dirección de la imagen.';
  const parsed = ZProductImageUrl.safeParse(url);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? 'La imagen debe ser una dirección https:// o una ruta del sitio.');
}

export const canAddImage = (draft: TProductDraft): boolean => draft.images.length < PRODUCT_INPUT_LIMITS.images;
export const canAddAttribute = (draft: TProductDraft): boolean =>
  draft.attributes.length < PRODUCT_INPUT_LIMITS.attributes;

/** Whether the draft differs from what it was opened with (closing then asks first). */
export function isDirty(draft: TProductDraft, initial: TProductDraft): boolean {
  return JSON.stringify(inputCandidateOf(draft)) !== JSON.stringify(inputCandidateOf(initial));
}
