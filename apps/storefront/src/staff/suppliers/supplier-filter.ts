import type { TSupplier } from '@voltia/domain';

/** Which suppliers the list shows, by status. */
export const SUPPLIER_STATUS_FILTERS = ['activos', 'inactivos', 'todos'] as const;
export type TSupplierStatusFilter = (typeof SUPPLIER_STATUS_FILTERS)[number];
export const SUPPLIER_STATUS_LABELS: Record<TSupplierStatusFilter, string> = { activos: 'Activos', inactivos: 'Inactivos', todos: 'Todos' };

export type TSupplierFilter = { readonly search: string; readonly status: TSupplierStatusFilter };

/** The list's filter from the URL (?q=…&estado=…); anything unknown reads as the default. */
export function supplierFilterFrom(params: { get: (name: string) => string | null }): TSupplierFilter {
  const status = params.get('estado');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: (SUPPLIER_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as TSupplierStatusFilter) : 'activos',
  };
}

/** Lower case without accents or extra spaces, so "electrica" finds "Eléctrica". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The suppliers matching the filter: every searched word in the name, RFC, contact, email or city. */
export function filterSuppliers(suppliers: readonly TSupplier[], filter: TSupplierFilter): TSupplier[] {
  const words = foldText(filter.search).split(' ').filter((word) => word.length > 0);
  return suppliers.filter((supplier) => {
    if (filter.status === 'activos' && !supplier.active) return false;
    if (filter.status === 'inactivos' && supplier.active) return false;
    const haystack = foldText([supplier.name, supplier.tax_id, supplier.contact_name, supplier.email, supplier.city].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
