'use client';

import type { TPriceListQueryPlan, TPriceListRow } from '@voltia/domain';
import type { TPriceListCursor } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../staff-backend';
import { useCsvExport } from '../use-csv-export';
import { priceCsv, priceCsvFilename, PRICE_CSV_MAX_ROWS } from './price-csv';
import type { TPriceNameLookup } from './price-names';

/** Products read per round trip while exporting: far fewer trips than the screen's pages of 25. */
const EXPORT_PAGE_SIZE = 500;

/** Every product the plan lists with its price, page after page with plain reads, up to the cap of one file. */
export async function readAllPrices(
  plan: TPriceListQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TPriceListRow[]; capped: boolean }> {
  const backend = await loadStaffBackend();
  const db = backend.getDb();
  const rows: TPriceListRow[] = [];
  let cursor: TPriceListCursor | null = null;
  do {
    const page = await backend.readPriceListPage(db, plan, cursor, EXPORT_PAGE_SIZE);
    rows.push(...page.rows);
    cursor = page.next;
    onProgress(Math.min(rows.length, PRICE_CSV_MAX_ROWS));
  } while (cursor !== null && rows.length < PRICE_CSV_MAX_ROWS);
  return { rows: rows.slice(0, PRICE_CSV_MAX_ROWS), capped: rows.length > PRICE_CSV_MAX_ROWS || cursor !== null };
}

/** "Exportar CSV" of /precios: every product of the current view with its price, as a spreadsheet file. */
export function usePriceExport(names: TPriceNameLookup) {
  return useCsvExport<TPriceListQueryPlan, TPriceListRow>({
    read: readAllPrices,
    csv: (rows) => priceCsv(rows, names),
    fileName: priceCsvFilename,
    failure: 'prices/export-failed',
  });
}
