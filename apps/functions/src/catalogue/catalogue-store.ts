import type { TCatalogueProduct, TPricedProduct } from '@voltia/domain';
import type { TCatalogueChange, TCatalogueRefs, TImportPriceWrite } from './catalogue-changes';
import type { TCatalogueSnapshot } from './staff-catalogue-index';

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
  readonly readVersion: () => Promise<number>;
  readonly loadAll: () => Promise<TCatalogueSnapshot>;
  /** Brands, categories and suppliers (one read each; a few dozen documents). */
  readonly references: () => Promise<TCatalogueRefs>;
  /** Runs `body` in a transaction (retried on contention by the SDK); `readOnly` for a dry run: nothing can be written. */
  readonly transaction: <T>(
    body: (tx: TCatalogueTransaction) => Promise<T>,
    options: { readonly readOnly: boolean },
  ) => Promise<T>;
};
