import {
  CFDI_COLUMN_KINDS,
  CFDI_CSV_HEADERS,
  COMPANY_PROFILE,
  cfdiCsvRows,
  cfdiInvoiceData,
  unwrapResult,
  type TCfdiInvoiceData,
  type TOfferLine,
  type TOrderDocument,
  type TSatKeysByProductId,
} from '@voltia/domain';
import { datedFileName, type TListTable } from '../list-file';

// The invoice hand-off, as staff see it: an order's CFDI 4.0 data (the domain's cfdiInvoiceData,
// exact to the cent) as a JSON, Excel or CSV file for the company's issuer, or why it cannot be invoiced;
// and for the order list, the invoice data of every order of the view that can be invoiced, saying
// which were left out. The domain says which orders cannot be invoiced and why (cancelled, a product
// without SAT keys, a line without taxable amount, amounts that do not follow the lines).

/** The one line the invoice section says about stamping: the company's issuer does it, not the store. */
export const INVOICE_STAMPING_NOTE = `El timbrado con un PAC se hace fuera de ${COMPANY_PROFILE.tradeName}.`;

/** The company issues every invoice from its own código postal: LugarExpedicion, and público en general's receptor CP. */
const ISSUER = { lugarExpedicion: COMPANY_PROFILE.postalCode } as const;

/** What an order's invoice section shows: its data, or why there is none. */
export type TOrderInvoice =
  | { readonly status: 'ready'; readonly invoice: TCfdiInvoiceData }
  | { readonly status: 'cancelled'; readonly message: string }
  /** The domain's Spanish message and the lines it names (none when the amounts themselves are refused). */
  | { readonly status: 'refused'; readonly message: string; readonly lines: readonly TOfferLine[] };

/** The order's invoice data, or why it cannot be invoiced. */
export function orderInvoice(order: TOrderDocument, keys: TSatKeysByProductId): TOrderInvoice {
  const invoice = cfdiInvoiceData(order, keys, ISSUER);
  if (invoice.ok) return { status: 'ready', invoice: invoice.value };
  if (invoice.error.code === 'order/cancelled-not-invoiced')
    return { status: 'cancelled', message: invoice.error.userMessage };
  const skus = new Set(invoice.error.items ?? []);
  return {
    status: 'refused',
    message: invoice.error.userMessage,
    lines: order.lines.filter((line) => skus.has(line.sku)),
  };
}

/** Every product the orders' lines name, each once. */
export function orderProductIds(orders: readonly Pick<TOrderDocument, 'lines'>[]): string[] {
  return [...new Set(orders.flatMap((order) => order.lines.map((line) => line.product_id)))];
}

export type TInvoiceFileKind = 'json' | 'xlsx' | 'csv';

/** How the buttons name each kind of file: "Descargar Excel", "Exportar datos de factura (Excel)". */
export const INVOICE_FILE_LABELS: Readonly<Record<TInvoiceFileKind, string>> = {
  json: 'JSON',
  xlsx: 'Excel',
  csv: 'CSV',
};

/** "PED-2026-000001-cfdi.json": the order's folio names its file. */
export function orderInvoiceFileName(orderNumber: string, kind: TInvoiceFileKind): string {
  return `${orderNumber}-cfdi.${kind}`;
}

/** "pedidos-cfdi-2026-11-20.csv": the day of the export, on the person's own calendar. */
export function invoiceListFileName(now: Date, kind: TInvoiceFileKind): string {
  return datedFileName('pedidos-cfdi', now, kind);
}

