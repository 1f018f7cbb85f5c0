'use client';

import type { TPriceListQueryPlan, TPriceListRow } from '@voltia/domain';
import type { TPriceListCursor } from '@voltia/firebase-client/staff';
import { readAllPages } from '../read-all-pages';
import { useCsvExport } from '../use-csv-export';
import { priceCsv, priceCsvFilename, PRICE_CSV_MAX_ROWS } from './price-csv';
import type { TPriceNameLookup } from './price-names';

/** Every product the plan lists with its price, up to the cap of one file. */
function readAllPrices(
  plan: TPriceListQueryPlan,
  onProgress: (rows: number) => void,
): Promise<{ rows: TPriceListRow[]; capped: boolean }> {
  return readAllPages<TPriceListRow, TPriceListCursor>(
    (backend, cursor, pageSize) => backend.readPriceListPage(backend.getDb(), plan, cursor, pageSize),
    PRICE_CSV_MAX_ROWS,
    onProgress,
  );
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
