import type { Route } from 'next';
import { inboxFilterToParams, type TInboxFilter } from '@voltia/domain';

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

/**
 * How a filter change enters the browser history: refining a search as one types replaces the
 * entry (the back button should not replay every word), anything else adds one.
 */
export function inboxHistoryMode(previous: TInboxFilter, next: TInboxFilter): 'push' | 'replace' {
  const refining = previous.search.trim() !== '' && next.search.trim() !== '';
  const sameOtherwise = previous.tab === next.tab && previous.mine === next.mine && previous.sort === next.sort;
  return refining && sameOtherwise ? 'replace' : 'push';
}