/** One comprobante (an order's page) or several (the list) as the JSON file's text, indented. */
export function invoiceJson(data: TCfdiInvoiceData | readonly TCfdiInvoiceData[]): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * The concepts of orders that can be invoiced as a table (the domain's columns), for the CSV and the
 * Excel file: in the workbook the SAT keys and folios are text, so the keys keep their leading zeros
 * (a CSV opened in Excel turns the código postal "01000" into 1000 and the FormaPago "03" into 3), and
 * the amounts numbers. Only for orders orderInvoice found ready: anything else throws the domain's refusal.
 */
export function invoiceTable(orders: readonly TOrderDocument[], keys: TSatKeysByProductId): TListTable {
  const [, ...rows] = unwrapResult(cfdiCsvRows(orders, keys, ISSUER));
  return {
    sheet: 'CFDI 4.0',
    header: CFDI_CSV_HEADERS,
    kinds: CFDI_CSV_HEADERS.map((name) => CFDI_COLUMN_KINDS[name]),
    rows,
  };
}

/** A list export split: the orders invoiced (their data in the list's order), and the folios left out and why. */
export type TInvoiceExport<T extends TOrderDocument> = {
  readonly invoiced: readonly T[];
  readonly invoices: readonly TCfdiInvoiceData[];
  readonly cancelled: readonly string[];
  readonly incomplete: readonly string[];
};

/** The invoice data of every order that can be invoiced; cancelled and refused orders are left out by folio. */
export function invoiceExport<T extends TOrderDocument>(
  orders: readonly T[],
  keys: TSatKeysByProductId,
): TInvoiceExport<T> {
  const invoiced: T[] = [];
  const invoices: TCfdiInvoiceData[] = [];
  const cancelled: string[] = [];
  const incomplete: string[] = [];
  for (const order of orders) {
    const outcome = orderInvoice(order, keys);
    if (outcome.status === 'ready') {
      invoiced.push(order);
      invoices.push(outcome.invoice);
    } else (outcome.status === 'cancelled' ? cancelled : incomplete).push(order.order_number);
  }
  return { invoiced, invoices, cancelled, incomplete };
}

// The most folios a message lists; the rest are counted ("y 3 más").
const MAX_NAMED_ORDERS = 10;
const NUMBER = new Intl.NumberFormat('es-MX');

function folios(numbers: readonly string[]): string {
  const named = numbers.slice(0, MAX_NAMED_ORDERS).join(', ');
  const rest = numbers.length - MAX_NAMED_ORDERS;
  return rest > 0 ? `${named} y ${NUMBER.format(rest)} más` : named;
}

/** What the toast says of the orders a list export left out, or null when it left none out. */
export function skippedOrdersText({
  cancelled,
  incomplete,
}: Pick<TInvoiceExport<TOrderDocument>, 'cancelled' | 'incomplete'>): string | null {
  const parts: string[] = [];
  if (incomplete.length > 0)
    parts.push(
      incomplete.length === 1
        ? `1 pedido sin datos completos no se incluyó: ${folios(incomplete)}. Ábrelo para ver qué le falta.`
        : `${NUMBER.format(incomplete.length)} pedidos sin datos completos no se incluyeron: ${folios(incomplete)}. Ábrelos para ver qué les falta.`,
    );
  if (cancelled.length > 0)
    parts.push(
      cancelled.length === 1
        ? `1 pedido cancelado no se incluyó: ${folios(cancelled)}.`
        : `${NUMBER.format(cancelled.length)} pedidos cancelados no se incluyeron: ${folios(cancelled)}.`,
    );
  return parts.length === 0 ? null : parts.join(' ');
}

/** The list's invoice export: reading, then what it downloaded (no file when no order of the view can be invoiced). */
export type TInvoiceExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'exporting'; readonly rows: number }
  | {
      readonly status: 'done';
      readonly invoiced: number;
      readonly fileName: string | null;
      /** The view had more orders than one export reads. */
      readonly capped: boolean;
    };

/** What the invoice export says about itself in its status line (read out as it changes). */
export function invoiceExportStatusText(state: TInvoiceExportState, maxOrders: number): string {
  if (state.status === 'idle') return '';
  if (state.status === 'exporting')
    return state.rows === 0
      ? 'Preparando los datos para factura…'
      : `Preparando los datos para factura… ${NUMBER.format(state.rows)} pedidos leídos.`;
  if (state.fileName === null) return 'Ningún pedido de la vista se puede facturar: no se descargó ningún archivo.';
  const orders = state.invoiced === 1 ? '1 pedido' : `${NUMBER.format(state.invoiced)} pedidos`;
  const done = `Se descargaron los datos para factura de ${orders} en ${state.fileName}.`;
  return state.capped
    ? `${done} Se leyeron los primeros ${NUMBER.format(maxOrders)} pedidos de la vista, el máximo de un archivo: acota el filtro para exportar los demás.`
    : done;
}
