import type { TOrderListQueryPlan } from '@voltia/domain';
import type { TOrderListCursor, TStoredOrder } from '@voltia/firebase-client/staff';
import { readAllPages } from '../read-all-pages';
import { ORDER_CSV_MAX_ROWS } from './order-list-csv';

/** Every order the plan lists, up to the cap of one file: what the list's exports (the CSV, the invoice data) are made of. */
export function readAllOrders(
  plan: TOrderListQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TStoredOrder[]; capped: boolean }> {
  return readAllPages<TStoredOrder, TOrderListCursor>(
    (backend, cursor, pageSize) => backend.readOrderListPage(backend.getDb(), plan, cursor, pageSize),
    ORDER_CSV_MAX_ROWS,
    onProgress,
  );
}
