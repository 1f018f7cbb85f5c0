'use client';

import { useState } from 'react';
import { AppError, type TOrderListQueryPlan } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { downloadCsv } from '../download-csv';
import type { TExportState } from '../quotes/inbox/export-status';
import { orderCsv, orderCsvFileName } from './order-list-csv';
import { readAllOrders } from './read-all-orders';

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
