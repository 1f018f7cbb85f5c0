import {
  AppError,
  deliverySiteAddressLines,
  fiscalDataRows,
  formatBusinessDate,
  formatPhoneMx,
  orderPaymentRows,
  purchaseOrderRows,
} from '@voltia/domain';
import type { TOrderDocument, TQuoteRequestDetails } from '@voltia/domain';
import {
  drawDetails,
  drawHeading,
  drawLines,
  drawTextSection,
  drawTotals,
  finishPdf,
  PDF_CONTENT_TOP,
  startPdf,
} from './pdf-drawing';
import type { TPdfDetail, TPdfDetailColumn } from './pdf-drawing';

export type TOrderPdfInput = {
  orderId: string;
  order: TOrderDocument;
  /**
   * Who asked for the quote the order came from, as they confirmed it (company, contact, email,
   * phone); null when the quote has none, and the order's customer name stands in.
   */
  requestDetails: TQuoteRequestDetails | null;
  /**
   * The PDF's creation date (metadata only, never printed). The same order and the same generatedAt
   * give the same bytes: pass the order's created_at so the email attaches exactly the PDF the
   * customer downloads.
   */
  generatedAt: Date;
};

// The label column of the order's sections fits "Correo para facturas" on one line.
const LABEL_WIDTH = 100;

/**
 * The Spanish confirmation of an order, drawn like the quote's PDF: company header, the order's
 * number, date and the quote it came from; the customer, the purchase order and the payment as SAT
 * names it, the delivery site (address, who receives, phone, hours), the fiscal data the invoice
 * will carry; then the lines, totals and terms exactly as they were frozen when the offer was
 * accepted, and the company's contact and "Página n de m" on every page. A cancelled order says so
 * under its number. Amounts are printed, never computed.
 *
 * @throws AppError order/pdf-failed when rendering fails.
 */
export async function renderOrderPdf(input: TOrderPdfInput): Promise<Buffer> {
  try {
    return await renderOrder(input);
  } catch (error) {
    throw new AppError('order/pdf-failed', { cause: error, detail: `order ${input.orderId}` });
  }
}

function renderOrder({ order, requestDetails, generatedAt }: TOrderPdfInput): Promise<Buffer> {
  const title = `Confirmación de pedido ${order.order_number}`;
  const draft = startPdf(order.quote_alias === null ? title : `${title} · ${order.quote_alias}`, generatedAt);
  const { doc } = draft;
  const quote = `Cotización ${order.quote_number}`;
  let y = drawHeading(
    doc,
    {
      title: 'Confirmación de pedido',
      // Smaller than the quote's "Cotización", so the longer title keeps to one line.
      titleSize: 16,
      number: order.order_number,
      subtitle: order.quote_alias,
      dated: `Fecha del pedido: ${formatBusinessDate(order.created_at, 'day')}`,
      facts: order.status === 'cancelled' ? [quote, 'Pedido cancelado'] : [quote],
    },
    PDF_CONTENT_TOP,
  );
  y = drawDetails(doc, 'Cliente', customerColumns(order, requestDetails), y + 14, LABEL_WIDTH);
  y = drawDetails(
    doc,
    null,
    [
      { heading: 'Orden de compra', rows: purchaseOrderRows(order) ?? [['', 'Sin orden de compra']] },
      { heading: 'Pago', rows: orderPaymentRows(order) },
    ],
    y + 12,
    LABEL_WIDTH,
  );
  y = drawDetails(
    doc,
    null,
    [
      { heading: 'Sitio de entrega', rows: siteRows(order.delivery_site) },
      { heading: 'Datos de facturación', rows: fiscalDataRows(order.fiscal) },
    ],
    y + 12,
    LABEL_WIDTH,
  );
  y = drawLines(doc, order.lines, y + 16);
  y = drawTotals(doc, order.totals, y + 10);
  drawTextSection(doc, 'Términos y condiciones', order.terms, y + 18);
  return finishPdf(draft, { title: `Pedido ${order.order_number}`, note: quote });
}

/** Who bought: the request's company, contact, email and phone, or the order's customer name alone. */
function customerColumns(
  order: TOrderDocument,
  details: TQuoteRequestDetails | null,
): [TPdfDetailColumn, TPdfDetailColumn] {
  if (details === null) return [{ rows: [['Cliente', order.customer.nameOfClient]] }, { rows: [] }];
  return [
    {
      rows: [
        ['Empresa', details.company],
        ['Contacto', details.contact_name],
      ],
    },
    {
      rows: [
        ['Correo', details.email],
        ['Teléfono', formatPhoneMx(details.phone)],
      ],
    },
  ];
}

/** Where the material goes (the site, its address) and who receives it, at which phone and hours, with the site's directions. */
function siteRows(site: TOrderDocument['delivery_site']): TPdfDetail[] {
  return [
    ['Sitio', site.name],
    ['Dirección', deliverySiteAddressLines(site).join('\n')],
    ['Recibe', site.receiver_name],
    ['Teléfono', formatPhoneMx(site.receiver_phone)],
    ...(site.hours === '' ? [] : [['Horario', site.hours] as const]),
    ...(site.notes === '' ? [] : [['Indicaciones', site.notes] as const]),
  ];
}
