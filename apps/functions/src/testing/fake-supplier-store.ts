// An in-memory supplier store for the suppliers function's unit tests. Not bundled.
import type { TSupplier } from '@voltia/domain';
import { vi } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import { handleSuppliersRequest } from '../suppliers/handle-suppliers-request';
import type { TSuppliersDeps } from '../suppliers/supplier-route';
import type { TRunSupplierTransaction, TSupplierTransaction } from '../suppliers/supplier-transaction';

/**
 * Suppliers in a map and products' supplier_ids, with a transaction that applies its writes only
 * when the work resolves (a refusal thrown inside writes nothing); `writes` logs committed writes.
 */
export function fakeSupplierStore(
  seed: { suppliers?: readonly TSupplier[]; productSupplierIds?: readonly (readonly string[])[] } = {},
) {
  const suppliers = new Map((seed.suppliers ?? []).map((supplier) => [supplier.id, supplier]));
  const products = seed.productSupplierIds ?? [];
  const writes: { kind: 'put' | 'delete'; id: string }[] = [];
  const runTransaction: TRunSupplierTransaction = async (work) => {
    const pending: (() => void)[] = [];
    const tx: TSupplierTransaction = {
      getSupplier: async (id) => suppliers.get(id),
      supplierIdsWithRfc: async (rfc) =>
        [...suppliers.values()].filter((supplier) => supplier.tax_id === rfc).map((supplier) => supplier.id),
      countLinkedProducts: async (id) => products.filter((ids) => ids.includes(id)).length,
      putSupplier: (supplier) => {
        pending.push(() => {
          suppliers.set(supplier.id, supplier);
          writes.push({ kind: 'put', id: supplier.id });
        });
      },
      deleteSupplier: (id) => {
        pending.push(() => {
          suppliers.delete(id);
          writes.push({ kind: 'delete', id });
        });
      },
    };
    const result = await work(tx);
    for (const write of pending) write();
    return result;
  };
  return { suppliers, writes, runTransaction };
}

type TLog = THandlerLogger['info'];
export const SUPPLIERS_STOREFRONT = 'http://localhost:3000';

/** Fakes for every dependency; `tokens` maps an ID token to the caller it verifies as. */
export function makeSuppliersDeps(
  store: ReturnType<typeof fakeSupplierStore>,
  tokens: Readonly<Record<string, TIdTokenCaller>>,
  now: Date,
) {
  return {
    allowedOrigins: [SUPPLIERS_STOREFRONT],
    now: () => now,
    verifyIdToken: vi.fn<TSuppliersDeps['verifyIdToken']>(async (token) => {
      const caller = tokens[token];
      if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return caller;
    }),
    runTransaction: store.runTransaction,
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TSuppliersDeps;
}

/** POSTs `body` to a route of the suppliers function the way the storefront does. */
export function postSuppliers(deps: TSuppliersDeps, path: string, body: unknown, token: string | undefined) {
  return handleSuppliersRequest(
    {
      method: 'POST',
      path,
      origin: SUPPLIERS_STOREFRONT,
      contentType: 'application/json',
      authorization: token === undefined ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    },
    deps,
  );
}
