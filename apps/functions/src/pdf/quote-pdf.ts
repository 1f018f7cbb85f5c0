import type { TQuoteDocument } from '@voltia/domain';
import { renderQuotePdf } from './render-quote-pdf';

/**
 * The quote's PDF as every channel serves it (the download and the email attachment): rendered
 * from the offer stored on the quote and dated by its sending, so the same offer is always the
 * same file.
 */
export function quotePdf(quoteId: string, quote: TQuoteDocument): Promise<Buffer> {
  return renderQuotePdf({ quoteId, quote, generatedAt: quote.sent_at ?? quote.updated_at });
}
