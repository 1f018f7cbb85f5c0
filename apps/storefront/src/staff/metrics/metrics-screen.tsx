'use client';

import { useId, useState, type ReactNode } from 'react';
import {
  emptySearchesTable,
  funnelTable,
  groupTable,
  PRODUCT_SORTS,
  productsTable,
  responseTimeTable,
  SEARCH_RECORD_TYPES,
  SEARCH_TYPE_LABELS,
  searchTermsTable,
  searchTotalsTable,
  staffOrdersTable,
  staffTable,
  staffWeeklyValuesTable,
  weeklyOrdersTable,
  weeklyValuesTable,
  type TMetricsData,
  type TMetricsNames,
  type TMetricsRange,
  type TMetricsTable,
  type TProductSort,
  type TSearchRecordType,
} from '@voltia/domain';
import { inputClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { ListSearchBox } from '../shell/list-search-box';
import {
  formatMetricsCell,
  formatMetricsRange,
  METRICS_DAYS_NOTE,
  METRICS_ORDERS_NOTE,
  PRODUCTS_CHART_LABEL,
} from './metrics-format';
import { MetricsPanel } from './metrics-panel';
import { MetricsRangePicker } from './metrics-range-picker';
import { MetricsSkeleton } from './metrics-skeleton';
import { useMetricsData } from './use-metrics-data';
import { useMetricsRange } from './use-metrics-range';

const PRIMARY = 'var(--brand-primary)';
const SECONDARY = '#b45309';

/** A table with no rows when `hasData` says its figures are all zero (so the panel says "Sin datos"). */
const unlessEmpty = (table: TMetricsTable, hasData: boolean): TMetricsTable =>
  hasData ? table : { ...table, rows: [] };

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:max-w-xs">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} min-h-11`}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A group of panels under its heading; `note`, one line under it, says how the section counts. */
function MetricsSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl font-extrabold text-slate-900">
        {title}
      </h2>
      {note === undefined ? null : (
        <p className="-mt-2 mb-3 text-sm text-slate-700" data-testid="metrics-section-note">
          {note}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">{children}</div>
    </section>
  );
}

function Panels({ data, names, range }: { data: TMetricsData; names: TMetricsNames; range: TMetricsRange }) {
  const [sort, setSort] = useState<TProductSort>('views');
  const [termType, setTermType] = useState<TSearchRecordType | 'all'>('all');
  const [termFilter, setTermFilter] = useState('');
  const [emptyFilter, setEmptyFilter] = useState('');
  const figures = data.range;
  const products = productsTable(figures, sort, names);
  const sortColumn = sort === 'views' ? 2 : sort === 'adds' ? 3 : 4;
  const totals = [
    ['Vistas de producto', figures.views],
    ['Agregados a cotización', figures.adds],
    ['Búsquedas', figures.searches],
    ['Cotizaciones solicitadas', figures.quotes_requested],
  ] as const;

  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="metrics-totals">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{formatMetricsCell('count', value)}</dd>
          </div>
        ))}
      </dl>

      <MetricsSection title="Productos">
        <MetricsPanel
          id="productos"
          title="Por producto"
          description="Vistas de la ficha, agregados a una cotización y la conversión de vista a agregado (los 20 primeros)."
          table={products}
          chart={{ label: PRODUCTS_CHART_LABEL, series: [{ column: sortColumn, color: PRIMARY }] }}
          range={range}
          controls={
            <Select
              label="Ordenar por"
              value={sort}
              options={Object.entries(PRODUCT_SORTS) as [TProductSort, string][]}
              onChange={setSort}
            />
          }
        />
        <MetricsPanel
          id="categorias"
          title="Por categoría"
          description="Vistas y agregados de los productos de cada categoría."
          table={groupTable(figures, 'categories', names)}
          chart={{
            label: 0,
            series: [
              { column: 1, color: PRIMARY },
              { column: 2, color: SECONDARY },
            ],
          }}
          range={range}
        />
        <MetricsPanel
          id="marcas"
          title="Por marca"
          description="Vistas y agregados de los productos de cada marca."
          table={groupTable(figures, 'brands', names)}
          chart={{
            label: 0,
            series: [
              { column: 1, color: PRIMARY },
              { column: 2, color: SECONDARY },
            ],
          }}
          range={range}
        />
      </MetricsSection>

      <MetricsSection title="Búsquedas">
        <MetricsPanel
          id="terminos"
          title="Términos más buscados"
          description="Búsquedas de texto y elecciones de categoría o marca en el catálogo, agrupadas sin mayúsculas ni acentos."
          table={searchTermsTable(figures, termType, termFilter)}
          chart={{ label: 0, series: [{ column: 2, color: PRIMARY }] }}
          range={range}
          emptyText={termFilter === '' ? undefined : 'Ningún término coincide con el filtro.'}
          controls={
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <Select
                label="Tipo de búsqueda"
                value={termType}
                options={[
                  ['all', 'Todas'],
                  ...SEARCH_RECORD_TYPES.map((type) => [type, SEARCH_TYPE_LABELS[type]] as const),
                ]}
                onChange={setTermType}
              />
              <ListSearchBox
                value={termFilter}
                onSearch={setTermFilter}
                label="Filtrar términos"
                placeholder="cable, contactor…"
              />
            </div>
          }
        />
        <MetricsPanel
          id="sin-resultados"
          title="Búsquedas sin resultados"
          description="Lo que los clientes buscaron y el catálogo no tenía: ideas de productos que faltan."
          table={emptySearchesTable(figures, emptyFilter)}
          chart={{ label: 0, series: [{ column: 2, color: SECONDARY }] }}
          range={range}
          emptyText={emptyFilter === '' ? undefined : 'Ningún término coincide con el filtro.'}
          controls={
            <ListSearchBox
              value={emptyFilter}
              onSearch={setEmptyFilter}
              label="Filtrar búsquedas sin resultados"
              placeholder="término…"
            />
          }
        />
        <MetricsPanel
          id="busquedas-por-tipo"
          title="Búsquedas por tipo"
          description="Cuántas búsquedas hubo de cada tipo y cuántas no encontraron nada."
          table={unlessEmpty(searchTotalsTable(figures), figures.searches > 0)}
          chart={{ label: 0, series: [{ column: 1, color: PRIMARY }] }}
          range={range}
        />
      </MetricsSection>

      <MetricsSection title="Cotizaciones">
        <MetricsPanel
          id="embudo"
          title="Embudo de cotizaciones"
          description="Carritos creados → cotizaciones solicitadas → ofertas enviadas → ofertas aceptadas → pedidos, con la tasa de cada paso."
          table={unlessEmpty(
            funnelTable(figures),
            figures.carts_created +
              figures.quotes_requested +
              figures.quotes_sent +
              figures.quotes_accepted +
              figures.orders_placed >
              0,
          )}
          chart={{ label: 0, series: [{ column: 1, color: PRIMARY }] }}
          range={range}
        />
        <MetricsPanel
          id="tiempos"
          title="Tiempo de respuesta"
          description="De la solicitud al envío de la oferta: la mediana y el percentil 90 de las ofertas enviadas en el periodo."
          table={unlessEmpty(responseTimeTable(figures), figures.request_to_sent_minutes.length > 0)}
          chart={{ label: 0, series: [{ column: 1, color: PRIMARY }] }}
          range={range}
        />
        <MetricsPanel
          id="semanas"
          title="Valor por semana"
          description="Valor de las ofertas enviadas y de las aceptadas (total con IVA), por semana de lunes a domingo."
          table={unlessEmpty(weeklyValuesTable(data.days), figures.quotes_sent + figures.quotes_accepted > 0)}
          chart={{
            label: 0,
            series: [
              { column: 2, color: PRIMARY },
              { column: 4, color: SECONDARY },
            ],
          }}
          range={range}
        />
        <MetricsPanel
          id="vendedores"
          title="Por vendedor"
          description="Ofertas enviadas y aceptadas de cada vendedor, su tasa de aceptación, el valor enviado y ganado (total con IVA) y su tiempo de respuesta (mediana y percentil 90)."
          table={staffTable(figures)}
          chart={{
            label: 0,
            wide: true,
            series: [
              { column: 4, color: PRIMARY },
              { column: 5, color: SECONDARY },
            ],
          }}
          range={range}
        />
        <MetricsPanel
          id="vendedores-semanas"
          title="Por vendedor y semana"
          description="Valor enviado y ganado (total con IVA) de cada vendedor, por semana de lunes a domingo."
          table={staffWeeklyValuesTable(data.days)}
          chart={{
            label: [0, 1],
            series: [
              { column: 3, color: PRIMARY },
              { column: 5, color: SECONDARY },
            ],
          }}
          range={range}
        />
      </MetricsSection>

      <MetricsSection title="Pedidos" note={METRICS_ORDERS_NOTE}>
        <MetricsPanel
          id="pedidos-semanas"
          title="Pedidos por semana"
          description="Pedidos creados y su valor (el total con IVA del pedido, el mismo que el valor ganado), y pedidos cancelados, por semana de lunes a domingo."
          table={unlessEmpty(weeklyOrdersTable(data.days), figures.orders_placed + figures.orders_cancelled > 0)}
          chart={{
            label: 0,
            series: [
              { column: 2, color: PRIMARY },
              { column: 4, color: SECONDARY },
            ],
          }}
          range={range}
        />
        <MetricsPanel
          id="pedidos-vendedores"
          title="Pedidos por vendedor"
          description="Pedidos y valor pedido (total con IVA) del vendedor asignado a cada cotización, y sus pedidos cancelados."
          table={staffOrdersTable(figures)}
          chart={{
            label: 0,
            wide: true,
            series: [
              { column: 2, color: PRIMARY },
              { column: 4, color: SECONDARY },
            ],
          }}
          range={range}
        />
      </MetricsSection>
    </>
  );
}

