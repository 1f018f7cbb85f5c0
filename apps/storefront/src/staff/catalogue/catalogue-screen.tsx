'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { CATALOGUE_PAGE_SIZE, type TCatalogueProduct } from '@voltia/domain';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { LiveError } from '@/shared/ui/live-content';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { ListSearchBox } from '../shell/list-search-box';
import { CatalogueImport } from './catalogue-import';
import { ListSection } from '../shell/list-section';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { useUrlFilter } from '../shell/use-url-filter';
import {
  CATALOGUE_URL_FILTER,
  PUBLISHED_FILTERS,
  PUBLISHED_FILTER_LABELS,
  TABLE_SORTS,
  TABLE_SORT_LABELS,
  catalogueQueryString,
  isFiltered,
  refineFilter,
  type TCatalogueFilter,
  type TPublishedFilter,
  type TTableSort,
} from './catalogue-filter';
import { CatalogueCards, CatalogueTable } from './catalogue-table';
import { draftFromProduct, emptyDraft, type TProductDraft } from './product-draft';
import { ProductEditor } from './product-editor';
import { useCatalogueChoices, type TCatalogueChoices } from './use-catalogue-choices';
import { catalogueExportStatusText, useCatalogueExport } from './use-catalogue-export';
import { ListExportButtons } from '../list-export-buttons';
import { useCataloguePage } from './use-catalogue-page';

const NUMBER = new Intl.NumberFormat('es-MX');
const NO_CHOICES: TCatalogueChoices = { brands: [], categories: [], suppliers: [] };

