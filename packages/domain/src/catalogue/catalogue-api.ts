import { z } from 'zod';
import { functionRoute } from '../api/function-route';
import { ZWellFormedText } from '../text/well-formed-text';
import { CATALOGUE_CSV_ALL_COLUMNS, type TCatalogueCsvError } from './catalogue-csv';
import { ZProduct } from './product';
import { ZProductInput } from './product-input';

// The requests and answers of the staff `catalogue` HTTP function (POST /search, /save, /import,
// relative to the function's URL, `Authorization: Bearer <ID token>` of a staff member). The
// function validates every body with these schemas (400 with a Spanish message, nothing written);
// the /catalogo screen types its calls and reads its answers with them.

const ZSlugFilter = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const CATALOGUE_SORTS = ['description-asc', 'sku-asc', 'brand-asc', 'updated-desc'] as const;
export type TCatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Rows a page of the table shows by default; the export reads pages of CATALOGUE_EXPORT_PAGE_SIZE. */
export const CATALOGUE_PAGE_SIZE = 25;
export const CATALOGUE_MAX_PAGE_SIZE = 1000;
export const CATALOGUE_EXPORT_PAGE_SIZE = CATALOGUE_MAX_PAGE_SIZE;

/** POST /search: every product (published or not) that matches, one page of them. */
export const ZCatalogueSearchRequest = z
  .object({
    /** Free text, accent- and typo-tolerant (the storefront's search): SKU, description, brand, attributes. */
    q: ZWellFormedText.max(100).optional(),
    category_id: ZSlugFilter.optional(),
    brand_id: ZSlugFilter.optional(),
    supplier_id: ZSlugFilter.optional(),
    published: z.boolean().optional(),
    /** With `q`, the best matches come first whatever the sort; the sort orders the rest and ties. */
    sort: z.enum(CATALOGUE_SORTS).default('description-asc'),
    /** 1-based. */
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(CATALOGUE_MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
  })
  .strict();
export type TCatalogueSearchRequest = z.input<typeof ZCatalogueSearchRequest>;
export type TCatalogueSearchQuery = z.output<typeof ZCatalogueSearchRequest>;

/** A product as the catalogue function answers it: the stored document and when it last changed. */
export const ZCatalogueProduct = ZProduct.extend({
  /** ISO 8601; null for a product written before the catalogue function existed. */
  updated_at: z.string().nullable(),
});
export type TCatalogueProduct = z.infer<typeof ZCatalogueProduct>;

/**
 * A stored `products/{id}` document as the catalogue function holds it (and a snapshot keeps it), or
 * undefined when it is not a product. `updated_at` is read as ISO 8601 whether stored as text (the
 * function's writes) or as a Firestore Timestamp (anything with `toDate()`), and null when absent.
 */
export function catalogueProductFromStored(
  id: string,
  data: Readonly<Record<string, unknown>>,
): TCatalogueProduct | undefined {
  const parsed = ZProduct.safeParse({ ...data, product_id: id });
  if (!parsed.success) return undefined;
  const stamp = data.updated_at as { toDate?: unknown } | string | null | undefined;
  const updatedAt =
    typeof stamp === 'string'
      ? stamp
      : typeof stamp?.toDate === 'function'
        ? (stamp.toDate as () => Date)().toISOString()
        : null;
  return { ...parsed.data, updated_at: updatedAt };
}

export const ZCatalogueSearchAnswer = z.object({
  items: z.array(ZCatalogueProduct),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1),
});
export type TCatalogueSearchAnswer = z.infer<typeof ZCatalogueSearchAnswer>;

/**
 * POST /save: create (no product_id) or change a product. `expected_updated_at` is the updated_at the
 * editor opened the product with: when the stored one differs, someone else changed it meanwhile and
 * the save is refused (409) instead of overwriting their change; absent, no check.
 */
export const ZCatalogueSaveRequest = z
  .object({
    product: ZProductInput,
    expected_updated_at: z.string().max(40).nullable().optional(),
  })
  .strict();
export type TCatalogueSaveRequest = z.infer<typeof ZCatalogueSaveRequest>;

export const ZCatalogueSaveAnswer = z.object({ product: ZCatalogueProduct });
export type TCatalogueSaveAnswer = z.infer<typeof ZCatalogueSaveAnswer>;

/** Rows one /import call takes; a file is sent in calls of this many rows. */
export const CATALOGUE_IMPORT_BATCH_ROWS = 500;

const ZCsvCell = z.string().max(5000);

/**
 * POST /import: a batch of CSV records (header → cell, as the CSV parser gives them) upserted by SKU.
 * `first_row_number` is the spreadsheet row of rows[0] (the header is row 1), so errors name the
 * row a person sees. `dry_run`: every outcome is computed and nothing is written.
 */
export const ZCatalogueImportRequest = z
  .object({
    rows: z
      .array(z.record(z.string().max(60), ZCsvCell))
      .min(1)
      .max(CATALOGUE_IMPORT_BATCH_ROWS),
    first_row_number: z.number().int().min(2).max(10_000_000),
    dry_run: z.boolean(),
  })
  .strict();
