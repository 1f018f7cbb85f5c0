import type {
  Result,
  TBulkApplyAnswer,
  TBulkPreview,
  TPriceActor,
  TPriceBatch,
  TPriceBatchItem,
  TPricedProduct,
  TPriceHistoryEntry,
  TPriceListProduct,
  TPriceScope,
  TSavePriceAnswer,
  TUndoAnswer,
} from '@voltia/domain';
import type { THttpErrorCode } from '../http/http-error';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';

/** What the prices function needs of a product: the domain's price-list product (the facts a price repeats, and its linked suppliers). */
export type TPriceProductRef = TPriceListProduct;

/** A `product-prices` document as the function writes it. */
export type TStoredPrice = TPricedProduct & { readonly updated_by: TPriceActor };

/** One write of a bulk apply or an undo (the store commits at most PRICE_WRITES_PER_BATCH at once). */
export type TPriceWrite =
  | { readonly kind: 'price'; readonly price: TStoredPrice }
  | { readonly kind: 'history'; readonly id: string; readonly entry: TPriceHistoryEntry }
  | { readonly kind: 'item'; readonly batchId: string; readonly item: TPriceBatchItem };

/**
 * One product's writes in a bulk apply or an undo, made only while its price is still the one the
 * plan read (`expectedUpdatedAt`): a price saved meanwhile is left alone and reported, never
 * overwritten (docs/decisions/012-price-and-history-concurrency.md).
 */
export type TGuardedPriceWrites = {
  readonly productId: string;
  readonly expectedUpdatedAt: Date;
  readonly writes: readonly TPriceWrite[];
};

/** Firestore's limit is 500 writes per batch; stay well under it. */
export const PRICE_WRITES_PER_BATCH = 400;

/**
 * What a save transaction decides from the product and its current price: a write, or nothing
 * (unchanged). `link` names suppliers to add to the product's `supplier_ids` in the same commit.
 */
export type TSaveDecision<T> = {
  readonly write: {
    readonly price: TStoredPrice;
    readonly history: TPriceHistoryEntry;
    readonly historyId: string;
    readonly link: readonly string[];
  } | null;
  readonly answer: T;
};

/** A supplier as a save that links it reads it in its transaction. */
export type TLinkableSupplier = { readonly id: string; readonly active: boolean };

export type TPricesStore = {
  /**
   * Reads the product, its price and the suppliers `linkSupplierIds` names in one transaction and
   * writes what `decide` says (it throws AppErrors to refuse). A write that links suppliers also
   * updates the product (its `supplier_ids` and `updated_at`), bumps the catalogue's version, and
   * rewrites each linked supplier unchanged, so a delete of one cannot commit alongside the link
   * (decision 012).
   */
  readonly save: <T>(
    productId: string,
    linkSupplierIds: readonly string[],
    decide: (
      product: TPriceProductRef | undefined,
      current: TPricedProduct | undefined,
      suppliers: ReadonlyMap<string, TLinkableSupplier>,
    ) => TSaveDecision<T>,
  ) => Promise<T>;
  /** Every priced product in the scope, its facts fresh from `products` (brand, category, or linked supplier). */
  readonly pricedProductsIn: (scope: TPriceScope) => Promise<TPricedProduct[]>;
  /** The brand's, category's or supplier's name; undefined when there is none. */
  readonly scopeName: (scope: TPriceScope) => Promise<string | undefined>;
  /** Creates the batch document; false when it already exists (the same preview applied twice). */
  readonly createBatch: (batch: TPriceBatch) => Promise<boolean>;
  /**
   * In one transaction: reads the products' prices and commits the writes of each one whose price
   * is still at its `expectedUpdatedAt` (at most PRICE_WRITES_PER_BATCH writes in all); answers the
   * ids of the products left alone because their price changed (or went) since.
   */
  readonly commitUnchanged: (groups: readonly TGuardedPriceWrites[]) => Promise<string[]>;
  readonly updateBatch: (batchId: string, patch: Partial<TPriceBatch>) => Promise<void>;
  /** In one transaction: the batch, moved to 'undoing' when it may be undone at `now` (canUndoPriceBatch; refused otherwise). */
  readonly claimUndo: (batchId: string, now: Date) => Promise<TPriceBatch>;
  readonly batchItems: (batchId: string) => Promise<TPriceBatchItem[]>;
  readonly pricesOf: (productIds: readonly string[]) => Promise<Map<string, TPricedProduct>>;
};

export type TPricesDeps = {
  readonly allowedOrigins: readonly string[];
  readonly now: () => Date;
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly store: TPricesStore;
  /** A random id tail for history entries. */
  readonly randomTail: () => string;
  readonly logger: THandlerLogger;
};

/** What the routes answer (200): the domain's contract (PRICES_ROUTES). */
export type TPricesAnswer = TSavePriceAnswer | TBulkPreview | TBulkApplyAnswer | TUndoAnswer;

export type TPriceRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly fields?: readonly string[];
};

export type TPriceRoute = (
  caller: TIdTokenCaller,
  actor: TPriceActor,
  body: unknown,
  deps: TPricesDeps,
) => Promise<Result<TPricesAnswer, TPriceRefusal>>;

/** History ids sort as the entries were written (the quotes' scheme): the instant, the order within one write, a random tail. */
export function priceHistoryId(at: Date, index: number, tail: string): string {
  return `${String(at.getTime()).padStart(15, '0')}-${String(index).padStart(5, '0')}-${tail.slice(0, 8)}`;
}
