'use client';

import type { TPriceListQueryPlan, TPriceListRow } from '@voltia/domain';
import type { TPriceListCursor } from '@voltia/firebase-client/staff';
import { readAllPages } from '../read-all-pages';
import { useListExport } from '../use-list-export';
import { priceTable, PRICE_CSV_MAX_ROWS } from './price-csv';
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

/** "Exportar CSV" and "Exportar Excel" of /precios: every product of the current view with its price. */
export function usePriceExport(names: TPriceNameLookup) {
  return useListExport<TPriceListQueryPlan, TPriceListRow>({
    read: readAllPrices,
    table: (rows) => priceTable(rows, names),
    fileBase: 'precios',
    failure: 'prices/export-failed',
  });
}
