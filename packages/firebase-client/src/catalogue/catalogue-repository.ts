import {
  collection,
  documentId,
  getDocs,
  limit,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { ZBrand, ZCategory, ZProduct, type TBrand, type TCategory, type TProduct } from '@voltia/domain';
import type { z } from 'zod';
import { FIRESTORE_PATHS } from '../firestore-paths';

/**
 * Public catalogue reads for server rendering (Firestore Lite, no signed-in user).
 *
 * The security rules let anyone read a product only when it is published, so every product query
 * here filters on `published == true`: a query without that filter is rejected as a whole, and a
 * plain `getDoc` of an unpublished or missing product is denied rather than answered with "not found".
 * Categories and brands are public.
 */

const { products: PRODUCTS, categories: CATEGORIES, brands: BRANDS } = FIRESTORE_PATHS;

/** A stored document that does not match its domain schema: skipped, and handed to the reporter. */
export interface TInvalidCatalogueDocument {
  collection: string;
  id: string;
  issues: string[];
}

export interface TCatalogueReadOptions {
  /**
   * Called once per skipped document. The default writes one structured warning line: one bad
   * document should not take the whole catalogue down, but somebody must learn about it.
   */
  onInvalidDocument?: (invalid: TInvalidCatalogueDocument) => void;
}

function warnInvalidDocument(invalid: TInvalidCatalogueDocument): void {
  console.warn(JSON.stringify({ level: 'warn', msg: 'invalid catalogue document skipped', ...invalid }));
}

function zodIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(documento)'}: ${issue.message}`);
}

/**
 * Parses documents with a domain schema, keeping the valid ones in order. `idOf` names the field
 * that must repeat the document id (the id is what links, carts and filters use).
 */
export function parseCatalogueDocuments<T>(
  collectionName: string,
  docs: ReadonlyArray<{ id: string; data: DocumentData }>,
  schema: z.ZodType<T>,
  idOf: (value: T) => string,
  onInvalidDocument: (invalid: TInvalidCatalogueDocument) => void = warnInvalidDocument,
): T[] {
  const valid: T[] = [];
  for (const { id, data } of docs) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      onInvalidDocument({ collection: collectionName, id, issues: zodIssues(parsed.error) });
      continue;
    }
    if (idOf(parsed.data) !== id) {
      onInvalidDocument({
        collection: collectionName,
        id,
        issues: [`el id guardado (${idOf(parsed.data)}) no coincide con el id del documento`],
      });
      continue;
    }
    valid.push(parsed.data);
  }
  return valid;
}

const snapshotDocs = (docs: QueryDocumentSnapshot[]) => docs.map((d) => ({ id: d.id, data: d.data() }));

/** Products the rules let anyone read: the published. */
export const publishedProducts = (db: Firestore) => query(collection(db, PRODUCTS), where('published', '==', true));

/** Every published product. Unpublished ones never leave the database for a customer. */
export async function listPublishedProducts(db: Firestore, options: TCatalogueReadOptions = {}): Promise<TProduct[]> {
  const snapshot = await getDocs(publishedProducts(db));
  const products = parseCatalogueDocuments(
    PRODUCTS,
    snapshotDocs(snapshot.docs),
    ZProduct,
    (p) => p.product_id,
    options.onInvalidDocument,
  );
  // Stored published == true is what the query asked for; a document that parses to false cannot occur.
  return products.filter((product) => product.published);
}

/**
 * Firestore document ids cannot contain "/", be "." or "..", or look like `__name__`; such an id
 * (from a URL, say) can name no product, and the SDK would throw on it.
 */
export function isPossibleDocumentId(id: string): boolean {
  return id.length > 0 && id.length <= 64 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** One published product, or null when it does not exist, is not published, or is invalid. */
export async function getPublishedProduct(
  db: Firestore,
  productId: string,
  options: TCatalogueReadOptions = {},
): Promise<TProduct | null> {
  if (!isPossibleDocumentId(productId)) return null;
  // A query (not getDoc) so the rules can see the published filter: missing and hidden both come back empty.
  const snapshot = await getDocs(query(publishedProducts(db), where(documentId(), '==', productId), limit(1)));
  const [product] = parseCatalogueDocuments(
    PRODUCTS,
    snapshotDocs(snapshot.docs),
    ZProduct,
    (p) => p.product_id,
    options.onInvalidDocument,
  );
  return product?.published ? product : null;
}

/** All categories, sorted by name in Spanish. */
export async function listCategories(db: Firestore, options: TCatalogueReadOptions = {}): Promise<TCategory[]> {
  const snapshot = await getDocs(collection(db, CATEGORIES));
  return parseCatalogueDocuments(
    CATEGORIES,
    snapshotDocs(snapshot.docs),
    ZCategory,
    (c) => c.id,
    options.onInvalidDocument,
  ).sort(byName);
}

/** All brands, sorted by name in Spanish. */
export async function listBrands(db: Firestore, options: TCatalogueReadOptions = {}): Promise<TBrand[]> {
  const snapshot = await getDocs(collection(db, BRANDS));
  return parseCatalogueDocuments(
    BRANDS,
    snapshotDocs(snapshot.docs),
    ZBrand,
    (b) => b.id,
    options.onInvalidDocument,
  ).sort(byName);
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
function byName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name);
}
