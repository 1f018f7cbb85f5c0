import {
  ORDER_STATUS_LABELS,
  formatMoney,
  formatPercentBp,
  mexicanStateName,
  orderPaymentRows,
  quoteTotalsRows,
} from '@voltia/domain';
import type { TOrderDocument, TOrderMailKind, TQuoteDocument } from '@voltia/domain';
import { oneLine } from './mail-templates';
import type { TRenderedMail } from './mail-templates';
import { customerGreeting, render, titleOf } from './quote-mail-templates';
import type { TBlock } from './quote-mail-templates';

// The order's emails to its customer: the confirmation when they accept the offer, and each status
// staff move it to. Like the quote's emails, every typed value is escaped by `render` and reaches a
// subject only as one short line.

export type TOrderMailContext = {
  readonly to: string;
  readonly storefrontUrl: string;
  readonly orderId: string;
  /** The order after the event. */
  readonly order: TOrderDocument;
  /** The quote the order came from (its title, the contact's name). */
  readonly quote: TQuoteDocument;
  /** What came with a move: the carrier and tracking number, a cancellation's reason. */
  readonly note?: string | null;
};

/** The customer's link to one of their orders. */
export function customerOrderUrl(storefrontUrl: string, orderId: string): string {
  return new URL(`/b2b/pedidos/${encodeURIComponent(orderId)}`, storefrontUrl).toString();
}

/** Where the material goes: the site's name, then its town and state. */
export function siteLine(order: TOrderDocument): string {
  const site = order.delivery_site;
  return `${site.name} (${site.municipio}, ${mexicanStateName(site.estado) ?? site.estado})`;
}

/** The rows that identify an order: its number, its quote, the purchase order and the site. */
export function orderRows(order: TOrderDocument, quote: TQuoteDocument): (readonly [string, string])[] {
  return [
    ['Pedido', order.order_number],
    ['Cotización', titleOf(quote)],
    ['Orden de compra', order.purchase_order_number === '' ? 'Sin orden de compra' : order.purchase_order_number],
    ['Sitio de entrega', siteLine(order)],
  ];
}

function renderOrderConfirmed(ctx: TOrderMailContext): TRenderedMail {
  const { order, quote } = ctx;
  const totals = order.totals;
  const blocks: TBlock[] = [
    {
      paragraphs: [
        `Recibimos tu aceptación de la cotización ${titleOf(quote)}. Tu pedido ${order.order_number} está confirmado; adjuntamos su confirmación en PDF.`,
      ],
    },
    { rows: orderRows(order, quote) },
    {
      heading: 'Productos',
      list: order.lines.map(
        (line) =>
          `${line.quantity} × ${line.sku_description} (SKU ${line.sku}): ${formatMoney(line.unit_price_cents)} c/u` +
          `${line.discount_bp > 0 ? `, descuento ${formatPercentBp(line.discount_bp)}` : ''}`,
      ),
    },
    {
      rows: quoteTotalsRows(totals).map(
        (row) => [row.label, row.key === 'total' ? `${row.amount} ${totals.currency}` : row.amount] as const,
      ),
    },
    {
      heading: 'Facturación',
      rows: [
        ['Razón social', order.fiscal.razon_social],
        ['RFC', order.fiscal.rfc],
        ...orderPaymentRows(order),
        ['Facturas a', order.fiscal.invoice_email],
      ],
    },
    {
      heading: 'Qué sigue',
      paragraphs: [
        'Preparamos tu material y te escribiremos cuando salga, con la paquetería y el número de guía. Puedes seguir tu pedido en línea.',
      ],
    },
  ];
  return render(
    ctx.to,
    `Pedido ${order.order_number} confirmado: cotización ${titleOf(quote)}`,
    customerGreeting(quote),
    blocks,
    { label: 'Ver tu pedido', href: customerOrderUrl(ctx.storefrontUrl, ctx.orderId) },
  );
}

const STATUS_SENTENCES: Readonly<Record<TOrderDocument['status'], (order: TOrderDocument) => string>> = {
  confirmed: (order) => `Tu pedido ${order.order_number} está confirmado.`,
  preparing: (order) => `Estamos preparando tu pedido ${order.order_number}.`,
  shipped: (order) => `Tu pedido ${order.order_number} va en camino a ${siteLine(order)}.`,
  delivered: (order) => `Entregamos tu pedido ${order.order_number} en ${siteLine(order)}. Gracias por tu compra.`,
  cancelled: (order) => `Cancelamos tu pedido ${order.order_number}.`,
};

function renderOrderStatus(ctx: TOrderMailContext): TRenderedMail {
  const { order, quote } = ctx;
  const status = ORDER_STATUS_LABELS[order.status];
  const note = ctx.note ?? null;
  return render(
    ctx.to,
    `Tu pedido ${order.order_number}: ${status.toLowerCase()}`,
    customerGreeting(quote),
    [
      { paragraphs: [STATUS_SENTENCES[order.status](order)] },
      ...(note === null ? [] : [{ heading: order.status === 'cancelled' ? 'Motivo' : 'Envío', paragraphs: [note] }]),
      { rows: [...orderRows(order, quote), ['Estado', status]] },
    ],
    { label: 'Ver tu pedido', href: customerOrderUrl(ctx.storefrontUrl, ctx.orderId) },
  );
}

const RENDERERS: Record<TOrderMailKind, (ctx: TOrderMailContext) => TRenderedMail> = {
  order_confirmed: renderOrderConfirmed,
  order_status: renderOrderStatus,
};

/** The email of an order event. */
export function renderOrderMail(kind: TOrderMailKind, context: TOrderMailContext): TRenderedMail {
  const mail = RENDERERS[kind](context);
  return { ...mail, subject: oneLine(mail.subject, 200) ?? mail.subject };
}