function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  disabled = false,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} min-h-11 disabled:cursor-not-allowed disabled:bg-slate-100`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const allOf = (label: string, list: readonly { id: string; name: string }[]) => [
  { value: '', label },
  ...list.map((entry) => ({ value: entry.id, label: entry.name })),
];

/** "Producto 26–50 de 1 234": what the list shows, for its caption and the screen reader. */
export function catalogueListCaption(page: number, shown: number, total: number): string {
  if (total === 0) return 'Ningún producto';
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  return `Productos ${NUMBER.format(first)}–${NUMBER.format(first + shown - 1)} de ${NUMBER.format(total)}`;
}

/**
 * /catalogo, the staff's catalogue: every product, published or not, 25 a page, with the
 * storefront's accent- and typo-tolerant search, filters by category, brand, supplier and
 * publication, and a sort; the view lives in the URL. New and edited products in a dialog, a CSV
 * import with preview and dry run, and the CSV export of the view.
 */
export function CatalogueScreen() {
  const { filter, setFilter } = useUrlFilter(CATALOGUE_URL_FILTER);
  const [attempt, setAttempt] = useState(0);
  const [choicesAttempt, setChoicesAttempt] = useState(0);
  const choicesState = useCatalogueChoices(choicesAttempt);
  const choices = choicesState.status === 'ready' ? choicesState.choices : NO_CHOICES;
  const state = useCataloguePage(filter, `${catalogueQueryString(filter)}#${attempt}`);
  const [editing, setEditing] = useState<TProductDraft | null>(null);
  const [importing, setImporting] = useState(false);
  const exporter = useCatalogueExport();
  const listRef = useRef<HTMLElement>(null);

  const change = useCallback(
    (next: Partial<Omit<TCatalogueFilter, 'page'>>) => setFilter(refineFilter(filter, next)),
    [filter, setFilter],
  );
  const onSearch = useCallback((text: string) => change({ search: text }), [change]);
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : null;
  const loading = state.status === 'loading';
  const pages = shown === null ? 1 : Math.max(1, Math.ceil(shown.total / CATALOGUE_PAGE_SIZE));
  const caption = shown === null ? 'Productos' : catalogueListCaption(filter.page, shown.items.length, shown.total);
  const choicesLoading = choicesState.status === 'loading';

  const turnPage = (page: number) => {
    setFilter({ ...filter, page });
    listRef.current?.focus();
  };
  const edit = (product: TCatalogueProduct) => setEditing(draftFromProduct(product));

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Catálogo</h1>
          <p className="mt-1 text-sm text-slate-600">
            Todos los productos, publicados o no. Da de alta, corrige, publica o retira; importa y exporta en CSV o
            Excel.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={choicesState.status !== 'ready'}
            onClick={() => setEditing(emptyDraft())}
          >
            Nuevo producto
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setImporting(true)}>
            Importar CSV o Excel
          </button>
          <ListExportButtons
            state={exporter.state}
            tone="secondary"
            onExport={(kind) => exporter.exportFile(filter, kind)}
          />
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="export-status">
        {catalogueExportStatusText(exporter.state)}
      </p>
      {choicesState.status === 'error' ? (
        <div
          role="alert"
          className="mt-2 flex flex-wrap items-center gap-3 rounded-button border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p className="font-medium">{choicesState.error.userMessage}</p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setChoicesAttempt((count) => count + 1)}
          >
            Reintentar
          </button>
        </div>
      ) : null}

      <div className="mt-3 flex flex-col gap-3">
        <ListSearchBox
          value={filter.search}
          onSearch={onSearch}
          label="Buscar productos"
          placeholder="SKU, descripción, marca, atributo…"
        />
        <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-5">
          <FilterSelect
            label="Categoría"
            value={filter.category}
            disabled={choicesLoading}
            onChange={(category) => change({ category })}
            options={allOf('Todas', choices.categories)}
          />
          <FilterSelect
            label="Marca"
            value={filter.brand}
            disabled={choicesLoading}
            onChange={(brand) => change({ brand })}
            options={allOf('Todas', choices.brands)}
          />
          <FilterSelect
            label="Proveedor"
            value={filter.supplier}
            disabled={choicesLoading}
            onChange={(supplier) => change({ supplier })}
            options={allOf('Todos', choices.suppliers)}
          />
          <FilterSelect<TPublishedFilter>
            label="Publicado"
            value={filter.published}
            onChange={(published) => change({ published })}
            options={PUBLISHED_FILTERS.map((value) => ({ value, label: PUBLISHED_FILTER_LABELS[value] }))}
          />
          <FilterSelect<TTableSort>
            label="Orden"
            value={filter.sort}
            onChange={(sort) => change({ sort })}
            options={TABLE_SORTS.map((value) => ({ value, label: TABLE_SORT_LABELS[value] }))}
          />
        </div>
        {filter.search.trim() !== '' ? (
          <p className="text-sm text-slate-600">Con una búsqueda, los productos que mejor coinciden van primero.</p>
        ) : null}
      </div>

      <ListSection
        listRef={listRef}
        title="Lista de productos"
        status={shown === null || loading ? '' : shown.total === 0 ? '' : `${caption}.`}
        statusShown
        statusTestId="catalogue-count"
        busy={loading}
        testId="catalogue-list"
      >
        {state.status === 'error' ? (
          <LiveError error={state.error} onRetry={() => setAttempt((count) => count + 1)} testId="catalogue-error" />
        ) : shown === null ? (
          <ListSkeleton of="catalogue" />
        ) : shown.items.length === 0 ? (
          loading ? (
            <ListSkeleton of="catalogue" />
          ) : isFiltered(filter) ? (
            <ListEmpty
              title="Ningún producto coincide con la búsqueda y los filtros."
              hint="Prueba con otras palabras o quita algún filtro."
              testId="catalogue-empty"
            />
          ) : (
            <ListEmpty
              title="El catálogo no tiene productos todavía."
              hint="Da de alta el primero con «Nuevo producto» o importa un CSV."
              testId="catalogue-empty"
            />
          )
        ) : (
          <div className={`mt-2 ${loading ? 'opacity-60 transition-opacity' : ''}`}>
            <CatalogueTable rows={shown.items} choices={choices} onEdit={edit} caption={caption} />
            <CatalogueCards rows={shown.items} choices={choices} onEdit={edit} label={caption} />
          </div>
        )}
      </ListSection>

      {state.status !== 'error' && pages > 1 ? (
        <nav aria-label="Páginas del catálogo" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={filter.page <= 1 || loading}
            onClick={() => turnPage(filter.page - 1)}
          >
            <ChevronLeftIcon className="size-5" />
            Anterior
          </button>
          <p className="text-sm font-semibold text-slate-700" data-testid="catalogue-page">
            Página {filter.page} de {pages}
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={filter.page >= pages || loading}
            onClick={() => turnPage(filter.page + 1)}
          >
            Siguiente
            <ChevronRightIcon className="size-5" />
          </button>
        </nav>
      ) : null}

      {editing !== null ? (
        <ProductEditor
          key={editing.product_id ?? 'nuevo'}
          initial={editing}
          choices={choices}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : null}
      {importing ? (
        <CatalogueImport onClose={() => setImporting(false)} onImported={() => setAttempt((count) => count + 1)} />
      ) : null}
    </div>
  );
}
