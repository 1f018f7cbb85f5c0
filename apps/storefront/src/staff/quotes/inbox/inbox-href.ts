import type { Route } from 'next';
import { inboxFilterFromParams, inboxFilterToParams, type TInboxFilter } from '@voltia/domain';
import type { TUrlFilterSpec } from '../../shell/url-filter';

// The inbox's filter lives in its URL (?estado=&mias=1&q=&orden=espera), so a view can be shared
// and the back button steps through the views.

const INBOX_PATH = '/cotizacion';

/** The filter as a query string, defaults left out: also the key a page stack belongs to. */
export function inboxQueryString(filter: TInboxFilter): string {
  return new URLSearchParams(inboxFilterToParams(filter)).toString();
}

/** The inbox's address for a filter. */
export function inboxHref(filter: TInboxFilter): Route {
  const query = inboxQueryString(filter);
  return (query === '' ? INBOX_PATH : `${INBOX_PATH}?${query}`) as Route;
}

/** The inbox's view in its URL, for useUrlFilter. */
export const INBOX_URL_FILTER: TUrlFilterSpec<TInboxFilter> = { read: inboxFilterFromParams, href: inboxHref };
