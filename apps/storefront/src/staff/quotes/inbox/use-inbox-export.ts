'use client';

import { useState } from 'react';
import { AppError, type TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxRow } from '@voltia/firebase-client/staff';
import { toast } from '@/browser/toasts';
import { loadStaffBackend } from '../../staff-backend';
import { INBOX_CSV_HEADER, INBOX_CSV_MAX_ROWS, inboxCsvFileName, inboxCsvRow } from './inbox-csv';
import type { TExportState } from './export-status';
import { CSV_BOM, toCsv } from './to-csv';

/** Quotes read per round trip while exporting: far fewer trips than the screen's pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/** Every quote the plan lists, page after page with plain reads (not the listener), up to the cap. */
async function readAllRows(plan: TInboxQueryPlan, onProgress: (rows: number) => void): Promise<{ rows: TInboxRow[]; capped: boolean }> {
  const backend = await loadStaffBackend();
  const db = backend.getDb();
  const rows: TInboxRow[] = [];
  let cursor: TInboxCursor | null = null;
  do {
    const page = await backend.readInboxPage(db, plan, cursor, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    cursor = page.next;
    onProgress(Math.min(rows.length, INBOX_CSV_MAX_ROWS));
  } while (cursor !== null && rows.length < INBOX_CSV_MAX_ROWS);
  return { rows: rows.slice(0, INBOX_CSV_MAX_ROWS), capped: rows.length > INBOX_CSV_MAX_ROWS || cursor !== null };
}

/** Hands a CSV text to the browser as a file download. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file to the browser; the URL is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Exportar CSV": every quote of the current filter as a spreadsheet file. */
export function useInboxExport(): { state: TExportState; exportCsv: (plan: TInboxQueryPlan) => void } {
  const [state, setState] = useState<TExportState>({ status: 'idle' });
  const exportCsv = (plan: TInboxQueryPlan) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', rows: 0 });
    readAllRows(plan, (rows) => setState({ status: 'exporting', rows })).then(
      ({ rows, capped }) => {
        const now = new Date();
        const fileName = inboxCsvFileName(now);
        downloadCsv(CSV_BOM + toCsv([INBOX_CSV_HEADER, ...rows.map((row) => inboxCsvRow(row, now))]), fileName);
        setState({ status: 'done', rows: rows.length, fileName, capped });
      },
      (error: unknown) => {
        toast.error(new AppError('staff/inbox-export-failed', { cause: error }).userMessage);
        setState({ status: 'idle' });
      },
    );
  };
  return { state, exportCsv };
}
