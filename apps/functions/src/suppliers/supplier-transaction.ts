import type { TSupplier } from '@voltia/domain';

/** What a suppliers route reads and writes inside one transaction (all reads before the first write, as Firestore requires). */
export type TSupplierTransaction = {
  readonly getSupplier: (id: string) => Promise<TSupplier | undefined>;
  /** Ids of the suppliers holding this (normalised) RFC. */
  readonly supplierIdsWithRfc: (rfc: string) => Promise<readonly string[]>;
  /** How many products list this supplier in `supplier_ids`. */
  readonly countLinkedProducts: (id: string) => Promise<number>;
  readonly putSupplier: (supplier: TSupplier) => void;
  readonly deleteSupplier: (id: string) => void;
};

export type TRunSupplierTransaction = <T>(work: (tx: TSupplierTransaction) => Promise<T>) => Promise<T>;
