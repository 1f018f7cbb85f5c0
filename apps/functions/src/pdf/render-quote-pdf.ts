import { AppError, formatBusinessDate, formatPhoneMx, quoteTitle, quoteTitleParts } from '@voltia/domain';
import type { TQuoteDocument, TQuoteOffer, TQuoteRequestDetails } from '@voltia/domain';
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

export type TQuotePdfInput = {
  quoteId: string;
  /** A quote that was sent: it has its number, offer, send and validity dates and request details. */
  quote: TQuoteDocument;
  /**
   * The PDF's creation date (metadata only, never printed). The same quote and the same generatedAt
   * give the same bytes, so pass something stable, such as the offer's sent_at, to let the email
   * attach exactly the PDF the customer downloads.
   */
  generatedAt: Date;
};

/** What the PDF prints of a sent quote, every field present. */
type TSentQuote = {
  number: string;
  /** The quote's one-line title (folio and the customer's own name for it). */
  title: string;
  /** The customer's own name for the quote; null while it has the one it was created with. */
  alias: string | null;
  offer: TQuoteOffer;
  sentAt: Date;
  validUntil: Date;
  details: TQuoteRequestDetails;
};

/**
 * The Spanish PDF of a sent quote: company header, quote number and validity, the customer, every
 * offer line (the table continues over as many pages as it needs, its header repeated), the totals
 * and terms as stored in the offer, and the company's contact and "Página n de m" on every page.
 * Amounts are printed, never computed: they come from the offer the domain's quoteTotals made.
 *
 * @throws AppError quote/no-offer when the quote was never sent; quote/pdf-failed when rendering fails.
 */
export async function renderQuotePdf(input: TQuotePdfInput): Promise<Buffer> {
  const quote = sentQuote(input);
  try {
    return await renderSentQuote(quote, input.generatedAt);
  } catch (error) {
    throw new AppError('quote/pdf-failed', { cause: error, detail: `quote ${input.quoteId}` });
  }
}

function sentQuote({ quoteId, quote }: TQuotePdfInput): TSentQuote {
  const { quote_number: number, offer, sent_at: sentAt, valid_until: validUntil, request_details: details } = quote;
  if (number === null || offer === null || sentAt === null || validUntil === null || details === null) {
    throw new AppError('quote/no-offer', {
      detail: `quote ${quoteId} (status ${quote.status}) has no sent offer to print`,
    });
  }
  return {
    number,
    title: quoteTitle(quote),
    alias: quoteTitleParts(quote).subtitle,
    offer,
    sentAt,
    validUntil,
    details,
  };
}

function renderSentQuote(quote: TSentQuote, generatedAt: Date): Promise<Buffer> {
  const draft = startPdf(`Cotización ${quote.title}`, generatedAt);
  const { doc } = draft;
  const validity = `Vigente hasta el ${formatBusinessDate(quote.validUntil, 'day')}`;
  let y = drawHeading(
    doc,
    {
      title: 'Cotización',
      titleSize: 20,
      number: quote.number,
      subtitle: quote.alias,
      dated: `Fecha de emisión: ${formatBusinessDate(quote.sentAt, 'day')}`,
      facts: [validity],
    },
    PDF_CONTENT_TOP,
  );
  y = drawCustomer(doc, quote.details, y + 14);
  y = drawLines(doc, quote.offer.lines, y + 16);
  y = drawTotals(doc, quote.offer.totals, y + 10);
  drawTextSection(doc, 'Términos y condiciones', quote.offer.terms, y + 18);
  return finishPdf(draft, { title: `Cotización ${quote.number}`, note: validity });
}

/** The customer's company, tax id, contact and delivery city, as they confirmed the request. */
function drawCustomer(doc: PDFKit.PDFDocument, details: TQuoteRequestDetails, top: number): number {
  return drawDetails(
    doc,
    'Cliente',
    [
      {
        rows: [
          ['Empresa', details.company],
          ['RFC', details.tax_id],
          ['Contacto', details.contact_name],
        ],
      },
      {
        rows: [
          ['Correo', details.email],
          ['Teléfono', formatPhoneMx(details.phone)],
          ['Ciudad de entrega', details.delivery_city],
        ],
      },
    ],
    top,
  );
}
