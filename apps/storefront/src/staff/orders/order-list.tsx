'use client';

import Link from 'next/link';
import { useCallback, useMemo } from 'react';
import {
  ORDER_LIST_TABS,
  ORDER_LIST_TAB_LABELS,
  formatMoney,
  getErrorEntry,
  orderListQueryPlan,
  type TOrderListFilter,
  type TOrderListQueryPlan,
  type TOrderListTab,
} from '@voltia/domain';
import type { TOrderListCursor, TOrderListPage, TStoredOrder } from '@voltia/firebase-client/staff';
import { OrderStatusBadge } from '@/shared/orders/order-status-badge';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { LiveError } from '@/shared/ui/live-content';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { BusyButton } from '../shell/busy-button';
import { ListPagination } from '../shell/list-pagination';
import { ListTabs } from '../shell/list-tabs';
import { ListSearchBox } from '../shell/list-search-box';
import { usePagedList } from '../shell/use-paged-list';
import { useListTabCounts } from '../shell/use-list-tab-counts';
import { ListSection } from '../shell/list-section';
import { ListEmpty, ListSkeleton } from '../shell/list-states';
import { useUrlFilter } from '../shell/use-url-filter';
import { INVOICE_FILE_LABELS, invoiceExportStatusText } from './order-invoice';
import { ORDER_CSV_MAX_ROWS, orderExportStatusText } from './order-list-csv';
import { ListExportButtons } from '../list-export-buttons';
import { ORDER_LIST_URL_FILTER, orderListHref, orderListQueryString, staffOrderPath } from './order-list-href';
import { useOrderInvoiceExport } from './use-order-invoice-export';
import { useOrderListExport } from './use-order-list-export';

/**
 * /pedidos, the staff's orders: every order, live, newest first, 25 a page, by status tab and a
 * search (folio, quote, purchase order, customer, RFC, razón social, site). The view lives in the
 * URL; "Exportar CSV" downloads the whole view, "Exportar datos de factura" the CFDI 4.0 data of
 * every order of it that can be invoiced.
 */
export function OrderList() {
  const { filter, setFilter } = useUrlFilter(ORDER_LIST_URL_FILTER);
  const plan = useMemo(() => orderListQueryPlan(filter), [filter]);
  const { state, changes, page, shown, loading, listRef, paging, retry } = usePagedList<
    TOrderListCursor,
    TOrderListPage
  >(
    orderListQueryString(filter),
    (cursor) => (backend, onValue, onError) =>
      backend.subscribeOrderListPage(backend.getDb(), plan, cursor, onValue, onError),
    'staff/orders-read-failed',
  );
  const countFilter = useMemo(() => ({ tab: 'all' as const, search: filter.search }), [filter.search]);
  const counts = useListTabCounts<TOrderListTab>(
    orderListQueryString(countFilter),
    (backend) => backend.countOrderListTabs(backend.getDb(), countFilter),
    changes,
  );
  const exporter = useOrderListExport();
  const invoices = useOrderInvoiceExport();

  const onSearch = useCallback((text: string) => setFilter({ ...filter, search: text }), [filter, setFilter]);

  return (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Pedidos</h1>
          <p className="mt-1 text-sm text-slate-600">
            Las cotizaciones aceptadas, al momento: prepáralas, envíalas y márcalas como entregadas.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ListExportButtons state={exporter.state} onExport={(kind) => exporter.exportFile(plan, kind)} />
          {(['xlsx', 'csv', 'json'] as const).map((kind) => (
            <BusyButton
              key={kind}
              tone="secondary"
              busy={invoices.state.status === 'exporting'}
              onClick={() => invoices.exportInvoices(plan, kind)}
            >
              Exportar datos de factura ({INVOICE_FILE_LABELS[kind]})
            </BusyButton>
          ))}
        </div>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-700 sm:text-right" data-testid="export-status">
        {orderExportStatusText(exporter.state)}
      </p>
      <p role="status" className="text-sm text-slate-700 sm:text-right" data-testid="invoice-export-status">
        {invoiceExportStatusText(invoices.state, ORDER_CSV_MAX_ROWS)}
      </p>

      <ListTabs<TOrderListTab>
        label="Estados de los pedidos"
        tabs={ORDER_LIST_TABS}
        labels={ORDER_LIST_TAB_LABELS}
        current={filter.tab}
        hrefOf={(tab) => orderListHref({ ...filter, tab })}
        counts={counts}
        approximate={plan.residualTokens.length > 0}
        countFailed={counts.status === 'failed' ? getErrorEntry('staff/orders-count-failed').message : null}
      />

      <div className="mt-3 flex flex-col gap-3 md:flex-row md:items-end">
        <ListSearchBox
          value={filter.search}
          onSearch={onSearch}
          label="Buscar pedidos"
          placeholder="Folio, cotización, orden de compra, cliente, RFC, obra…"
        />
      </div>

      <ListSection
        listRef={listRef}
        title={listCaption(filter, page)}
        status={
          shown === null || loading
            ? ''
            : `${shown.rows.length === 1 ? '1 pedido' : `${shown.rows.length} pedidos`} en la página ${page}.`
        }
        busy={loading}
        testId="order-list"
      >
        {state.status === 'error' ? (
          <LiveError error={state.error} onRetry={retry} testId="order-list-error" />
        ) : shown === null || (shown.rows.length === 0 && loading) ? (
          <ListSkeleton of="inbox" label="Cargando pedidos…" />
        ) : shown.rows.length === 0 ? (
          <ListEmpty
            {...emptyNote(filter, plan, page)}
            action={
              filter.search.trim() === '' ? undefined : (
                <button type="button" className={secondaryButtonClass} onClick={() => onSearch('')}>
                  Borrar búsqueda
                </button>
              )
            }
            testId="order-list-empty"
          />
        ) : (
          <ul
            className={`divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white ${loading ? 'opacity-60 transition-opacity' : ''}`}
          >
            {shown.rows.map((order) => (
              <li key={order.id}>
                <OrderRow order={order} />
              </li>
            ))}
          </ul>
        )}
      </ListSection>

      {paging === null ? null : <ListPagination {...paging} label="Páginas de pedidos" />}
    </div>
  );
}

