'use client';

import { useState } from 'react';
import type { TErrorCode } from '@voltia/domain';
import { downloadFile } from '@/shared/browser/download-file';
import { toast } from '@/shared/browser/toasts';
import { failureMessage } from '@/shared/ui/failure-message';
import { secondaryButtonClass } from '@/shared/ui/text-field';

/**
 * A button that downloads a PDF the server renders (a quote, an order's confirmation) and saves it
 * as `fileName` (the customer's quote and order pages, the staff desk and order page); while it is
 * being made the button says so and is busy, and a failure is a toast with the refusal's Spanish
 * message (`failure`'s when the refusal has none of its own).
 */
export function PdfButton({
  label,
  fileName,
  download,
  failure,
  testId,
}: {
  label: string;
  fileName: string;
  download: () => Promise<Blob>;
  failure: TErrorCode;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      downloadFile(await download(), fileName);
    } catch (error) {
      toast.error(failureMessage(error, failure));
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
      data-testid={testId}
      onClick={() => void save()}
    >
      {busy ? 'Preparando el PDF…' : label}
    </button>
  );
}
