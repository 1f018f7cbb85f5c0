'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unpricedCount, type TPriceListRow } from '@voltia/domain';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { InboxSearchBox } from '../quotes/inbox/inbox-search-box';
import { InboxPagination } from '../quotes/inbox/inbox-pagination';
import { downloadCsv } from '@/staff/download-csv';
import { BulkAdjustment } from './bulk-adjustment';
import { PriceBatches } from './price-batches';
import { priceCsv, priceCsvFilename } from './price-csv';
import { PriceEditor } from './price-editor';
import { PriceHistoryList } from './price-history-list';
import { nameOptions, priceNameLookup } from './price-names';
import { PriceCards, PriceTable } from './price-table';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { useUrlFilter } from '../shell/use-url-filter';
import { LiveError } from '@/shared/ui/live-content';
import {
  EMPTY_PRICE_FILTER,
  filterPriceRows,
  pageOfPriceRows,
  PRICE_STATE_FILTERS,
  PRICE_URL_FILTER,
  PRICE_STATE_LABELS,
  type TPriceFilter,
  type TPriceStateFilter,
} from './price-table-filter';
import { usePriceBatches, usePriceHistory, usePriceNames, usePriceRows } from './use-price-data';

/**
 * /precios, the staff's price lists: every catalogue product with its pricing supplier, cost, margin
 * and list price, those without a price first and marked "Sin precio"; filtered by brand, category,
 * supplier and price state and searched by SKU or description (the filter in the URL), 25 a page,
 * exported as CSV; a product's price set or edited with its list price computed live; bulk
 * adjustments previewed, applied and undone; the price history.
 */
