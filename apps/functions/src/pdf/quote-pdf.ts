import type { TQuoteDocument } from '@voltia/domain';

/**
 * The quote's PDF as every channel serves it (the download and the email attachment): rendered
 * from the offer stored on the quote and dated by its sending, so the same offer is always the
 * same file.
 */
export async function quotePdf(quoteId: string, quote: TQuoteDocument): Promise<Buffer> {
  // Loaded on the first PDF: pdfkit and the fonts are a tenth of a second of every cold start
  // (each instance, and each of the Functions emulator's workers) that most requests never need.
  const { renderQuotePdf } = await import('./render-quote-pdf');
  return renderQuotePdf({ quoteId, quote, generatedAt: quote.sent_at ?? quote.updated_at });
}
