'use client';

import { useState } from 'react';
import { downloadFile } from '@/shared/browser/download-file';
import { toast } from '@/shared/browser/toasts';
import { toAppError } from '@voltia/domain';
import { loadQuotesBackend } from './use-quotes';
import { secondaryButtonClass } from '@/shared/ui/text-field';

/** "Descargar PDF": the quote's PDF as the server renders it, saved under the quote number. */
export function QuotePdfButton({ quoteId, fileName }: { quoteId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const backend = await loadQuotesBackend();
      downloadFile(await backend.downloadQuotePdf(quoteId), fileName);
    } catch (error) {
      toast.error(toAppError(error, 'quote/pdf-failed').userMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download()}
    >
      {busy ? 'Preparando el PDF…' : 'Descargar PDF'}
    </button>
  );
}
