import type { Firestore } from 'firebase/firestore';
import {
  AppError,
  FIRESTORE_COLLECTIONS,
  ORDER_LIST_PAGE_SIZE,
  ORDER_LIST_TABS,
  ZOrderDocument,
  orderListCountConditions,
  type TOrderDocument,
  type TOrderListFilter,
  type TOrderListQueryPlan,
  type TOrderListTab,
} from '@voltia/domain';
import type { TStoredOrder } from '../orders/order-repository';
import {
  countListTabs,
  readListPage,
  subscribeListPage,
  type TListCursor,
  type TListPage,
  type TSearchedList,
} from './searched-list';

// The staff order list (/pedidos), read as the quote inbox reads its pages (searched-list.ts): a
// plan from the domain, one query per page, one count query per tab.

/** Where the next page starts: the last document of this one (opaque to callers). */
export type TOrderListCursor = TListCursor;

export type TOrderListPage = TListPage<TStoredOrder>;

const ORDERS: TSearchedList<TOrderDocument> = {
  collection: FIRESTORE_COLLECTIONS.orders,
  schema: ZOrderDocument,
  readFailed: 'staff/orders-read-failed',
};

/**
 * One page of the staff order list, live (one listener), newest first: ORDER_LIST_PAGE_SIZE orders
 * after `cursor`. The page waits for the server's first answer (a cache holding a few orders would
 * otherwise flash a short page), then follows every change.
 */
export function subscribeOrderListPage(
  db: Firestore,
  plan: TOrderListQueryPlan,
  cursor: TOrderListCursor | null,
  onChange: (page: TOrderListPage) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribeListPage(db, ORDERS, plan, cursor, ORDER_LIST_PAGE_SIZE, onChange, onError);
}

/** One page of the list read once, without a listener (the CSV export walks every page with it). */
export function readOrderListPage(
  db: Firestore,
  plan: TOrderListQueryPlan,
  cursor: TOrderListCursor | null,
  pageSize: number = ORDER_LIST_PAGE_SIZE,
): Promise<TOrderListPage> {
  return readListPage(db, ORDERS, plan, cursor, pageSize);
}

/** How many orders each tab holds under the search: one count query per tab. */
export async function countOrderListTabs(
  db: Firestore,
  filter: TOrderListFilter,
): Promise<Record<TOrderListTab, number>> {
  try {
    return await countListTabs(db, FIRESTORE_COLLECTIONS.orders, ORDER_LIST_TABS, (tab) =>
      orderListCountConditions(filter, tab),
    );
  } catch (error) {
    throw new AppError('staff/orders-count-failed', { cause: error });
  }
}
