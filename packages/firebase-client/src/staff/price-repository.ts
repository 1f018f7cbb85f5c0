import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { z } from 'zod';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import {
  AppError,
  FIRESTORE_COLLECTIONS,
  PRICE_LIST_COUNTS,
  PRICE_LIST_PAGE_SIZE,
  PRICES_ROUTES,
  pricedProductFrom,
  priceListCountConditions,
  ZPriceBatch,
  ZPriceHistoryEntry,
  type TBulkApplyAnswer,
  type TBulkApplyRequest,
  type TBulkPreview,
  type TBulkPreviewRequest,
  type TPriceBatch,
  type TPricedProduct,
  type TPriceListCount,
  type TPriceListFilter,
  type TPriceListQueryPlan,
  type TPriceListRow,
  type TPriceHistoryEntry,
  type TSavePriceAnswer,
  type TSavePriceRequest,
  type TUndoAnswer,
} from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { queriesByIds, subscribeByIds } from '../documents-by-id';
import { withDates } from '../firestore-dates';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { callRoute } from '../functions-api';
import {
  countListTabs,
  readListPage,
  subscribeListPage,
  type TListCursor,
  type TListPage,
  type TSearchedList,
} from './searched-list';

// The /precios screen's data: a page of catalogue products at a time (filtered and ordered by the
// fields every product write stores for it, the domain's priceListKeys) with their prices from
// `product-prices` (staff only by the rules), the counts, names of brands, categories and suppliers,
// the price history and the bulk batches; every change goes through the prices function.

/** How many history entries and batches the screen shows. */
export const PRICE_HISTORY_LIMIT = 50;
export const PRICE_BATCHES_LIMIT = 10;

export type TPriceHistoryRow = TPriceHistoryEntry & { readonly id: string };

/** A product as /precios reads it from `products/{id}` (lenient: a product the catalogue could not parse still needs a price). */
const ZPriceListProductDocument = z.object({
  sku: z.string().trim().min(1),
  description: z.string().catch(''),
  brand_id: z.string().catch(''),
  category_id: z.string().catch(''),
  supplier_ids: z.array(z.string().min(1)).catch([]),
});

const PRICE_LIST: TSearchedList<z.infer<typeof ZPriceListProductDocument>> = {
  collection: FIRESTORE_COLLECTIONS.products,
  schema: ZPriceListProductDocument,
  readFailed: 'prices/read-failed',
};

/** A page of products as the query reads them, before their prices are joined. */
type TProductPage = TListPage<z.infer<typeof ZPriceListProductDocument> & { readonly id: string }>;

/** Where the next page of /precios starts (opaque to callers). */
export type TPriceListCursor = TListCursor;
export type TPriceListPage = TListPage<TPriceListRow>;

/** A stored price, or undefined when the document is not one. */
function storedPrice(data: Record<string, unknown>): TPricedProduct | undefined {
  try {
    return pricedProductFrom(withDates(data));
  } catch {
    return undefined;
  }
}

/** A page of products joined with their prices (null: none, or one that does not parse). */
function joined(page: TProductPage, prices: ReadonlyMap<string, TPricedProduct>): TPriceListPage {
  return {
    next: page.next,
    rows: page.rows.map(({ id, ...product }) => ({ product_id: id, ...product, price: prices.get(id) ?? null })),
    // The page's products, and one price document for each priced one (an `in` query bills what it returns).
    read: page.read + prices.size,
  };
}

/**
 * One page of /precios, live: the plan's products (the unpriced first, then by SKU), 25 after
 * `cursor`, each with its price. Two listeners: the page's products (one read past the page says
 * whether a next one exists) and the prices of exactly those products, by id, followed anew when the
 * page's products change. What it costs: 26 product reads and up to 25 price reads, whatever the
 * catalogue holds, then one per change.
 */
export function subscribePriceListPage(
  db: Firestore,
  plan: TPriceListQueryPlan,
  cursor: TPriceListCursor | null,
  onChange: (page: TPriceListPage) => void,
  onError: (error: AppError) => void,
): () => void {
  let page: TProductPage | undefined;
  let prices: ReadonlyMap<string, TPricedProduct> | undefined;
  let pricedIds: string | undefined;
  let stopPrices: () => void = () => undefined;
  let failed = false;
  const fail = (error: AppError) => {
    if (failed) return;
    failed = true;
    onError(error);
  };
  const emit = () => {
    if (!failed && page !== undefined && prices !== undefined) onChange(joined(page, prices));
  };
  const stopPage = subscribeListPage(
    db,
    PRICE_LIST,
    plan,
    cursor,
    PRICE_LIST_PAGE_SIZE,
    (answer) => {
      page = answer;
      const ids = answer.rows.map((row) => row.id);
      if (ids.join('\n') === pricedIds) {
        emit();
        return;
      }
      // Other products on the page: their prices are followed instead, and the page waits for them.
      pricedIds = ids.join('\n');
      prices = undefined;
      stopPrices();
      stopPrices = subscribeByIds(
        db,
        FIRESTORE_PATHS.productPrices,
        ids,
        storedPrice,
        (found) => {
          prices = found;
          emit();
        },
        (error) => fail(new AppError('prices/read-failed', { cause: error })),
      );
    },
    fail,
  );
  return () => {
    stopPage();
    stopPrices();
  };
}

/**
 * One page of /precios read once, without listeners (the CSV export walks every page with it, in
 * larger pages): the products, then their prices by id.
 */
