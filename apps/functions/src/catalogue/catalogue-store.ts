import type { TCatalogueMark } from '@voltia/catalogue-search';
import type { TCatalogueProduct, TCategory, TPricedProduct } from '@voltia/domain';
import type { TCatalogueChange, TCatalogueRefs, TImportPriceWrite } from './catalogue-changes';

/** Every product and category, as a cold start reads them. */
export type TCatalogueSnapshot = {
  readonly products: readonly TCatalogueProduct[];
  readonly categories: readonly Pick<TCategory, 'id' | 'name'>[];
  /** 'snapshot': `catalogue-snapshot`, the unpublished products and the changes since; 'whole': one read per product. */
  readonly source?: 'snapshot' | 'whole';
  /** Documents read, as Firestore bills them. */
  readonly read?: number;
};

/** Reads inside one catalogue transaction (each a Firestore read per document). */
export type TCatalogueTransaction = {
  /** Stored products by id (absent: no such product). */
  readonly products: (ids: readonly string[]) => Promise<ReadonlyMap<string, TCatalogueProduct>>;
  /** The product holding each SKU key, through `product-skus/{key}` (absent: the SKU is free). */
  readonly skuOwners: (keys: readonly string[]) => Promise<ReadonlyMap<string, TCatalogueProduct>>;
  /**
   * The suppliers among `ids` that exist, read in this transaction; when the transaction then
   * writes changes, each one found is rewritten unchanged with them, so a supplier deleted at the
   * same moment conflicts with this transaction instead of ending up linked by a product (decision 012).
   */
  readonly lockSuppliers: (ids: readonly string[]) => Promise<ReadonlySet<string>>;
  /** The stored prices (`product-prices/{id}`) of these products, read in this transaction (absent: no price). */
  readonly prices: (ids: readonly string[]) => Promise<ReadonlyMap<string, TPricedProduct>>;
  /**
   * Queues the writes of `changes` and one bump of `catalogue-state/current`, and each price an
   * import row sets with its history entry; committed with the transaction.
   */
  readonly write: (changes: readonly TCatalogueChange[], now: Date, prices?: readonly TImportPriceWrite[]) => void;
};

/** The catalogue function's Firestore, behind an interface so the handlers are tested with a fake. */
export type TCatalogueStore = {
  /** `catalogue-state/current`: one document read. */
  readonly readMark: () => Promise<TCatalogueMark<unknown>>;
  /**
   * Every product and category as of `mark` (read before) or later: the snapshot of the mark's epoch
   * (a few dozen documents), the unpublished products and the changes since the snapshot; or, with
   * no usable snapshot, one read per product.
   */
  readonly loadAll: (mark: TCatalogueMark<unknown>) => Promise<TCatalogueSnapshot>;
  /** The products written through the functions after `since` (a mark's `changedAt`; null: all of them), published or not. */
  readonly changedSince: (since: unknown) => Promise<readonly TCatalogueProduct[]>;
  /** Brands, categories and suppliers (one read each; a few dozen documents). */
  readonly references: () => Promise<TCatalogueRefs>;
  /** Runs `body` in a transaction (retried on contention by the SDK); `readOnly` for a dry run: nothing can be written. */
  readonly transaction: <T>(
    body: (tx: TCatalogueTransaction) => Promise<T>,
    options: { readonly readOnly: boolean },
  ) => Promise<T>;
};
