'use client';

import { IntentLink } from '@/store/layout/intent-link';
import type { Route } from 'next';
import { formatMoney } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/orders';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { LiveContent } from '@/shared/ui/live-content';
import { OrderStatusBadge } from '@/shared/orders/order-status-badge';
import { useCustomerOrders } from './use-orders';
import { ShowMoreButton, useKeptWhileGrowing, useNewestCount } from '@/store/account/newest-window';

/** The path of an order's page. */
export const orderPath = (orderId: string) => `/b2b/pedidos/${orderId}` as Route;

/**
 * "Mis pedidos": the customer's orders, newest first, live: number, date, status, purchase order,
 * delivery site and total. `limit` shows the newest few (the /b2b landing, which links to them all).
 */
export function CustomerOrders({ uid, limit }: { uid: string; limit?: number }) {
  const [shown, showMore] = useNewestCount();
  const { live, growing } = useKeptWhileGrowing(useCustomerOrders(uid, shown), uid);
  return (
    <LiveContent live={live} loading="Cargando tus pedidos…">
      {(orders) => (
        <div className="flex flex-col gap-3">
          <OrderList orders={orders.items} limit={limit} />
          {limit === undefined ? (
            <ShowMoreButton more={orders.more} growing={growing} onClick={showMore}>
              Ver más pedidos
            </ShowMoreButton>
          ) : null}
        </div>
      )}
    </LiveContent>
  );
}

function OrderList({ orders, limit }: { orders: readonly TStoredOrder[]; limit: number | undefined }) {
  if (orders.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600"
        data-testid="customer-orders-empty"
      >
        Aún no tienes pedidos. Cuando aceptes una cotización, tu pedido aparecerá aquí.
      </p>
    );
  }
  const shown = limit === undefined ? orders : orders.slice(0, limit);
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        data-testid="customer-orders"
      >
        {shown.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} />
          </li>
        ))}
      </ul>
      {shown.length < orders.length ? (
        <p className="text-sm text-slate-600">
          Estos son tus {shown.length} pedidos más recientes de {orders.length}.
        </p>
      ) : null}
    </div>
  );
}

function OrderRow({ order }: { order: TStoredOrder }) {
  return (
    <IntentLink
      href={orderPath(order.id)}
      className="flex flex-col gap-2 p-4 hover:bg-slate-50 md:flex-row md:items-center md:justify-between md:gap-6"
      data-testid="customer-order"
    >
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-slate-900" data-testid="customer-order-number">
          {order.order_number}
        </span>
        {order.quote_alias === null ? null : (
          <span className="break-words text-sm text-slate-700">{order.quote_alias}</span>
        )}
        <span className="text-xs text-slate-600">
          Pedido del {formatQuoteDate(order.created_at)} · Cotización {order.quote_number}
        </span>
        <span className="break-words text-xs text-slate-600">
          <span data-testid="customer-order-po">
            {order.purchase_order_number === '' ? 'Sin orden de compra' : `OC ${order.purchase_order_number}`}
          </span>
          {' · '}
          <span data-testid="customer-order-site">Entrega en {order.delivery_site.name}</span>
        </span>
      </span>
      <span className="flex flex-wrap items-center gap-3 text-sm md:shrink-0 md:justify-end">
        <span className="font-semibold text-slate-900" data-testid="customer-order-total">
          Total {formatMoney(order.totals.total_cents)} {order.totals.currency}
        </span>
        <OrderStatusBadge status={order.status} />
      </span>
    </IntentLink>
  );
}
