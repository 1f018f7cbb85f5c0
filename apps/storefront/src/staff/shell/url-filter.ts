import type { Route } from 'next';

/** A back-office list's view as its URL holds it: at least the words searched for. */
export type TSearchFilter = { readonly search: string };

/** How a list reads its view from the URL and writes it back (module-level functions: useUrlFilter keeps them as given). */
export type TUrlFilterSpec<TFilter extends TSearchFilter> = {
  readonly read: (params: URLSearchParams) => TFilter;
  /** The URL of a view; `params` are the current ones, for what the URL holds besides the view (an open editor). */
  readonly href: (filter: TFilter, params: URLSearchParams) => Route;
};

/**
 * How a change of a list's view enters the browser history: refining a search as one types replaces
 * the entry (Back should not replay every word); starting or clearing a search, or any other change
 * (a tab, a select, a page), adds one.
 */
export function filterHistoryMode<TFilter extends TSearchFilter>(previous: TFilter, next: TFilter): 'push' | 'replace' {
  const refining = previous.search.trim() !== '' && next.search.trim() !== '';
  if (!refining) return 'push';
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  keys.delete('search');
  for (const key of keys) {
    if (!Object.is(previous[key as keyof TFilter], next[key as keyof TFilter])) return 'push';
  }
  return 'replace';
}
