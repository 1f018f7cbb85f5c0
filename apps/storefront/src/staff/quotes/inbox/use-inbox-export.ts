'use client';

import type { TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxRow } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../../staff-backend';
import { useCsvExport } from '../../use-csv-export';
import { INBOX_CSV_MAX_ROWS, inboxCsv, inboxCsvFileName } from './inbox-csv';

/** Quotes read per round trip while exporting: far fewer trips than the screen's pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/** Every quote the plan lists, page after page with plain reads (not the listener), up to the cap. */
async function readAllRows(
  plan: TInboxQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TInboxRow[]; capped: boolean }> {
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

/** "Exportar CSV": every quote of the current filter as a spreadsheet file. */
export function useInboxExport() {
  return useCsvExport<TInboxQueryPlan, TInboxRow>({
    read: readAllRows,
    csv: inboxCsv,
    fileName: inboxCsvFileName,
    failure: 'staff/inbox-export-failed',
  });
}
