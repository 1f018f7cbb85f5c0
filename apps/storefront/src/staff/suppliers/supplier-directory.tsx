'use client';

import type { Route } from 'next';
import Link from 'next/link';
import { useId, useMemo, useState } from 'react';
import { formatPhoneMx, type TSupplier } from '@voltia/domain';
import { inputClass, primaryButtonClass } from '@/shared/ui/text-field';
import { brandNameMap, supplierExportStatusText, supplierTable } from './supplier-csv';
import { SupplierEditor } from './supplier-editor';
import {
  NEW_SUPPLIER_ID,
  SUPPLIER_STATUS_FILTERS,
  SUPPLIER_STATUS_LABELS,
  filterSuppliers,
  suppliersHref,
  type TSupplierStatusFilter,
} from './supplier-filter';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { LiveError } from '@/shared/ui/live-content';
import { useSupplierUrl } from './use-supplier-url';
import { useSupplierChoices, useSuppliers } from './use-suppliers';
import { ListExportButtons } from '../list-export-buttons';
import { useListExport } from '../use-list-export';

/**
 * /proveedores: every supplier (searched by name, RFC or contact, filtered active/inactive, exported
 * as CSV) and, beside the list on wide screens or instead of it on narrow ones, the open supplier's
 * editor, its deactivation and deletion, and its products with its cost for each.
 */
export function SupplierDirectory() {
  const [attempt, setAttempt] = useState(0);
  const state = useSuppliers(attempt);
  const choices = useSupplierChoices();
  const { filter: urlFilter, selected, setFilter, open } = useSupplierUrl();
  // The search box's own text: what is typed shows at once; the URL follows it.
  const [searchText, setSearchText] = useState(urlFilter.search);
  const filter = useMemo(() => ({ ...urlFilter, search: searchText }), [urlFilter, searchText]);
  const searchId = useId();
  const statusId = useId();
  const headingId = useId();

  const suppliers = state.status === 'ready' ? state.suppliers : null;
  const shown = useMemo(() => (suppliers === null ? [] : filterSuppliers(suppliers, filter)), [suppliers, filter]);
  const selectedSupplier = suppliers?.find((supplier) => supplier.id === selected) ?? null;
  const panelOpen = selected !== null;

  // The suppliers shown are all in memory: the export's read is theirs.
  const exporter = useListExport<readonly TSupplier[], TSupplier>({
    read: (rows) => Promise.resolve({ rows, capped: false }),
    table: (rows) => supplierTable(rows, brandNameMap(choices.brands)),
    fileBase: 'proveedores',
    failure: 'staff/suppliers-export-failed',
  });

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Proveedores</h1>
          <p className="mt-1 text-sm text-slate-600">
            Sus datos fiscales y de contacto, las marcas que surten y sus productos con el costo de cada uno.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {suppliers === null ? null : (
            <ListExportButtons
              state={exporter.state}
              tone="secondary"
              onExport={(kind) => exporter.exportFile(shown, kind)}
            />
          )}
          <Link href={suppliersHref(filter, NEW_SUPPLIER_ID)} scroll={false} className={primaryButtonClass}>
            Nuevo proveedor
          </Link>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="export-status">
        {supplierExportStatusText(exporter.state)}
      </p>

      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby={headingId} className={panelOpen ? 'hidden xl:block' : undefined}>
          <h2 id={headingId} className="sr-only">
            Lista de proveedores
          </h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
                Buscar
              </label>
              <input
                id={searchId}
                type="search"
                className={inputClass}
                placeholder="Nombre, RFC o contacto"
                value={searchText}
                maxLength={100}
                onChange={(event) => {
                  setSearchText(event.target.value);
                  setFilter({ ...filter, search: event.target.value });
                }}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={statusId} className="text-sm font-semibold text-slate-800">
                Estado
              </label>
              <select
                id={statusId}
                className={`${inputClass} min-h-11 sm:w-auto`}
                value={filter.status}
                onChange={(event) => setFilter({ ...filter, status: event.target.value as TSupplierStatusFilter })}
              >
                {SUPPLIER_STATUS_FILTERS.map((status) => (
                  <option key={status} value={status}>
                    {SUPPLIER_STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <p role="status" className="sr-only">
            {suppliers === null
              ? ''
              : shown.length === 1
                ? '1 proveedor en la lista.'
                : `${shown.length} proveedores en la lista.`}
          </p>
          <div className="mt-4" data-testid="supplier-list">
            {state.status === 'error' ? (
              <LiveError
                error={state.error}
                onRetry={() => setAttempt((count) => count + 1)}
                testId="suppliers-error"
              />
            ) : suppliers === null ? (
              <ListSkeleton of="suppliers" />
            ) : shown.length === 0 ? (
              <ListEmpty
                title={
                  suppliers.length === 0 ? 'Aún no hay proveedores.' : 'Ningún proveedor coincide con la búsqueda.'
                }
                hint={
                  suppliers.length === 0
                    ? 'Agrega el primero con «Nuevo proveedor».'
                    : 'Revisa lo que escribiste o cambia el estado.'
                }
                testId="suppliers-empty"
              />
            ) : (
              <ul className="flex flex-col gap-2">
                {shown.map((supplier) => (
                  <SupplierListItem
                    key={supplier.id}
                    supplier={supplier}
                    current={supplier.id === selected}
                    href={suppliersHref(filter, supplier.id)}
                  />
                ))}
              </ul>
            )}
          </div>
        </section>

        {panelOpen ? (
          <section aria-label="Proveedor" className="min-w-0">
            <Link
              href={suppliersHref(filter, null)}
              scroll={false}
              className="mb-3 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-2 hover:underline xl:hidden"
            >
              ← Volver a la lista
            </Link>
            {selected === NEW_SUPPLIER_ID ? (
              <SupplierEditor
                key="nuevo"
                supplier={null}
                choices={choices}
                onSaved={(id) => open(id)}
                onGone={() => open(null)}
              />
            ) : suppliers === null ? (
              <ListSkeleton of="suppliers" label="Cargando el proveedor…" />
            ) : selectedSupplier === null ? (
              <ListEmpty
                title="Este proveedor ya no existe."
                hint="Puede que otra persona lo haya eliminado. Elige otro de la lista."
                testId="suppliers-empty"
              />
            ) : (
              <SupplierEditor
                key={selectedSupplier.id}
                supplier={selectedSupplier}
                choices={choices}
                onSaved={(id) => open(id)}
                onGone={() => open(null)}
              />
            )}
          </section>
        ) : (
          <div className="hidden rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600 xl:block">
            Elige un proveedor de la lista para ver sus datos y sus productos.
          </div>
        )}
      </div>
    </div>
  );
}

function SupplierListItem({ supplier, current, href }: { supplier: TSupplier; current: boolean; href: Route }) {
  return (
    <li>
      <Link
        href={href}
        scroll={false}
        aria-current={current ? 'true' : undefined}
        className="block rounded-lg border border-slate-200 bg-white p-3 hover:border-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary aria-[current=true]:border-primary aria-[current=true]:bg-primary-light"
        data-testid="supplier-row"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 break-words font-semibold text-slate-900">{supplier.name}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${supplier.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {supplier.active ? 'Activo' : 'Inactivo'}
          </span>
        </span>
        <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>
            <span className="sr-only">RFC: </span>
            {supplier.tax_id}
          </span>
          <span className="break-words">{supplier.contact_name}</span>
          <span>{formatPhoneMx(supplier.phone)}</span>
        </span>
      </Link>
    </li>
  );
}
