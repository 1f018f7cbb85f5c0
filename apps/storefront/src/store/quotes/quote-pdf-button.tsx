'use client';

import { PdfButton } from '@/shared/ui/pdf-button';
import { loadQuotesBackend } from './use-quotes';

/** "Descargar PDF": the quote's PDF as the server renders it, saved under the quote number. */
export function QuotePdfButton({ quoteId, fileName }: { quoteId: string; fileName: string }) {
  return (
    <PdfButton
      label="Descargar PDF"
      fileName={fileName}
      failure="quote/pdf-failed"
      download={async () => (await loadQuotesBackend()).downloadQuotePdf(quoteId)}
    />
  );
}
