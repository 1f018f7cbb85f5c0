import { collection, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { onServerFirstSnapshot } from '../server-first-snapshot';
import {
  AppError,
  PRICES_ROUTES,
  pricedProductFrom,
  priceListProductOf,
  priceListRows,
  ZPriceBatch,
  ZPriceHistoryEntry,
  type TBulkApplyAnswer,
  type TBulkApplyRequest,
  type TBulkPreview,
  type TBulkPreviewRequest,
  type TPriceBatch,
  type TPricedProduct,
  type TPriceListProduct,
  type TPriceListRow,
  type TPriceHistoryEntry,
  type TSavePriceAnswer,
  type TSavePriceRequest,
  type TUndoAnswer,
} from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { withDates } from '../firestore-dates';
import { FIRESTORE_PATHS } from '../firestore-paths';
import { callRoute } from '../functions-api';

// The /precios screen's data: every product's price live from `product-prices`
// (staff only by the rules), names of brands, categories and suppliers, the price history and the
// bulk batches; every change goes through the prices function.

/** How many history entries and batches the screen shows. */
export const PRICE_HISTORY_LIMIT = 50;
export const PRICE_BATCHES_LIMIT = 10;

export type TPriceHistoryRow = TPriceHistoryEntry & { readonly id: string };

/** Every product's price, live, sorted by SKU; documents that are not prices are skipped (and counted). */
export function subscribePriceRows(
  db: Firestore,
  onChange: (rows: readonly TPricedProduct[], unreadable: number) => void,
  onError: (error: AppError) => void,
): () => void {
  return onServerFirstSnapshot(
    collection(db, FIRESTORE_PATHS.productPrices),
    (snap) => {
      let unreadable = 0;
      const rows = snap.docs.flatMap((d) => {
        try {
          return [pricedProductFrom(withDates(d.data({ serverTimestamps: 'estimate' })))];
        } catch {
          unreadable += 1;
          return [];
        }
      });
      rows.sort((a, b) => a.sku.localeCompare(b.sku, 'es') || a.product_id.localeCompare(b.product_id));
      onChange(rows, unreadable);
    },
    (error) => onError(new AppError('prices/read-failed', { cause: error })),
  );
}

/**
 * Every catalogue product with its price, live: `products` (staff read every one,
 * published or not) and `product-prices`, joined by the domain's priceListRows once both have
 * answered: products without a price first, then the priced, each by SKU. What it costs in reads:
 * one per product and one per price on open, then one per document that changes.
 */
export function subscribePriceListRows(
  db: Firestore,
  onChange: (rows: readonly TPriceListRow[]) => void,
  onError: (error: AppError) => void,
): () => void {
  let products: TPriceListProduct[] | undefined;
  let prices: readonly TPricedProduct[] | undefined;
  let failed = false;
  const fail = (error: AppError) => {
    if (failed) return;
    failed = true;
    onError(error);
  };
  const emit = () => {
    if (!failed && products !== undefined && prices !== undefined) onChange(priceListRows(products, prices));
  };
  const stopProducts = onServerFirstSnapshot(
    collection(db, FIRESTORE_PATHS.products),
    (snap) => {
      products = snap.docs.flatMap((d) => {
        const product = priceListProductOf(d.id, d.data());
        return product === undefined ? [] : [product];
      });
      emit();
    },
    (error) => fail(new AppError('prices/read-failed', { cause: error })),
  );
  const stopPrices = subscribePriceRows(
    db,
    (rows) => {
      prices = rows;
      emit();
    },
    fail,
  );
  return () => {
    stopProducts();
    stopPrices();
  };
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
