'use client';

import type { TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxRow } from '@voltia/firebase-client/staff';
import { readAllPages } from '../../read-all-pages';
import { useListExport } from '../../use-list-export';
import { INBOX_CSV_MAX_ROWS, inboxTable } from './inbox-csv';

/** Every quote the plan lists, up to the cap of one file. */
function readAllRows(
  plan: TInboxQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TInboxRow[]; capped: boolean }> {
  return readAllPages<TInboxRow, TInboxCursor>(
    (backend, cursor, pageSize) => backend.readInboxPage(backend.getDb(), plan, cursor, pageSize),
    INBOX_CSV_MAX_ROWS,
    onProgress,
  );
}

/** "Exportar CSV" and "Exportar Excel": every quote of the current filter as a spreadsheet file. */
export function useInboxExport() {
  return useListExport<TInboxQueryPlan, TInboxRow>({
    read: readAllRows,
    table: inboxTable,
    fileBase: 'cotizaciones',
    failure: 'staff/inbox-export-failed',
  });
}
