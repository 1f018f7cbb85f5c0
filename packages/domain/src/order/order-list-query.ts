import { z } from 'zod';
import { searchKeysCondition, type TSearchKeysCondition } from '../quote/quote-search';
import { ZWellFormedText } from '../text/well-formed-text';
import { ORDER_STATUSES, type TOrderStatus } from './order-status';

// The staff order list as queries, like the quote inbox (quote/inbox-query.ts): a tab by status
// and a search become one Firestore query, newest first, whose shape has a composite index in
// firestore.indexes.json (a test holds every shape to it). The plan itself is pure.

export const ORDER_LIST_PAGE_SIZE = 25;

export const ORDER_LIST_TABS = ['all', ...ORDER_STATUSES] as const;
export type TOrderListTab = (typeof ORDER_LIST_TABS)[number];

export const ORDER_LIST_TAB_LABELS: Readonly<Record<TOrderListTab, string>> = {
  all: 'Todos',
  confirmed: 'Confirmados',
  preparing: 'En preparación',
  shipped: 'Enviados',
  delivered: 'Entregados',
  cancelled: 'Cancelados',
};

export const ZOrderListFilter = z.object({
  tab: z.enum(ORDER_LIST_TABS).catch('all'),
  search: ZWellFormedText.max(100).catch(''),
});
export type TOrderListFilter = z.infer<typeof ZOrderListFilter>;

export const DEFAULT_ORDER_LIST_FILTER: TOrderListFilter = { tab: 'all', search: '' };

/** Reads the filter from the page's URL (?estado=&q=), forgiving anything unknown. */
export function orderListFilterFromParams(params: { get(name: string): string | null }): TOrderListFilter {
  return ZOrderListFilter.parse({ tab: params.get('estado') ?? undefined, search: params.get('q') ?? undefined });
}

/** The filter as URL parameters (defaults left out), the inverse of orderListFilterFromParams. */
export function orderListFilterToParams(filter: TOrderListFilter): Record<string, string> {
  return {
    ...(filter.tab === 'all' ? {} : { estado: filter.tab }),
    ...(filter.search.trim() === '' ? {} : { q: filter.search.trim() }),
  };
}

export type TOrderListCondition =
  { readonly field: 'status'; readonly op: '=='; readonly value: TOrderStatus } | TSearchKeysCondition;

export type TOrderListQueryPlan = {
  readonly conditions: readonly TOrderListCondition[];
  /** Always the newest first. */
  readonly orderBy: { readonly field: 'created_at'; readonly direction: 'desc' };
  /** Searched words the query does not ask Firestore for: each shown order must match them too. */
  readonly residualTokens: readonly string[];
};

/** The conditions of a tab under the search; the longest searched word is asked of Firestore, as it narrows the most. */
function listConditions(search: string, tab: TOrderListTab): { conditions: TOrderListCondition[]; residual: string[] } {
  const conditions: TOrderListCondition[] = [];
  if (tab !== 'all') conditions.push({ field: 'status', op: '==', value: tab });
  const { condition, residual } = searchKeysCondition(search);
  if (condition !== null) conditions.push(condition);
  return { conditions, residual };
}

/** The query for one page of the order list. */
export function orderListQueryPlan(filter: TOrderListFilter): TOrderListQueryPlan {
  const { conditions, residual } = listConditions(filter.search, filter.tab);
  return { conditions, orderBy: { field: 'created_at', direction: 'desc' }, residualTokens: residual };
}

/** The conditions that count one tab's orders under the search (for the tab badges). */
export function orderListCountConditions(filter: TOrderListFilter, tab: TOrderListTab): readonly TOrderListCondition[] {
  return listConditions(filter.search, tab).conditions;
}

/** Every query shape the order list can ask (for the index test): fields filtered, then the order. */
export function orderListQueryShapes(): {
  equality: string[];
  arrayContains: boolean;
  orderBy: TOrderListQueryPlan['orderBy'];
}[] {
  const shapes = new Map<string, ReturnType<typeof orderListQueryShapes>[number]>();
  for (const tab of ['all', 'confirmed'] as const) {
    for (const search of ['', 'norte', '123', 'obra norte']) {
      const plan = orderListQueryPlan({ tab, search });
      const shape = {
        equality: plan.conditions
          .filter((c) => c.op === '==')
          .map((c) => c.field)
          .sort(),
        arrayContains: plan.conditions.some((c) => c.field === 'search_keys'),
        orderBy: plan.orderBy,
      };
      shapes.set(JSON.stringify(shape), shape);
    }
  }
  return [...shapes.values()];
}