/** The list's name for screen readers: the tab, the search and the page. */
function listCaption(filter: TOrderListFilter, page: number): string {
  const search = filter.search.trim() === '' ? '' : ` que coinciden con «${filter.search.trim()}»`;
  return `Pedidos: ${ORDER_LIST_TAB_LABELS[filter.tab].toLowerCase()}${search}, página ${page}`;
}

/** What an empty view says, and what to do about it. */
function emptyNote(
  filter: TOrderListFilter,
  plan: TOrderListQueryPlan,
  page: number,
): { title: string; hint: string | null } {
  if (page > 1) return { title: 'No hay más pedidos en esta página.', hint: 'Vuelve a la página anterior.' };
  if (plan.conditions.some((condition) => condition.field === 'search_keys'))
    return {
      title: `Ningún pedido coincide con «${filter.search.trim()}».`,
      hint: 'Busca por folio, cotización, orden de compra, cliente, RFC, razón social u obra.',
    };
  if (filter.tab !== 'all')
    return { title: `No hay pedidos en «${ORDER_LIST_TAB_LABELS[filter.tab]}».`, hint: 'Revisa las otras pestañas.' };
  return { title: 'Aún no hay pedidos.', hint: 'Un pedido se crea cuando un cliente acepta una cotización.' };
}

function OrderRow({ order }: { order: TStoredOrder }) {
  return (
    <div
      className="flex flex-col gap-2 p-4 md:flex-row md:items-center md:justify-between md:gap-6"
      data-testid="order-row"
      data-order-id={order.id}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <Link
          href={staffOrderPath(order.id)}
          className="self-start font-semibold text-primary underline-offset-2 hover:underline"
          data-testid="order-row-number"
        >
          {order.order_number}
        </Link>
        <span className="break-words text-sm text-slate-900" data-testid="order-row-customer">
          {order.customer.nameOfClient} · {order.fiscal.razon_social} ({order.fiscal.rfc})
        </span>
        <span className="break-words text-xs text-slate-600">
          <span data-testid="order-row-po">
            {order.purchase_order_number === '' ? 'Sin orden de compra' : `OC ${order.purchase_order_number}`}
          </span>
          {' · '}Entrega en {order.delivery_site.name}
        </span>
        <span className="text-xs text-slate-600">
          Pedido del {formatQuoteDate(order.created_at)} · Cotización {order.quote_number}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm md:shrink-0 md:justify-end">
        <span className="font-semibold tabular-nums text-slate-900">{formatMoney(order.totals.total_cents)}</span>
        <OrderStatusBadge status={order.status} />
      </div>
    </div>
  );
}
