'use client';

import Link from 'next/link';
import type { Route } from 'next';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { OrderContents, OrderStanding, OrderTimeline, OrderTitle } from '@/shared/orders/order-details';
import { OrderPdfButton } from '@/shared/orders/order-pdf-button';
import { orderActorName } from '@/shared/orders/order-view';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { LiveError } from '@/shared/ui/live-content';
import { OrderInvoicePanel } from './order-invoice-panel';
import { OrderMoves } from './order-moves';
import { staffOrderStatusText } from './staff-order-view';
import { useStaffOrder } from './use-staff-order';

/** The staff desk of a quote, where the order came from. */
export const staffQuotePath = (quoteId: string) => `/cotizacion/${encodeURIComponent(quoteId)}` as Route;

/**
 * /pedidos/[id]: one order for staff, live: who bought it and under which purchase order, where it
 * stands, the moves its status allows, what was accepted, the invoice data, the site, the data
 * for the invoice (CFDI 4.0, as JSON, Excel or CSV) and the history of every move with who made it and when.
 */
export function StaffOrder({ orderId }: { orderId: string }) {
  const live = useStaffOrder(orderId);
  return (
    <div className="mx-auto flex w-full max-w-[1920px] flex-col gap-8 px-3 py-6 sm:px-6 lg:px-8">
      {live.status === 'loading' ? (
        <p role="status" className="text-slate-700" data-testid="staff-order-loading">
          Cargando el pedido…
        </p>
      ) : live.status === 'error' ? (
        live.error.code === 'order/not-found' ? (
          <OrderNotFound />
        ) : (
          <LiveError error={live.error} onRetry={live.retry} testId="order-error" />
        )
      ) : (
        <article className="flex flex-col gap-8">
          <StaffOrderHeader order={live.value.order} />
          <OrderMoves order={live.value.order} />
          <OrderStanding
            order={live.value.order}
            history={live.value.history}
            statusText={staffOrderStatusText(live.value.order.status)}
          />
          <OrderContents order={live.value.order} />
          <OrderInvoicePanel order={live.value.order} />
          <OrderTimeline history={live.value.history} actorLabel={orderActorName} />
        </article>
      )}
    </div>
  );
}

function OrderNotFound() {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900"
      data-testid="order-not-found"
    >
      <h1 className="text-xl font-bold">No encontramos este pedido</h1>
      <p className="mt-2">Revisa el enlace o búscalo en la lista de pedidos.</p>
      <Link href="/pedidos" className="mt-4 inline-block font-semibold underline">
        Volver a pedidos
      </Link>
    </div>
  );
}

function StaffOrderHeader({ order }: { order: TStoredOrder }) {
  return (
    <header className="flex flex-col gap-3">
      <Link
        href="/pedidos"
        className="self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        ← Pedidos
      </Link>
      <OrderTitle order={order} />
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2 xl:grid-cols-3">
        <div className="min-w-0 break-words">
          <dt className="inline font-semibold">Cliente: </dt>
          <dd className="inline" data-testid="order-customer">
            {order.customer.nameOfClient}
          </dd>
        </div>
        <div className="min-w-0 break-words">
          <dt className="inline font-semibold">Razón social: </dt>
          <dd className="inline">
            {order.fiscal.razon_social} ({order.fiscal.rfc})
          </dd>
        </div>
        <div className="min-w-0 break-words">
          <dt className="inline font-semibold">Orden de compra: </dt>
          <dd className="inline" data-testid="order-po">
            {order.purchase_order_number === '' ? 'Sin orden de compra' : order.purchase_order_number}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Pedido del: </dt>
          <dd className="inline">{formatQuoteDate(order.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Cotización: </dt>
          <dd className="inline">
            <Link
              href={staffQuotePath(order.quote_id)}
              className="font-semibold text-primary underline underline-offset-2"
              data-testid="order-quote-link"
            >
              {order.quote_number}
            </Link>
          </dd>
        </div>
        <div className="min-w-0 break-words">
          <dt className="inline font-semibold">Atiende: </dt>
          <dd className="inline">{order.assignee === null ? 'Sin asignar' : order.assignee.name}</dd>
        </div>
      </dl>
      <OrderPdfButton order={order} />
    </header>
  );
}
