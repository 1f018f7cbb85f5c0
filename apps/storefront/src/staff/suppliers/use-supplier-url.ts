'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useUrlFilter } from '../shell/use-url-filter';
import { SUPPLIER_URL_FILTER, suppliersHref } from './supplier-filter';

/** The list's filter and the open supplier, held in the URL (?q, ?estado, ?id): opening a supplier adds a history entry. */
export function useSupplierUrl() {
  const router = useRouter();
  const { filter, params, setFilter } = useUrlFilter(SUPPLIER_URL_FILTER);
  const open = useCallback(
    (id: string | null) => router.push(suppliersHref(filter, id), { scroll: false }),
    [router, filter],
  );
  return { filter, selected: params.get('id'), setFilter, open };
}
