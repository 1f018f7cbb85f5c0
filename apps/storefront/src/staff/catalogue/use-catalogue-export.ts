'use client';

import {
  CATALOGUE_EXPORT_PAGE_SIZE,
  type TCatalogueProduct,
  type TCatalogueSearchAnswer,
  type TCatalogueSearchRequest,
} from '@voltia/domain';
import { loadStaffBackend } from '../staff-backend';
import { listExportStatusText, type TExportState } from '../export-status';
import { useListExport } from '../use-list-export';
import { searchRequestOf, type TCatalogueFilter } from './catalogue-filter';
import { catalogueTable } from './catalogue-csv-file';

/** Every product of a view, page after page of the function's /search (1000 a page), in the table's order. */
export async function readAllProducts(
  filter: TCatalogueFilter,
  search: (request: TCatalogueSearchRequest) => Promise<TCatalogueSearchAnswer>,
  onProgress: (rows: number, total: number) => void,
): Promise<TCatalogueProduct[]> {
  const products: TCatalogueProduct[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await search(searchRequestOf(filter, page, CATALOGUE_EXPORT_PAGE_SIZE));
    products.push(...answer.items);
    onProgress(products.length, answer.total);
    if (answer.items.length < CATALOGUE_EXPORT_PAGE_SIZE || products.length >= answer.total) return products;
  }
}

/** What the catalogue's export says about itself in its status line (read out as it changes); it has no cap. */
export function catalogueExportStatusText(state: TExportState): string {
  return listExportStatusText(state, { one: 'producto', many: 'productos', feminine: false, max: Infinity });
}

/** "Exportar CSV" and "Exportar Excel": every product of the current view, in the import's columns. */
export function useCatalogueExport() {
  return useListExport<TCatalogueFilter, TCatalogueProduct>({
    read: async (filter, onProgress) => {
      const backend = await loadStaffBackend();
      return { rows: await readAllProducts(filter, backend.searchCatalogue, onProgress), capped: false };
    },
    table: (products) => catalogueTable(products),
    fileBase: 'catalogo',
    failure: 'catalogue/export-failed',
  });
}