export type TCatalogueImportRequest = z.infer<typeof ZCatalogueImportRequest>;

export const CATALOGUE_IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type TCatalogueImportOutcome = (typeof CATALOGUE_IMPORT_OUTCOMES)[number];

export const ZCatalogueImportError = z.object({
  row: z.number().int(),
  column: z.enum(CATALOGUE_CSV_ALL_COLUMNS).nullable(),
  message: z.string(),
});
/** What a row's price columns did: the product's price was created or changed (absent: the row left it as it was). */
export const CATALOGUE_IMPORT_PRICE_OUTCOMES = ['created', 'updated'] as const;
export type TCatalogueImportPriceOutcome = (typeof CATALOGUE_IMPORT_PRICE_OUTCOMES)[number];

export const ZCatalogueImportRowResult = z.object({
  row: z.number().int(),
  outcome: z.enum(CATALOGUE_IMPORT_OUTCOMES),
  product_id: z.string().optional(),
  errors: z.array(ZCatalogueImportError).optional(),
  price: z.enum(CATALOGUE_IMPORT_PRICE_OUTCOMES).optional(),
});
export type TCatalogueImportRowResult = {
  readonly row: number;
  /** A row whose product is unchanged but whose price changed is 'updated'. */
  readonly outcome: TCatalogueImportOutcome;
  readonly product_id?: string;
  readonly errors?: readonly TCatalogueCsvError[];
  readonly price?: TCatalogueImportPriceOutcome;
};

export const ZCatalogueImportSummary = z.object({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  refused: z.number().int().min(0),
});
export type TCatalogueImportSummary = z.infer<typeof ZCatalogueImportSummary>;

export const ZCatalogueImportAnswer = z.object({
  results: z.array(ZCatalogueImportRowResult),
  summary: ZCatalogueImportSummary,
});
export type TCatalogueImportAnswer = {
  readonly results: readonly TCatalogueImportRowResult[];
  readonly summary: TCatalogueImportSummary;
};

export const EMPTY_IMPORT_SUMMARY: TCatalogueImportSummary = { created: 0, updated: 0, unchanged: 0, refused: 0 };

/** The summary of some row results, e.g. to add a batch's to the file's running total. */
export function summarizeImportResults(
  results: readonly Pick<TCatalogueImportRowResult, 'outcome'>[],
  start: TCatalogueImportSummary = EMPTY_IMPORT_SUMMARY,
): TCatalogueImportSummary {
  const summary = { ...start };
  for (const { outcome } of results) summary[outcome] += 1;
  return summary;
}

/** A public `retired-products/{product_id}` document: what a product page shows once it is unpublished. */
export const ZRetiredProduct = z.object({
  sku: z.string(),
  description: z.string(),
  brand: z.string(),
});
export type TRetiredProduct = z.infer<typeof ZRetiredProduct>;

/**
 * The field a product change through the functions stamps with the commit's time, on the product, on
 * its `retired-products` page when it is unpublished, and on `catalogue-state/current`: what a
 * catalogue held in memory reads its changes by (`changed_at` after the one it holds).
 */
export const CATALOGUE_CHANGED_AT_FIELD = 'changed_at';

/** Changed products read per query when a catalogue held in memory catches up (an import writes 500 a transaction). */
export const CATALOGUE_CHANGES_PAGE_SIZE = 500;

/**
 * The public `catalogue-state/current` document. `version` moves with every product change through
 * the functions, in its transaction, which also stamps `changed_at`; `epoch` moves when the catalogue
 * was written past the functions (the demo seed, a test's fixture), and a reader then loads it whole.
 */
export const CATALOGUE_STATE_DOC_ID = 'current';
export const ZCatalogueState = z.object({
  version: z.number().int().min(0),
  epoch: z.number().int().min(0).default(0),
  /** ISO 8601 when the function writes it (a Firestore Timestamp is read as its ISO too). */
  updated_at: z.unknown().optional(),
  /** The commit time of the last change through the functions (a Firestore Timestamp). */
  changed_at: z.unknown().optional(),
});
export type TCatalogueState = z.infer<typeof ZCatalogueState>;

/** A change stamp (a Firestore commit time) as the Timestamps of both SDKs hold it. */
export type TChangeStamp = { readonly seconds: number; readonly nanoseconds: number };

/**
 * Whether change stamp `a` is at or after `b` (null: before any change), to the nanosecond: a
 * snapshot or a read as of `a` holds every change up to `b`.
 */
export function changeStampNotBefore(a: TChangeStamp | null, b: TChangeStamp | null): boolean {
  if (b === null) return true;
  if (a === null) return false;
  return a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds >= b.nanoseconds);
}

/** The `catalogue` function's routes, as both ends use them (api/function-route.ts). */
export const CATALOGUE_ROUTES = {
  search: functionRoute('catalogue', '/search', ZCatalogueSearchRequest, ZCatalogueSearchAnswer),
  save: functionRoute('catalogue', '/save', ZCatalogueSaveRequest, ZCatalogueSaveAnswer),
  import: functionRoute('catalogue', '/import', ZCatalogueImportRequest, ZCatalogueImportAnswer),
} as const;
