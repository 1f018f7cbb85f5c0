'use client';

import { IntentLink } from '@/store/layout/intent-link';
import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { reorderLines, reorderSummary, toAppError } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { getCartStore } from '@/shared/cart/cart-client';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import type { TStoredOrder } from '@voltia/firebase-client/orders';
import { OrderContents, OrderStanding, OrderTimeline, OrderTitle } from '@/shared/orders/order-details';
import { OrderPdfButton } from '@/shared/orders/order-pdf-button';
import { orderActorLabel, orderStatusText } from '@/shared/orders/order-view';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { LiveError } from '@/shared/ui/live-content';
import { RequireCustomer } from '@/store/account/require-customer';
import { loadSignedInBackend, useOrder } from './use-orders';

const ORDERS_PATH = '/b2b/pedidos' as Route;

/**
 * A customer's order, live: number and status, where it stands on its way, the lines and totals as
 * accepted, the purchase order, the delivery site, the invoice data, the payment, the shipment or the
 * cancellation, the timeline, and the quote it came from; "Volver a pedir" and its confirmation PDF.
 */
export function CustomerOrder({ orderId }: { orderId: string }) {
  return (
    <RequireCustomer reason="Ingresa para ver este pedido.">
      {(user) => <OrderDetail orderId={orderId} uid={user.id} />}
    </RequireCustomer>
  );
}

function OrderDetail({ orderId, uid }: { orderId: string; uid: string }) {
  const live = useOrder(orderId);

  if (live.status === 'loading') return <p role="status">Cargando el pedido…</p>;
  if (live.status === 'error') {
    if (live.error.code === 'order/not-found') return <OrderNotFound />;
    return <LiveError error={live.error} onRetry={live.retry} testId="order-error" />;
  }
  const { order, history } = live.value;
  return (
    <article className="flex flex-col gap-8">
      <OrderHeader order={order} />
      <OrderStanding order={order} history={history} statusText={orderStatusText(order.status)} />
      <OrderContents order={order} />
      <OrderTimeline history={history} actorLabel={(by) => orderActorLabel(by, uid)} />
    </article>
  );
}

/** Someone else's order reads exactly like one that does not exist. */
function OrderNotFound() {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800"
      data-testid="order-not-found"
    >
      <h1 className="mb-2 text-xl font-bold">No encontramos este pedido</h1>
      <p className="mb-3">Revisa el enlace, o búscalo entre tus pedidos.</p>
      <IntentLink href={ORDERS_PATH} className="font-semibold underline">
        Ir a Mis pedidos
      </IntentLink>
    </div>
  );
}

function OrderHeader({ order }: { order: TStoredOrder }) {
  return (
    <header className="flex flex-col gap-2">
      <IntentLink
        href={ORDERS_PATH}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        ← Mis pedidos
      </IntentLink>
      <OrderTitle order={order} />
      <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Pedido del: </dt>
          <dd className="inline">{formatQuoteDate(order.created_at)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Cotización: </dt>
          <dd className="inline">
            <IntentLink
              href={`/b2b/cotizaciones/${order.quote_id}` as Route}
              className="font-semibold text-primary underline underline-offset-2"
              data-testid="order-quote-link"
            >
              {order.quote_number}
            </IntentLink>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-start gap-3">
        <ReorderButton order={order} />
        <OrderPdfButton order={order} />
      </div>
    </header>
  );
}

/**
 * "Volver a pedir": the order's lines into the quote cart, the quantities ordered added to what it
 * holds. With every product still sold it goes to the cart; otherwise it stays and names the ones
 * no longer sold.
 */
function ReorderButton({ order }: { order: TStoredOrder }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const reorder = async () => {
    setBusy(true);
    setSummary(null);
    try {
      const backend = await loadSignedInBackend();
      const sold = await backend.soldProductIds(
        backend.getDb(),
        order.lines.map((line) => line.product_id),
      );
      const plan = reorderLines(order, sold);
      const cart = await getCartStore('cart');
      let added = 0;
      // One at a time; each adds its units to a line already there (never lowers it).
      for (const line of plan.lines) if (await cart.add(line, 'sum')) added += 1;
      if (added < plan.lines.length) return;
      if (plan.unavailable.length === 0) {
        toast.success(reorderSummary(plan));
        router.push('/carrito');
        return;
      }
      setSummary(reorderSummary(plan));
    } catch (error) {
      toast.error(toAppError(error, 'order/reorder-failed').userMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={() => void reorder()}>
        {busy ? 'Agregando a tu cotización…' : 'Volver a pedir'}
      </button>
      {summary === null ? null : (
        <p role="status" className="text-sm text-slate-800" data-testid="reorder-summary">
          {summary}{' '}
          <IntentLink href={'/carrito' as Route} className="font-semibold text-primary underline underline-offset-2">
            Ver mi cotización
          </IntentLink>
        </p>
      )}
    </div>
  );
}
