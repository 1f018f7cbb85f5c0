import type { Route } from 'next';
import { orderListFilterFromParams, orderListFilterToParams, type TOrderListFilter } from '@voltia/domain';
import type { TUrlFilterSpec } from '../shell/url-filter';

// The order list's view lives in its URL (?estado=&q=), like the quote inbox's, so a view can be
// shared and the back button steps through the views.

const ORDER_LIST_PATH = '/pedidos';

/** The filter as a query string, defaults left out: also the key a page stack belongs to. */
export function orderListQueryString(filter: TOrderListFilter): string {
  return new URLSearchParams(orderListFilterToParams(filter)).toString();
}

/** The order list's address for a filter. */
export function orderListHref(filter: TOrderListFilter): Route {
  const query = orderListQueryString(filter);
  return (query === '' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?${query}`) as Route;
}

/** The path of one order's staff page. */
export const staffOrderPath = (orderId: string) => `/pedidos/${encodeURIComponent(orderId)}` as Route;

/** The order list's view in its URL, for useUrlFilter. */
export const ORDER_LIST_URL_FILTER: TUrlFilterSpec<TOrderListFilter> = {
  read: orderListFilterFromParams,
  href: orderListHref,
};
