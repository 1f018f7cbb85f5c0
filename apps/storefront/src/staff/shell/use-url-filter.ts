'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { filterHistoryMode, type TSearchFilter, type TUrlFilterSpec } from './url-filter';

/**
 * The view of a back-office list (catalogue, inbox, prices, suppliers), held in the URL so that it
 * can be shared and the back button follows it (filterHistoryMode says when a change adds an entry).
 * Until the URL has caught up, the view asked for is the one in effect, so a checkbox, a select or
 * the search box answers at once instead of springing back while the navigation runs.
 */
export function useUrlFilter<TFilter extends TSearchFilter>(
  spec: TUrlFilterSpec<TFilter>,
): { filter: TFilter; params: URLSearchParams; setFilter: (next: TFilter) => void } {
  const query = useSearchParams().toString();
  const router = useRouter();
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const { read, href } = spec;
  const fromUrl = useMemo(() => read(params), [read, params]);
  // Asked for while the URL was `query`; any change of the URL (this one arriving, the back button) ends it.
  const [asked, setAsked] = useState<{ query: string; filter: TFilter } | null>(null);
  const filter = asked !== null && asked.query === query ? asked.filter : fromUrl;
  const setFilter = useCallback(
    (next: TFilter) => {
      setAsked({ query, filter: next });
      const to = href(next, params);
      if (filterHistoryMode(filter, next) === 'replace') router.replace(to, { scroll: false });
      else router.push(to, { scroll: false });
    },
    [query, params, filter, href, router],
  );
  return { filter, params, setFilter };
}
