'use client';

import { useState, type ReactNode } from 'react';
import {
  LINE_AMOUNT_NOTE,
  ORDER_STATUS_LABELS,
  orderPaymentRows,
  purchaseOrderRows,
  type TOrderHistoryEntry,
  type TOrderStatus,
} from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/orders';
import { DeliverySiteDetails, FiscalDataList } from '@/shared/billing/billing-summary';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { OfferLines } from '@/shared/quotes/offer-lines';
import { OfferTotals } from '@/shared/quotes/offer-totals';
import { CheckIcon } from '@/shared/ui/icons';
import { OrderStatusBadge } from './order-status-badge';
import { describeOrderHistoryEntry, orderProgress, shipmentRows, type TOrderRow, type TOrderStep } from './order-view';

// An order as both its customer and staff read it: where it stands, what was accepted (lines,
// totals, terms), the purchase order, the payment, the delivery site, the invoice data and the
// timeline. Each page adds its own header and what its reader may do.

/**
 * Where the order stands: its status with `statusText` (what it means to the reader), its steps (or
 * its cancellation, with the reason), and the shipment once it left.
 */
export function OrderStanding({
  order,
  history,
  statusText,
}: {
  order: TStoredOrder;
  history: readonly TOrderHistoryEntry[];
  statusText: string;
}) {
  const steps = orderProgress(order.status, history);
  const shipment = shipmentRows(order);
  return (
    <section
      aria-labelledby="estado-pedido"
      data-testid="order-standing"
      className={`flex flex-col gap-4 rounded-lg border p-4 ${order.status === 'cancelled' ? 'border-slate-300 bg-slate-50' : 'border-blue-200 bg-blue-50'}`}
    >
      <div>
        <h2 id="estado-pedido" className="font-bold text-slate-900">
          {ORDER_STATUS_LABELS[order.status]}
        </h2>
        <p className="text-sm text-slate-700">{statusText}</p>
        <StatusAnnouncer status={order.status} />
      </div>
      {steps === null ? null : <Steps steps={steps} />}
      {order.status === 'cancelled' && order.cancellation_reason !== null && order.cancellation_reason !== '' ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-800" data-testid="order-cancellation">
          <span className="font-semibold">Motivo de la cancelación: </span>
          {order.cancellation_reason}
        </p>
      ) : null}
      {shipment === null ? null : (
        <div data-testid="order-shipment">
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Envío</h3>
          <OrderRows rows={shipment} />
        </div>
      )}
    </section>
  );
}

const STEP_STATE_TEXT: Record<TOrderStep['state'], string> = {
  done: 'completado',
  current: 'estado actual',
  upcoming: 'pendiente',
};

