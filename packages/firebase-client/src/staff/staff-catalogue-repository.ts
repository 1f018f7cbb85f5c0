import { collection, getDocs, type Firestore } from 'firebase/firestore';
import {
  CATALOGUE_ROUTES,
  FIRESTORE_COLLECTIONS,
  ZBrand,
  ZCategory,
  type TBrand,
  type TCatalogueImportAnswer,
  type TCatalogueImportRequest,
  type TCatalogueSaveAnswer,
  type TCatalogueSaveRequest,
  type TCatalogueSearchAnswer,
  type TCatalogueSearchRequest,
  type TCategory,
} from '@voltia/domain';
import { z } from 'zod';
import { currentIdToken } from '../account/auth-service';
import { callRoute } from '../functions-api';

// The /catalogo screen's data: the lists its filters and editor choose from (brands and categories
// are public, suppliers staff-only) read with the web SDK, and every product read or write through
// the staff-gated `catalogue` function (clients never write products).

/** What the catalogue screen needs of a supplier: its id and name (the suppliers screen owns the rest). */
export const ZSupplierChoice = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  active: z.boolean().optional(),
});
export type TSupplierChoice = z.infer<typeof ZSupplierChoice>;

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

async function readAll<T extends { name: string }>(db: Firestore, name: string, schema: z.ZodType<T>): Promise<T[]> {
  const snapshot = await getDocs(collection(db, name));
  const valid: T[] = [];
  for (const document of snapshot.docs) {
    const parsed = schema.safeParse({ id: document.id, ...document.data() });
    if (parsed.success) valid.push(parsed.data);
  }
  return valid.sort(byName);
}

/** Brands, categories and suppliers, each sorted by name in Spanish: what the filters and the editor offer. */
export async function readCatalogueChoices(
  db: Firestore,
): Promise<{ brands: TBrand[]; categories: TCategory[]; suppliers: TSupplierChoice[] }> {
  const [brands, categories, suppliers] = await Promise.all([
    readAll(db, FIRESTORE_COLLECTIONS.brands, ZBrand),
    readAll(db, FIRESTORE_COLLECTIONS.categories, ZCategory),
    readAll(db, FIRESTORE_COLLECTIONS.suppliers, ZSupplierChoice),
  ]);
  return { brands, categories, suppliers };
}

/** One page of every product (published or not) matching a search, filters and sort. */
export async function searchCatalogue(request: TCatalogueSearchRequest): Promise<TCatalogueSearchAnswer> {
  return callRoute(CATALOGUE_ROUTES.search, request, await currentIdToken());
}

/** Creates (no product_id) or changes a product; a refusal (duplicate SKU, someone else's change) is its AppError. */
export async function saveCatalogueProduct(request: TCatalogueSaveRequest): Promise<TCatalogueSaveAnswer> {
  return callRoute(CATALOGUE_ROUTES.save, request, await currentIdToken());
}

/** One batch of CSV records upserted by SKU (or only simulated with dry_run). */
export async function importCatalogueRows(request: TCatalogueImportRequest): Promise<TCatalogueImportAnswer> {
  return callRoute(CATALOGUE_ROUTES.import, request, await currentIdToken());
}
