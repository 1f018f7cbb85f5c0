import type { Route } from 'next';
import { foldSearchText, searchTokens, type TSupplier } from '@voltia/domain';
import type { TUrlFilterSpec } from '../shell/url-filter';

/** Which suppliers the list shows, by status. */
export const SUPPLIER_STATUS_FILTERS = ['activos', 'inactivos', 'todos'] as const;
export type TSupplierStatusFilter = (typeof SUPPLIER_STATUS_FILTERS)[number];
export const SUPPLIER_STATUS_LABELS: Record<TSupplierStatusFilter, string> = {
  activos: 'Activos',
  inactivos: 'Inactivos',
  todos: 'Todos',
};

export type TSupplierFilter = { readonly search: string; readonly status: TSupplierStatusFilter };

/** The list's filter from the URL (?q=…&estado=…); anything unknown reads as the default. */
export function supplierFilterFrom(params: { get: (name: string) => string | null }): TSupplierFilter {
  const status = params.get('estado');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: (SUPPLIER_STATUS_FILTERS as readonly string[]).includes(status ?? '')
      ? (status as TSupplierStatusFilter)
      : 'activos',
  };
}

/** The suppliers matching the filter: every searched word in the name, RFC, contact, email or city. */
export function filterSuppliers(suppliers: readonly TSupplier[], filter: TSupplierFilter): TSupplier[] {
  const words = searchTokens(filter.search);
  return suppliers.filter((supplier) => {
    if (filter.status === 'activos' && !supplier.active) return false;
    if (filter.status === 'inactivos' && supplier.active) return false;
    const haystack = foldSearchText(
      [supplier.name, supplier.tax_id, supplier.contact_name, supplier.email, supplier.city].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

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

/** The list's filter in its URL, for useUrlFilter; the URL also holds the open supplier (?id), which a new filter keeps. */
export const SUPPLIER_URL_FILTER: TUrlFilterSpec<TSupplierFilter> = {
  read: supplierFilterFrom,
  href: (filter, params) => suppliersHref(filter, params.get('id')),
};
