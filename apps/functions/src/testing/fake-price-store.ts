// The prices function's store in memory, for its unit tests. Not bundled.
import {
  AppError,
  canUndoPriceBatch,
  inPriceScope,
  type TPriceBatch,
  type TPriceBatchItem,
  type TPricedProduct,
  type TPriceHistoryEntry,
} from '@voltia/domain';
import { vi } from 'vitest';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import { handlePricesRequest } from '../prices/handle-prices-request';
import {
  PRICE_WRITES_PER_BATCH,
  type TLinkableSupplier,
  type TPriceProductRef,
  type TPricesDeps,
  type TPricesStore,
  type TStoredPrice,
} from '../prices/prices-route';

export const STOREFRONT = 'http://localhost:3000';

export function fakePriceStore(
  products: readonly TPriceProductRef[],
  prices: readonly TStoredPrice[],
  names: Readonly<Record<string, string>> = {},
  suppliers: readonly TLinkableSupplier[] = [],
) {
  const state = {
    products: new Map(products.map((product) => [product.product_id, product])),
    suppliers: new Map(suppliers.map((supplier) => [supplier.id, supplier])),
    /** How many saves linked suppliers to a product (each bumps the catalogue's version). */
    catalogueVersion: 0,
    prices: new Map<string, TStoredPrice>(prices.map((price) => [price.product_id, price])),
    history: new Map<string, TPriceHistoryEntry>(),
    batches: new Map<string, TPriceBatch>(),
    items: new Map<string, TPriceBatchItem[]>(),
    commits: [] as number[],
  };
  const store: TPricesStore = {
    save: async (productId, linkSupplierIds, decide) => {
      const linkable = new Map(
        linkSupplierIds.flatMap((id) => {
          const supplier = state.suppliers.get(id);
          return supplier === undefined ? [] : [[id, supplier] as const];
        }),
      );
      const decision = decide(state.products.get(productId), state.prices.get(productId), linkable);
      if (decision.write !== null) {
        const product = state.products.get(productId);
        if (decision.write.link.length > 0 && product !== undefined) {
          state.products.set(productId, {
            ...product,
            supplier_ids: [...product.supplier_ids, ...decision.write.link],
          });
          state.catalogueVersion += 1;
        }
        state.prices.set(productId, decision.write.price);
        state.history.set(decision.write.historyId, decision.write.history);
      }
      return decision.answer;
    },
    pricedProductsIn: async (scope) =>
      [...state.products.values()].flatMap((product) => {
        const price = state.prices.get(product.product_id);
        const inScope =
          scope.kind === 'supplier'
            ? product.supplier_ids.includes(scope.id)
            : inPriceScope({ ...product, supplier_costs: [] }, scope);
        return price === undefined || !inScope
          ? []
          : [
              {
                ...price,
                sku: product.sku,
                description: product.description,
                brand_id: product.brand_id,
                category_id: product.category_id,
              },
            ];
      }),
    scopeName: async (scope) => names[scope.id],
    createBatch: async (batch) => {
      if (state.batches.has(batch.id)) return false;
      state.batches.set(batch.id, batch);
      return true;
    },
    commitUnchanged: async (groups) => {
      const writes = groups.flatMap((group) => group.writes);
      if (writes.length > PRICE_WRITES_PER_BATCH) throw new RangeError('too many writes');
      state.commits.push(writes.length);
      const skipped: string[] = [];
      for (const group of groups) {
        if (state.prices.get(group.productId)?.updated_at.getTime() !== group.expectedUpdatedAt.getTime()) {
          skipped.push(group.productId);
          continue;
        }
        for (const write of group.writes) {
          if (write.kind === 'price') state.prices.set(write.price.product_id, write.price);
          else if (write.kind === 'history') state.history.set(write.id, write.entry);
          else state.items.set(write.batchId, [...(state.items.get(write.batchId) ?? []), write.item]);
        }
      }
      return skipped;
    },
    updateBatch: async (batchId, patch) => {
      const batch = state.batches.get(batchId);
      if (batch === undefined) throw new Error('no batch');
      state.batches.set(batchId, { ...batch, ...patch });
    },
    claimUndo: async (batchId, now) => {
      const batch = state.batches.get(batchId);
      if (batch === undefined) throw new AppError('prices/batch-not-found');
      if (!canUndoPriceBatch(batch, now)) throw new AppError('prices/batch-not-undoable');
      state.batches.set(batchId, { ...batch, state: 'undoing' });
      return batch;
    },
    batchItems: async (batchId) => state.items.get(batchId) ?? [],
    pricesOf: async (ids) =>
      new Map(
        ids.flatMap((id): [string, TPricedProduct][] => {
          const price = state.prices.get(id);
          return price === undefined ? [] : [[id, price]];
        }),
      ),
  };
  return { state, store };
}

type TLog = THandlerLogger['info'];

export function makePricesDeps(store: TPricesStore, tokens: Readonly<Record<string, TIdTokenCaller>>, now: () => Date) {
  let tail = 0;
  return {
    allowedOrigins: [STOREFRONT],
    now,
    verifyIdToken: vi.fn<TPricesDeps['verifyIdToken']>(async (token) => {
      const caller = tokens[token];
      if (caller === undefined) throw Object.assign(new Error('bad token'), { code: 'auth/argument-error' });
      return caller;
    }),
    store,
    randomTail: () => {
      tail += 1;
      return `t${String(tail).padStart(7, '0')}`;
    },
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TPricesDeps;
}

export function postPrices(deps: TPricesDeps, path: string, body: unknown, token: string | undefined) {
  return handlePricesRequest(
    {
      method: 'POST',
      path,
      origin: STOREFRONT,
      contentType: 'application/json',
      authorization: token === undefined ? undefined : `Bearer ${token}`,
      rawBody: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    },
    deps,
  );
}
