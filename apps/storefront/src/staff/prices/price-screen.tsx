'use client';

import { useCallback, useId, useMemo, useState } from 'react';
import { ListSection } from '../shell/list-section';
import {
  getErrorEntry,
  PRICE_STATE_FILTERS,
  priceListQueryPlan,
  type TPriceListRow,
  type TPriceStateFilter,
} from '@voltia/domain';
import type { TPriceListCursor, TPriceListPage } from '@voltia/firebase-client/staff';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { ListSearchBox } from '../shell/list-search-box';
import { ListPagination } from '../shell/list-pagination';
import { usePagedList } from '../shell/use-paged-list';
import { BulkAdjustment } from './bulk-adjustment';
import { PriceBatches } from './price-batches';
import { priceExportStatusText } from './price-csv';
import { ListExportButtons } from '../list-export-buttons';
import { PriceEditor } from './price-editor';
import { PriceHistoryList } from './price-history-list';
import { nameOptions, priceNameLookup } from './price-names';
import { PriceCards, PriceTable } from './price-table';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { useUrlFilter } from '../shell/use-url-filter';
import { LiveError } from '@/shared/ui/live-content';
import { priceCountText } from './price-count';
import {
  EMPTY_PRICE_FILTER,
  PRICE_STATE_LABELS,
  PRICE_URL_FILTER,
  priceFilterQuery,
  type TPriceFilter,
} from './price-table-filter';
import { usePriceExport } from './use-price-export';
import { usePriceBatches, usePriceHistory, usePriceListCounts, usePriceNames, useProductSkus } from './use-price-data';

/**
 * /precios, the staff's price lists: the catalogue's products with their pricing supplier, cost,
 * margin and list price, those without a price first and marked "Sin precio"; filtered by brand,
 * category, supplier and price state and searched by SKU or description (the filter in the URL), 25
 * a page read from Firestore (never the whole catalogue), exported as CSV page after page; a
 * product's price set or edited with its list price computed live; bulk adjustments previewed,
 * applied and undone; the price history.
 */
export function PriceScreen() {
  const { filter, setFilter } = useUrlFilter(PRICE_URL_FILTER);
  const plan = useMemo(() => priceListQueryPlan(filter), [filter]);
  const filterKey = priceFilterQuery(filter);
  const {
    state,
    changes,
    page: pageNumberShown,
    shown,
    loading,
    listRef,
    paging,
    retry,
  } = usePagedList<TPriceListCursor, TPriceListPage>(
    filterKey,
    (cursor) => (backend, onValue, onError) =>
      backend.subscribePriceListPage(backend.getDb(), plan, cursor, onValue, onError),
    'prices/read-failed',
  );
  const counts = usePriceListCounts(filter, changes);
  const names = usePriceNames();
  const lookup = useMemo(() => priceNameLookup(names), [names]);
  const exporter = usePriceExport(lookup);
  const batches = usePriceBatches();
  const recent = usePriceHistory(null);
  const recentSkus = useProductSkus(recent.status === 'ready' ? recent.value.map((entry) => entry.product_id) : []);
  // The row the editor opened with; the page's live copy replaces it while the product is on the page.
  const [editing, setEditing] = useState<TPriceListRow | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const headingId = useId();
  const filterId = useId();

  const activeSuppliers = useMemo(
    () => nameOptions(names?.suppliers).filter((supplier) => names?.activeSuppliers.has(supplier.id) === true),
    [names],
  );
  const editingRow =
    editing === null ? undefined : (shown?.rows.find((row) => row.product_id === editing.product_id) ?? editing);
  const skuOf = useCallback((productId: string) => recentSkus.get(productId) ?? productId, [recentSkus]);
  const countText = priceCountText(counts, plan.residualTokens.length > 0);
  const caption = `Precios, página ${pageNumberShown}`;
  const change = (next: Partial<TPriceFilter>) => setFilter({ ...filter, ...next });

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
          <ListExportButtons
            state={exporter.state}
            tone="secondary"
            onExport={(kind) => exporter.exportFile(plan, kind)}
          />
          <button type="button" className={primaryButtonClass} onClick={() => setBulkOpen(true)}>
            Ajuste masivo
          </button>
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="price-export-status">
        {priceExportStatusText(exporter.state)}
      </p>

      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <ListSearchBox
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

      <ListSection
        listRef={listRef}
        title="Lista de precios"
        status={shown === null || loading ? '' : `${countText ?? ''} Página ${pageNumberShown}.`}
        busy={loading}
        testId="price-list"
      >
        {state.status === 'error' ? (
          <LiveError error={state.error} onRetry={retry} testId="price-error" />
        ) : shown === null || (shown.rows.length === 0 && loading) ? (
          <ListSkeleton of="prices" />
        ) : shown.rows.length === 0 ? (
          <ListEmpty
            title={emptyTitle(filter, pageNumberShown)}
            testId="price-empty"
            action={
              filterKey === '' ? undefined : (
                <button type="button" className={secondaryButtonClass} onClick={() => setFilter(EMPTY_PRICE_FILTER)}>
                  Quitar filtros
                </button>
              )
            }
          />
        ) : (
          <div className={loading ? 'opacity-60 transition-opacity' : undefined}>
            <p className="mb-2 text-sm text-slate-600" data-testid="price-count">
              {countText ??
                (counts.status === 'failed' ? getErrorEntry('prices/count-failed').message : 'Contando productos…')}
            </p>
            <PriceTable rows={shown.rows} names={lookup} onEdit={setEditing} caption={caption} />
            <PriceCards rows={shown.rows} names={lookup} onEdit={setEditing} caption={caption} />
          </div>
        )}
      </ListSection>
      {paging === null ? null : <ListPagination {...paging} label="Páginas de precios" />}

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

/** What an empty page says: past the first, that the pages ended; else why nothing is listed. */
function emptyTitle(filter: TPriceFilter, page: number): string {
  if (page > 1) return 'No hay más productos en esta página.';
  return priceFilterQuery(filter) === ''
    ? 'Aún no hay productos en el catálogo.'
    : 'Ningún producto coincide con el filtro.';
}
