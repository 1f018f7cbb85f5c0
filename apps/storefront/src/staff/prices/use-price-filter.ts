'use client';

import type { Route } from 'next';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { priceFilterFromParams, priceFilterQuery, type TPriceFilter } from './price-table-filter';

/** The table's filter, held in the URL (pages replace the entry; a new filter pushes one). */
export function usePriceFilter(): { filter: TPriceFilter; setFilter: (next: TPriceFilter) => void } {
  const query = useSearchParams().toString();
  const router = useRouter();
  const fromUrl = useMemo(() => priceFilterFromParams(new URLSearchParams(query)), [query]);
  const [asked, setAsked] = useState<{ query: string; filter: TPriceFilter } | null>(null);
  const filter = asked !== null && asked.query === query ? asked.filter : fromUrl;
  const setFilter = useCallback(
    (next: TPriceFilter) => {
      setAsked({ query, filter: next });
      const href = `/precios${priceFilterQuery(next)}` as Route;
      if (next.search !== filter.search) router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [query, filter, router],
  );
  return { filter, setFilter };
}