export function PriceScreen() {
  const { filter, setFilter } = useUrlFilter(PRICE_URL_FILTER);
  const [attempt, setAttempt] = useState(0);
  const rows = usePriceRows(attempt);
  const names = usePriceNames();
  const lookup = useMemo(() => priceNameLookup(names), [names]);
  const batches = usePriceBatches();
  const recent = usePriceHistory(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [exportText, setExportText] = useState('');
  const listRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const filterId = useId();

  const all = rows.status === 'ready' ? rows.value : null;
  const filtered = useMemo(() => (all === null ? [] : filterPriceRows(all, filter)), [all, filter]);
  const unpriced = useMemo(() => unpricedCount(filtered), [filtered]);
  const activeSuppliers = useMemo(
    () => nameOptions(names?.suppliers).filter((supplier) => names?.activeSuppliers.has(supplier.id) === true),
    [names],
  );
  const page = pageOfPriceRows(filtered, filter.page);
  const editingRow = editing === null || all === null ? undefined : all.find((row) => row.product_id === editing);
  const skuOf = useCallback(
    (productId: string) => all?.find((row) => row.product_id === productId)?.sku ?? productId,
    [all],
  );
  const countText = `${page.total === 1 ? '1 producto' : `${page.total} productos`}${unpriced === 0 ? '' : `, ${unpriced} sin precio`}`;
  const caption = `Precios, página ${page.page} de ${page.pages}`;
  const change = (next: Partial<TPriceFilter>) => setFilter({ ...filter, page: 1, ...next });

  const exportCsv = () => {
    try {
      downloadCsv(priceCsv(filtered, lookup), priceCsvFilename(new Date()));
      setExportText(`CSV exportado: ${filtered.length === 1 ? '1 producto' : `${filtered.length} productos`}.`);
    } catch {
      setExportText('No se pudo exportar el CSV de precios. Inténtalo de nuevo.');
    }
  };

  const turnPage = (to: number) => {
    setFilter({ ...filter, page: to });
    listRef.current?.focus();
  };

  const select = (
    label: string,
    value: string,
    options: { id: string; name: string }[],
    onChange: (value: string) => void,
    testId: string,
    allLabel = 'Todas',
  ) => (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`${filterId}-${testId}`} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={`${filterId}-${testId}`}
        className={`${inputClass} min-h-11`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Precios</h1>
          <p className="mt-1 text-sm text-slate-600">
            Costo, margen y precio de lista de cada producto. El precio de lista siempre se calcula.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={exportCsv} disabled={all === null}>
            Exportar CSV
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => setBulkOpen(true)}>
            Ajuste masivo
          </button>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="price-export-status">
        {exportText}
      </p>

      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <InboxSearchBox
          value={filter.search}
          onSearch={(text) => change({ search: text })}
          label="Buscar por SKU o descripción"
          placeholder="QO120, interruptor, cable…"
        />
        {select('Marca', filter.brand, nameOptions(names?.brands), (value) => change({ brand: value }), 'filter-brand')}
        {select(
          'Categoría',
          filter.category,
          nameOptions(names?.categories),
          (value) => change({ category: value }),
          'filter-category',
        )}
        {select(
          'Proveedor',
          filter.supplier,
          nameOptions(names?.suppliers),
          (value) => change({ supplier: value }),
          'filter-supplier',
        )}
        {select(
          'Precio',
          filter.priced,
          PRICE_STATE_FILTERS.filter((state) => state !== '').map((state) => ({
            id: state,
            name: PRICE_STATE_LABELS[state],
          })),
          (value) => change({ priced: value as TPriceStateFilter }),
          'filter-priced',
          PRICE_STATE_LABELS[''],
        )}
      </div>

      <section
        ref={listRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        aria-busy={rows.status === 'loading'}
        className="mt-4 focus:outline-none"
        data-testid="price-list"
      >
        <h2 id={headingId} className="sr-only">
          Lista de precios
        </h2>
        <p role="status" className="sr-only">
          {all === null ? '' : `${countText}; página ${page.page} de ${page.pages}.`}
        </p>
        {rows.status === 'error' ? (
          <LiveError error={rows.error} onRetry={() => setAttempt((count) => count + 1)} testId="price-error" />
        ) : all === null ? (
          <ListSkeleton of="prices" />
        ) : page.total === 0 ? (
          all.length === 0 ? (
            <ListEmpty title="Aún no hay productos en el catálogo." testId="price-empty" />
          ) : (
            <ListEmpty
              title="Ningún producto coincide con el filtro."
              testId="price-empty"
              action={
                <button type="button" className={secondaryButtonClass} onClick={() => setFilter(EMPTY_PRICE_FILTER)}>
                  Quitar filtros
                </button>
              }
            />
          )
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600" data-testid="price-count">
              {countText}
            </p>
            <PriceTable
              rows={page.rows}
              names={lookup}
              onEdit={(row: TPriceListRow) => setEditing(row.product_id)}
              caption={caption}
            />
            <PriceCards
              rows={page.rows}
              names={lookup}
              onEdit={(row: TPriceListRow) => setEditing(row.product_id)}
              caption={caption}
            />
          </>
        )}
      </section>
      {page.pages > 1 ? (
        <InboxPagination
          page={page.page}
          hasNext={page.page < page.pages}
          busy={false}
          onPrevious={() => turnPage(page.page - 1)}
          onNext={() => turnPage(page.page + 1)}
          label="Páginas de precios"
        />
      ) : null}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${headingId}-batches`}>
          <h2 id={`${headingId}-batches`} className="mb-2 text-lg font-bold text-slate-900">
            Ajustes masivos recientes
          </h2>
          <PriceBatches batches={batches} />
        </section>
        <section aria-labelledby={`${headingId}-history`}>
          <h2 id={`${headingId}-history`} className="mb-2 text-lg font-bold text-slate-900">
            Cambios de precio recientes
          </h2>
          <PriceHistoryList history={recent} names={lookup} skuOf={skuOf} emptyText="Aún no hay cambios de precio." />
        </section>
      </div>

      {editingRow === undefined ? null : (
        <PriceEditor
          key={editingRow.product_id}
          row={editingRow}
          names={lookup}
          suppliers={activeSuppliers}
          onClose={() => setEditing(null)}
        />
      )}
      {bulkOpen ? (
        <BulkAdjustment
          names={names}
          batches={batches.status === 'ready' ? batches.value : []}
          onClose={() => setBulkOpen(false)}
        />
      ) : null}
    </div>
  );
}
