import type { TOrderDocument, TQuoteDocument } from '@voltia/domain';

/**
 * The order's confirmation PDF as every channel serves it (the download and the confirmation
 * email's attachment): rendered from the order as stored, with the contact of the quote it came
 * from, and dated by the order's creation, so the same order is always the same file.
 */
export async function orderPdf(
  orderId: string,
  order: TOrderDocument,
  quote: TQuoteDocument | undefined,
): Promise<Buffer> {
  // Loaded on the first PDF, as the quote's: pdfkit and the fonts stay out of every cold start.
  const { renderOrderPdf } = await import('./render-order-pdf');
  return renderOrderPdf({
    orderId,
    order,
    requestDetails: quote?.request_details ?? null,
    generatedAt: order.created_at,
  });
}