export async function readPriceListPage(
  db: Firestore,
  plan: TPriceListQueryPlan,
  cursor: TPriceListCursor | null,
  pageSize: number,
): Promise<TPriceListPage> {
  const page = await readListPage(db, PRICE_LIST, plan, cursor, pageSize);
  try {
    const snapshots = await Promise.all(
      queriesByIds(
        db,
        FIRESTORE_PATHS.productPrices,
        page.rows.map((row) => row.id),
      ).map((group) => getDocs(group)),
    );
    const prices = new Map<string, TPricedProduct>();
    for (const doc of snapshots.flatMap((snap) => snap.docs)) {
      const price = storedPrice(doc.data());
      if (price !== undefined) prices.set(doc.id, price);
    }
    return joined(page, prices);
  } catch (error) {
    throw new AppError('prices/read-failed', { cause: error });
  }
}

/**
 * How many products the filter keeps, and how many of them have no price: one count query each
 * (Firestore bills one read per 1 000 index entries counted).
 */
export async function countPriceList(
  db: Firestore,
  filter: TPriceListFilter,
): Promise<Record<TPriceListCount, number>> {
  const asked = PRICE_LIST_COUNTS.filter((count) => priceListCountConditions(filter, count) !== null);
  const counts = await countListTabs(
    db,
    FIRESTORE_COLLECTIONS.products,
    asked,
    (count) => priceListCountConditions(filter, count) ?? [],
  );
  return { all: counts.all ?? 0, unpriced: counts.unpriced ?? 0 };
}

/** The SKUs of `productIds` (the recent price changes name their products by them). */
export async function loadProductSkus(
  db: Firestore,
  productIds: readonly string[],
): Promise<ReadonlyMap<string, string>> {
  try {
    const snapshots = await Promise.all(
      queriesByIds(db, FIRESTORE_PATHS.products, productIds).map((group) => getDocs(group)),
    );
    return new Map(
      snapshots.flatMap((snap) =>
        snap.docs.flatMap((doc) => {
          const sku: unknown = doc.get('sku');
          return typeof sku === 'string' ? [[doc.id, sku] as const] : [];
        }),
      ),
    );
  } catch (error) {
    throw new AppError('prices/read-failed', { cause: error });
  }
}

export type TPriceNames = {
  readonly brands: ReadonlyMap<string, string>;
  readonly categories: ReadonlyMap<string, string>;
  readonly suppliers: ReadonlyMap<string, string>;
  /** The suppliers a price editor may link to a product (inactive ones are kept on record only). */
  readonly activeSuppliers: ReadonlySet<string>;
};

/** The names the table shows for brand, category and supplier ids, and which suppliers are active. */
export async function loadPriceNames(db: Firestore): Promise<TPriceNames> {
  try {
    const [brands, categories, suppliers] = await Promise.all(
      [FIRESTORE_PATHS.brands, FIRESTORE_PATHS.categories, FIRESTORE_PATHS.suppliers].map((path) =>
        getDocs(collection(db, path)),
      ),
    );
    const names = (snap: typeof brands) =>
      new Map(snap!.docs.map((d) => [d.id, typeof d.get('name') === 'string' ? (d.get('name') as string) : d.id]));
    return {
      brands: names(brands),
      categories: names(categories),
      suppliers: names(suppliers),
      activeSuppliers: new Set(suppliers!.docs.filter((d) => d.get('active') !== false).map((d) => d.id)),
    };
  } catch (error) {
    throw new AppError('prices/read-failed', { cause: error });
  }
}

/** The price history, newest first: one product's, or the most recent overall. */
export function subscribePriceHistory(
  db: Firestore,
  productId: string | null,
  onChange: (rows: readonly TPriceHistoryRow[]) => void,
  onError: (error: AppError) => void,
): () => void {
  const history = collection(db, FIRESTORE_PATHS.priceHistory);
  const q =
    productId === null
      ? query(history, orderBy('at', 'desc'), limit(PRICE_HISTORY_LIMIT))
      : query(history, where('product_id', '==', productId), orderBy('at', 'desc'), limit(PRICE_HISTORY_LIMIT));
  return onServerFirstSnapshot(
    q,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = ZPriceHistoryEntry.safeParse(withDates(d.data({ serverTimestamps: 'estimate' })));
          return parsed.success ? [{ ...parsed.data, id: d.id }] : [];
        }),
      ),
    (error) => onError(new AppError('prices/read-failed', { cause: error })),
  );
}

/** The latest bulk adjustments, newest first, live (their state and progress). */
export function subscribePriceBatches(
  db: Firestore,
  onChange: (rows: readonly TPriceBatch[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return onServerFirstSnapshot(
    query(collection(db, FIRESTORE_PATHS.priceBatches), orderBy('at', 'desc'), limit(PRICE_BATCHES_LIMIT)),
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = ZPriceBatch.safeParse(withDates(d.data({ serverTimestamps: 'estimate' })));
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    (error) => onError(new AppError('prices/read-failed', { cause: error })),
  );
}

/** Saves one product's costs, pricing supplier and margin (the function computes the list price). */
export async function savePrice(request: TSavePriceRequest): Promise<TSavePriceAnswer> {
  return callRoute(PRICES_ROUTES.save, request, await currentIdToken());
}

/** Every change a bulk adjustment would make, before → after, and the plan's fingerprint. */
export async function previewBulkAdjustment(request: TBulkPreviewRequest): Promise<TBulkPreview> {
  return callRoute(PRICES_ROUTES.bulkPreview, request, await currentIdToken());
}

/** Applies the previewed plan (refused when prices changed since the preview). */
export async function applyBulkAdjustment(request: TBulkApplyRequest): Promise<TBulkApplyAnswer> {
  return callRoute(PRICES_ROUTES.bulkApply, request, await currentIdToken());
}

/** Undoes a batch as one step; products changed since are left alone and listed. */
export async function undoBulkAdjustment(batchId: string): Promise<TUndoAnswer> {
  return callRoute(PRICES_ROUTES.undo, { batch_id: batchId }, await currentIdToken());
}
