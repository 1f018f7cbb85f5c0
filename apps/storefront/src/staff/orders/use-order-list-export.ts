'use client';

import type { TOrderListQueryPlan } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { useCsvExport } from '../use-csv-export';
import { orderCsv, orderCsvFileName } from './order-list-csv';
import { readAllOrders } from './read-all-orders';

/** "Exportar CSV": every order of the list's current view as a spreadsheet file. */
export function useOrderListExport() {
  return useCsvExport<TOrderListQueryPlan, TStoredOrder>({
    read: readAllOrders,
    csv: (rows) => orderCsv(rows),
    fileName: orderCsvFileName,
    failure: 'staff/orders-export-failed',
  });
}
