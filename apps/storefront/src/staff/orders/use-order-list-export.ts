'use client';

import { useState } from 'react';
import { AppError, type TOrderListQueryPlan } from '@voltia/domain';
import type { TOrderListCursor, TStoredOrder } from '@voltia/firebase-client/staff';
import { toast } from '@/shared/browser/toasts';
import { downloadCsv } from '../download-csv';
import type { TExportState } from '../quotes/inbox/export-status';
import { loadStaffBackend } from '../staff-backend';
import { ORDER_CSV_MAX_ROWS, orderCsv, orderCsvFileName } from './order-list-csv';

/** Orders read per round trip while exporting: far fewer trips than the screen's pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/** Every order the plan lists, page after page with plain reads (not the listener), up to the cap. */
async function readAllOrders(
  plan: TOrderListQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TStoredOrder[]; capped: boolean }> {
  const backend = await loadStaffBackend();
  const db = backend.getDb();
  const rows: TStoredOrder[] = [];
  let cursor: TOrderListCursor | null = null;
  do {
    const page = await backend.readOrderListPage(db, plan, cursor, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    cursor = page.next;
    onProgress(Math.min(rows.length, ORDER_CSV_MAX_ROWS));
  } while (cursor !== null && rows.length < ORDER_CSV_MAX_ROWS);
  return { rows: rows.slice(0, ORDER_CSV_MAX_ROWS), capped: rows.length > ORDER_CSV_MAX_ROWS || cursor !== null };
}

/** "Exportar CSV": every order of the list's current view as a spreadsheet file. */
export function useOrderListExport(): { state: TExportState; exportCsv: (plan: TOrderListQueryPlan) => void } {
  const [state, setState] = useState<TExportState>({ status: 'idle' });
  const exportCsv = (plan: TOrderListQueryPlan) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', rows: 0 });
    readAllOrders(plan, (rows) => setState({ status: 'exporting', rows })).then(
      ({ rows, capped }) => {
        const fileName = orderCsvFileName(new Date());
        downloadCsv(orderCsv(rows), fileName);
        setState({ status: 'done', rows: rows.length, fileName, capped });
      },
      (error: unknown) => {
        toast.error(new AppError('staff/orders-export-failed', { cause: error }).userMessage);
        setState({ status: 'idle' });
      },
    );
  };
  return { state, exportCsv };
}
