import {
  foldSearchText,
  MAX_SEARCH_PREFIX,
  searchKeysCondition,
  searchTokens,
  type TSearchKeysCondition,
} from '../quote/quote-search';
import type { TPriceListProduct } from './price-list-rows';

// The /precios list as queries, like the quote inbox and the order list: a filter becomes one
// Firestore query on `products`, a page of 25 at a time, whose shape has a composite index in
// firestore.indexes.json (a test holds every shape to it). Firestore cannot ask whether a product
// has a `product-prices` document, nor search its words, so every write of a product or of its
// price stores three derived fields on `products/{id}` (priceListKeys): `priced`, the list's order
// (the unpriced first, then by SKU) and the words it is found by. A page then costs its own reads
// (26 products and their prices by id), whatever the catalogue holds.

export const PRICE_LIST_PAGE_SIZE = 25;

/** Which products by their price: all, only those without one (`sin`), only the priced (`con`). */
export const PRICE_STATE_FILTERS = ['', 'sin', 'con'] as const;
export type TPriceStateFilter = (typeof PRICE_STATE_FILTERS)[number];

/** What the list is filtered by; '' is "any". */
export type TPriceListFilter = {
  readonly brand: string;
  readonly category: string;
  readonly supplier: string;
  readonly priced: TPriceStateFilter;
  /** Words of the SKU or the description: each must begin a word of them. */
  readonly search: string;
};

/** The fields /precios queries, stored on `products/{id}` beside the product's own. */
export type TPriceListKeys = {
  /** Whether the product has a `product-prices` document. */
  readonly priced: boolean;
  /** The list's order: the unpriced first, then by SKU. */
  readonly price_list_order: string;
  /** The prefixes of the words of its SKU (also run together) and its description, folded. */
  readonly search_keys: string[];
};

const MIN_PREFIX = 2;

/** The order key: "0 " for the unpriced, "1 " for the priced, then the SKU as written. */
export function priceListOrder(sku: string, priced: boolean): string {
  return `${priced ? 1 : 0} ${sku}`;
}

/** Every prefix (2 characters and up) of the words of the SKU, of the SKU run together, and of the description. */
export function priceSearchKeys(product: Pick<TPriceListProduct, 'sku' | 'description'>): string[] {
  const compactSku = foldSearchText(product.sku).replace(/ /g, '').slice(0, MAX_SEARCH_PREFIX);
  const words = [...searchTokens(`${product.sku} ${product.description}`), compactSku];
  const keys = new Set<string>();
  for (const word of words) {
    for (let length = MIN_PREFIX; length <= word.length; length += 1) keys.add(word.slice(0, length));
  }
  return [...keys].sort();
}

/** The derived fields every write of a product, or of its price, stores on `products/{id}`. */
export function priceListKeys(
  product: Pick<TPriceListProduct, 'sku' | 'description'>,
  priced: boolean,
): TPriceListKeys {
  return {
    priced,
    price_list_order: priceListOrder(product.sku, priced),
    search_keys: priceSearchKeys(product),
  };
}

export type TPriceListCondition =
  | { readonly field: 'brand_id' | 'category_id'; readonly op: '=='; readonly value: string }
  | { readonly field: 'priced'; readonly op: '=='; readonly value: boolean }
  | { readonly field: 'supplier_ids'; readonly op: 'array-contains'; readonly value: string }
  | TSearchKeysCondition;

export type TPriceListQueryPlan = {
  readonly conditions: readonly TPriceListCondition[];
  readonly orderBy: { readonly field: 'price_list_order'; readonly direction: 'asc' };
  /** Searched words the query does not ask Firestore for: each listed product must match them too. */
  readonly residualTokens: readonly string[];
};

/**
 * The conditions of a filter. Firestore takes one array condition per query: a supplier takes it
 * (it narrows to a supplier's products), else the longest searched word; the other words are
 * checked on each row read.
 */
function listConditions(
  filter: TPriceListFilter,
  priced: TPriceStateFilter,
): { conditions: TPriceListCondition[]; residual: string[] } {
  const conditions: TPriceListCondition[] = [];
  if (filter.brand !== '') conditions.push({ field: 'brand_id', op: '==', value: filter.brand });
  if (filter.category !== '') conditions.push({ field: 'category_id', op: '==', value: filter.category });
  if (priced !== '') conditions.push({ field: 'priced', op: '==', value: priced === 'con' });
  const { condition, residual } = searchKeysCondition(filter.search);
  if (filter.supplier !== '') {
    conditions.push({ field: 'supplier_ids', op: 'array-contains', value: filter.supplier });
    return { conditions, residual: searchTokens(filter.search) };
  }
  if (condition !== null) conditions.push(condition);
  return { conditions, residual };
}

/** The query for one page of /precios. */
export function priceListQueryPlan(filter: TPriceListFilter): TPriceListQueryPlan {
  const { conditions, residual } = listConditions(filter, filter.priced);
  return { conditions, orderBy: { field: 'price_list_order', direction: 'asc' }, residualTokens: residual };
}

/** What the list counts: every product the filter keeps, and those of them without a price. */
export const PRICE_LIST_COUNTS = ['all', 'unpriced'] as const;
export type TPriceListCount = (typeof PRICE_LIST_COUNTS)[number];

/**
 * The conditions of a count under the filter (a count query, no page), or null when the filter
 * itself says the answer is 0 (no product is priced and unpriced at once). Searched words past the
 * one the query asks for are not counted out: with two or more words the count can exceed the rows.
 */
export function priceListCountConditions(
  filter: TPriceListFilter,
  count: TPriceListCount,
): readonly TPriceListCondition[] | null {
  if (count === 'all') return listConditions(filter, filter.priced).conditions;
  return filter.priced === 'con' ? null : listConditions(filter, 'sin').conditions;
}

/** Every query shape the list can ask (for the index test): equality fields, the array field, then the order. */
export function priceListQueryShapes(): {
  equality: string[];
  arrayContains: string | null;
  orderBy: TPriceListQueryPlan['orderBy'];
}[] {
  const shapes = new Map<string, ReturnType<typeof priceListQueryShapes>[number]>();
  for (const brand of ['', 'b'])
    for (const category of ['', 'c'])
      for (const supplier of ['', 's'])
        for (const priced of PRICE_STATE_FILTERS)
          for (const search of ['', 'qo120', 'interruptor 2 polos']) {
            const plan = priceListQueryPlan({ brand, category, supplier, priced, search });
            const shape = {
              equality: plan.conditions
                .filter((c) => c.op === '==')
                .map((c) => c.field)
                .sort(),
              arrayContains: plan.conditions.find((c) => c.op !== '==')?.field ?? null,
              orderBy: plan.orderBy,
            };
            shapes.set(JSON.stringify(shape), shape);
          }
  return [...shapes.values()];
}
