'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { catalogueFilterFromParams, catalogueHistoryMode, catalogueHref, type TCatalogueFilter } from './catalogue-filter';

/**
 * The table's view, read from the URL; a change goes to the URL (and so to the history). Until the
 * URL has caught up, the view asked for is the one in effect (as the inbox's useInboxFilter).
 */
export function useCatalogueFilter(): { filter: TCatalogueFilter; setFilter: (next: TCatalogueFilter) => void } {
  const query = useSearchParams().toString();
  const router = useRouter();
  const fromUrl = useMemo(() => catalogueFilterFromParams(new URLSearchParams(query)), [query]);
  const [asked, setAsked] = useState<{ query: string; filter: TCatalogueFilter } | null>(null);
  const filter = asked !== null && asked.query === query ? asked.filter : fromUrl;
  const setFilter = useCallback(
    (next: TCatalogueFilter) => {
      setAsked({ query, filter: next });
      const href = catalogueHref(next);
      if (catalogueHistoryMode(filter, next) === 'replace') router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [query, filter, router],
  );
  return { filter, setFilter };
}