function Steps({ steps }: { steps: readonly TOrderStep[] }) {
  return (
    <ol aria-label="Avance del pedido" className="grid gap-3 sm:grid-cols-4" data-testid="order-steps">
      {steps.map((step) => (
        <li
          key={step.status}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
          className="flex items-start gap-2 text-sm sm:flex-col"
        >
          <span
            aria-hidden="true"
            className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${
              step.state === 'upcoming' ? 'border-slate-300 bg-white' : 'border-primary bg-primary text-on-primary'
            }`}
          >
            {step.state === 'upcoming' ? null : <CheckIcon className="size-4" />}
          </span>
          <span className="min-w-0">
            <span className={`block ${step.state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900'}`}>
              {step.label}
              <span className="sr-only"> ({STEP_STATE_TEXT[step.state]})</span>
            </span>
            {step.at === null ? null : (
              <time className="block text-xs text-slate-600" dateTime={step.at.toISOString()}>
                {formatQuoteDate(step.at)}
              </time>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function StatusAnnouncer({ status }: { status: TOrderStatus }) {
  // Silent on the first render: the page itself says the status; only a change is news.
  const [seen, setSeen] = useState({ status, message: '' });
  if (seen.status !== status) setSeen({ status, message: `El pedido ahora está: ${ORDER_STATUS_LABELS[status]}.` });
  return (
    <p role="status" className="sr-only">
      {seen.message}
    </p>
  );
}

/** What was accepted (lines, totals, terms), then the purchase order, the payment, the delivery site and the invoice data. */
export function OrderContents({ order }: { order: TStoredOrder }) {
  const purchaseOrder = purchaseOrderRows(order);
  return (
    <>
      <section aria-labelledby="productos-pedido" className="flex flex-col gap-4">
        <h2 id="productos-pedido" className="text-lg font-bold text-slate-900">
          Productos
        </h2>
        <OfferLines lines={order.lines} caption="Productos del pedido con sus precios" />
        <p className="text-xs text-slate-600">{LINE_AMOUNT_NOTE}</p>
        <OfferTotals totals={order.totals} />
        {order.terms === '' ? null : (
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <h3 className="mb-1 font-semibold text-slate-900">Condiciones</h3>
            <p className="whitespace-pre-line break-words text-sm text-slate-700" data-testid="order-terms">
              {order.terms}
            </p>
          </div>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="orden-compra" title="Orden de compra" testId="order-purchase-order">
          {purchaseOrder === null ? (
            <p className="text-sm text-slate-700">Sin orden de compra</p>
          ) : (
            <OrderRows rows={purchaseOrder} />
          )}
        </Panel>
        <Panel id="pago" title="Pago" testId="order-payment">
          <OrderRows rows={orderPaymentRows(order)} />
        </Panel>
        <Panel id="sitio-entrega" title="Sitio de entrega" testId="order-site">
          <p className="break-words font-semibold text-slate-900">{order.delivery_site.name}</p>
          <DeliverySiteDetails site={order.delivery_site} />
        </Panel>
        <Panel id="datos-facturacion" title="Datos de facturación" testId="order-fiscal">
          <FiscalDataList data={order.fiscal} />
        </Panel>
      </div>
    </>
  );
}

function Panel({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and their values as a description list. */
export function OrderRows({ rows }: { rows: readonly TOrderRow[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The order's history, oldest first: each move with who made it (`actorLabel` names them for the
 * reader) and when, on the company's clock, with the shipment or the reason it brought.
 */
export function OrderTimeline({
  history,
  actorLabel,
}: {
  history: readonly TOrderHistoryEntry[];
  actorLabel: (by: TOrderHistoryEntry['by']) => string;
}) {
  const views = history.map((entry) => describeOrderHistoryEntry(entry, actorLabel));
  return (
    <section aria-labelledby="historial-pedido" className="flex min-w-0 flex-col gap-3">
      <h2 id="historial-pedido" className="text-lg font-bold text-slate-900">
        Historial
      </h2>
      {views.length === 0 ? (
        <p className="text-sm text-slate-600">Todavía no hay movimientos en este pedido.</p>
      ) : (
        <ol className="flex flex-col gap-4 border-l-2 border-slate-200 pl-4">
          {views.map((view, index) => (
            <li
              key={`${view.at.getTime()}-${index}`}
              data-testid="order-history-entry"
              data-status={view.status}
              className="relative text-sm"
            >
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full border-2 border-white bg-primary"
              />
              <p className="font-semibold text-slate-900">{view.title}</p>
              {view.detail === null ? null : <p className="text-slate-700">{view.detail}</p>}
              <p className="text-slate-600">
                {view.who} · <time dateTime={view.at.toISOString()}>{formatQuoteDate(view.at)}</time>
              </p>
              {view.note === null ? null : (
                <p className="mt-1 whitespace-pre-line break-words rounded-button bg-slate-50 px-3 py-2 text-slate-800">
                  <span className="font-semibold">{view.note.label}: </span>
                  {view.note.text}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The order's title on its page, for its customer and for staff: the folio, its status, the customer's name for the quote. */
export function OrderTitle({ order }: { order: Pick<TStoredOrder, 'order_number' | 'status' | 'quote_alias'> }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl" data-testid="order-number">
          {order.order_number}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      {order.quote_alias === null ? null : (
        <p className="break-words text-lg font-semibold text-slate-700">{order.quote_alias}</p>
      )}
    </>
  );
}
