'use client';

import type { Route } from 'next';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { supplierFilterFrom, type TSupplierFilter } from './supplier-filter';

/** The id in the URL of the editor of a new supplier. */
export const NEW_SUPPLIER_ID = 'nuevo';

/** The href of the suppliers screen for a filter and a selected supplier (or none). */
export function suppliersHref(filter: TSupplierFilter, selected: string | null): Route {
  const params = new URLSearchParams();
  if (filter.search.trim() !== '') params.set('q', filter.search);
  if (filter.status !== 'activos') params.set('estado', filter.status);
  if (selected !== null) params.set('id', selected);
  const query = params.toString();
  return (query === '' ? '/proveedores' : `/proveedores?${query}`) as Route;
}

/** The list's filter and the open supplier, held in the URL (?q, ?estado, ?id). */
export function useSupplierUrl() {
  const query = useSearchParams().toString();
  const router = useRouter();
  const params = useMemo(() => new URLSearchParams(query), [query]);
  const fromUrl = useMemo(() => supplierFilterFrom(params), [params]);
  // Until the URL has caught up, the filter asked for is the one in effect, so the search box keeps
  // every key typed instead of springing back while the navigation runs (as the inbox does).
  const [asked, setAsked] = useState<{ query: string; filter: TSupplierFilter } | null>(null);
  const filter = asked !== null && asked.query === query ? asked.filter : fromUrl;
  const selected = params.get('id');
  const go = useCallback(
    (nextFilter: TSupplierFilter, nextSelected: string | null, mode: 'push' | 'replace') => {
      const href = suppliersHref(nextFilter, nextSelected);
      if (mode === 'push') router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [router],
  );
  return {
    filter,
    selected,
    setFilter: (next: TSupplierFilter) => {
      setAsked({ query, filter: next });
      go(next, selected, 'replace');
    },
    open: (id: string | null) => go(filter, id, 'push'),
  };
}
