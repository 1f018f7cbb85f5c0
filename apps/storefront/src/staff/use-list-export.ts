'use client';

import { useState } from 'react';
import { AppError, type TErrorCode } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { downloadCsv } from './download-csv';
import type { TExportState } from './quotes/inbox/export-status';

/** How one list exports its view: reading every row, page after page, then the file. */
export type TCsvExport<TPlan, TRow> = {
  /** Every row the plan lists, up to the list's cap, saying how many it has read so far. */
  readonly read: (plan: TPlan, onProgress: (rows: number) => void) => Promise<{ rows: TRow[]; capped: boolean }>;
  readonly csv: (rows: readonly TRow[], now: Date) => string;
  readonly fileName: (now: Date) => string;
  /** The refusal a failed read or write shows, in a toast. */
  readonly failure: TErrorCode;
};

/**
 * "Exportar CSV" of a back-office list (the quote inbox, the orders): every row of the current view
 * as a spreadsheet file, the progress in `state` as it reads, one export at a time.
 */
export function useCsvExport<TPlan, TRow>({
  read,
  csv,
  fileName,
  failure,
}: TCsvExport<TPlan, TRow>): { state: TExportState; exportCsv: (plan: TPlan) => void } {
  const [state, setState] = useState<TExportState>({ status: 'idle' });
  const exportCsv = (plan: TPlan) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', rows: 0 });
    read(plan, (rows) => setState({ status: 'exporting', rows })).then(
      ({ rows, capped }) => {
        const now = new Date();
        const name = fileName(now);
        downloadCsv(csv(rows, now), name);
        setState({ status: 'done', rows: rows.length, fileName: name, capped });
      },
      (error: unknown) => {
        toast.error(new AppError(failure, { cause: error }).userMessage);
        setState({ status: 'idle' });
      },
    );
  };
  return { state, exportCsv };
}
