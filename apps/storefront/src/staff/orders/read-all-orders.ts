import type { TOrderListQueryPlan } from '@voltia/domain';
import type { TOrderListCursor, TStoredOrder } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../staff-backend';
import { ORDER_CSV_MAX_ROWS } from './order-list-csv';

/** Orders read per round trip while exporting: far fewer trips than the screen's pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/**
 * Every order the plan lists, page after page with plain reads (not the listener), up to the cap of
 * one file: what the list's exports (the CSV of the view, the invoice data) are made of.
 */
export async function readAllOrders(
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