/**
 * /metrics: what the store's visitors looked at, added and searched for, and how quotes flow, over a
 * period kept in the URL; each panel a chart, its table and its CSV. Every figure comes from the
 * daily roll-ups (decision 008): one document read per day, plus the names of the listed products.
 */
export function MetricsScreen() {
  const { range, error: rangeError, today, setRange } = useMetricsRange();
  const [attempt, setAttempt] = useState(0);
  const { state, rollup } = useMetricsData(range.from, range.to, attempt);

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Métricas</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="metrics-range">
        {formatMetricsRange(range)} {METRICS_DAYS_NOTE}
      </p>
      <div className="mt-4">
        <MetricsRangePicker key={`${range.from}|${range.to}`} range={range} today={today} onChange={setRange} />
      </div>
      {rangeError === null ? null : (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="metrics-url-error"
        >
          {rangeError}
        </p>
      )}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:hidden" data-testid="metrics-rollup-note">
        {rollup === 'failed' ? 'Las cifras pueden tener hasta un minuto de retraso.' : ''}
      </p>

      <div aria-busy={state.status === 'loading'} data-testid="metrics-content">
        {state.status === 'error' ? (
          <div
            role="alert"
            className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-center"
            data-testid="metrics-error"
          >
            <p className="font-semibold text-red-800">{state.error.userMessage}</p>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-4`}
              onClick={() => setAttempt((count) => count + 1)}
            >
              Reintentar
            </button>
          </div>
        ) : state.status === 'loading' ? (
          <div className="mt-6">
            <MetricsSkeleton />
          </div>
        ) : (
          <>
            {state.data.days.length === 0 ? (
              <p
                className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center font-semibold text-slate-900"
                data-testid="metrics-empty"
              >
                Sin datos en este periodo.
              </p>
            ) : null}
            {state.skippedDays.length === 0 ? null : (
              <p className="mt-3 text-sm text-amber-800" data-testid="metrics-skipped">
                {state.skippedDays.length === 1
                  ? `No se pudo leer el día ${state.skippedDays[0]}: no se cuenta.`
                  : `No se pudieron leer ${state.skippedDays.length} días (${state.skippedDays.join(', ')}): no se cuentan.`}
              </p>
            )}
            <Panels data={state.data} names={state.names} range={range} />
          </>
        )}
      </div>
    </div>
  );
}
