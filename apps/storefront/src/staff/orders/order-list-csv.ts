import { ORDER_STATUS_LABELS, centsToInput, formatBusinessDate } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { listExportStatusText, type TExportState } from '../export-status';
import type { TListTable } from '../list-file';

// The order list as a spreadsheet: one row per order, what the list shows and what the back office
// needs beside it (the razón social and RFC for the invoice, the shipment), in plain values a
// spreadsheet can sort and sum, as a CSV or an Excel workbook (list-file.ts: what a customer typed
// cannot run as a formula; in the workbook the folios and RFCs stay text, the total a number).

/** An export stops here and says so: beyond it the filter should be narrowed. */
export const ORDER_CSV_MAX_ROWS = 5_000;

export const ORDER_CSV_HEADER = [
  'folio',
  'cotización',
  'cliente',
  'razón social',
  'RFC',
  'orden de compra',
  'sitio de entrega',
  'estado',
  'fecha del pedido',
  'total (MXN)',
  'paquetería',
  'número de guía',
] as const;

/** One order as a CSV row (ORDER_CSV_HEADER's columns). */
export function orderCsvRow(order: TStoredOrder): string[] {
  return [
    order.order_number,
    order.quote_number,
    order.customer.nameOfClient,
    order.fiscal.razon_social,
    order.fiscal.rfc,
    order.purchase_order_number,
    order.delivery_site.name,
    ORDER_STATUS_LABELS[order.status],
    formatBusinessDate(order.created_at, 'iso-date-time'),
    centsToInput(order.totals.total_cents),
    order.carrier ?? '',
    order.tracking_number ?? '',
  ];
}

/** The export's table: the header, then one row per order. */
export function orderTable(orders: readonly TStoredOrder[]): TListTable {
  return {
    sheet: 'Pedidos',
    header: ORDER_CSV_HEADER,
    kinds: ORDER_CSV_HEADER.map((column) => (column === 'total (MXN)' ? 'amount' : 'text')),
    rows: orders.map(orderCsvRow),
    widths: { cliente: 28, 'razón social': 32, 'sitio de entrega': 28, 'fecha del pedido': 20 },
  };
}

/** What the order export says about itself in its status line (read out as it changes). */
export function orderExportStatusText(state: TExportState): string {
  return listExportStatusText(state, { one: 'pedido', many: 'pedidos', feminine: false, max: ORDER_CSV_MAX_ROWS });
}
