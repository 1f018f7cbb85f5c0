'use client';

import type { TOrderListQueryPlan } from '@voltia/domain';
import type { TStoredOrder } from '@voltia/firebase-client/staff';
import { useListExport } from '../use-list-export';
import { orderTable } from './order-list-csv';
import { readAllOrders } from './read-all-orders';

/** "Exportar CSV" and "Exportar Excel": every order of the list's current view as a spreadsheet file. */
export function useOrderListExport() {
  return useListExport<TOrderListQueryPlan, TStoredOrder>({
    read: readAllOrders,
    table: (rows) => orderTable(rows),
    fileBase: 'pedidos',
    failure: 'staff/orders-export-failed',
  });
}
