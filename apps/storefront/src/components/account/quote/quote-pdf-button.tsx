'use client';

import { useState } from 'react';
import { toast } from '@/browser/toasts';
import { toAppError } from '@voltia/domain';
import { loadQuotesBackend } from '@/quotes/use-quotes';
import { secondaryButtonClass } from '../../forms/text-field';

/** Saves a Blob as a file through a temporary link (the PDF comes from a POST, so a plain link cannot fetch it). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL when the download starts; give it time before letting go of the Blob.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** "Descargar PDF": the quote's PDF as the server renders it, saved under the quote number. */
export function QuotePdfButton({ quoteId, fileName }: { quoteId: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const backend = await loadQuotesBackend();
      saveBlob(await backend.downloadQuotePdf(quoteId), fileName);
    } catch (error) {
      toast.error(toAppError(error, 'quote/pdf-failed').userMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={secondaryButtonClass} disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? 'Preparando el PDF…' : 'Descargar PDF'}
    </button>
  );
}
