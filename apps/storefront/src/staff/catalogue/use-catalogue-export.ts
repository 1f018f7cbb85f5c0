'use client';

import { useState } from 'react';
import {
  AppError,
  CATALOGUE_EXPORT_PAGE_SIZE,
  type TCatalogueProduct,
  type TCatalogueSearchAnswer,
  type TCatalogueSearchRequest,
} from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../staff-backend';
import { searchRequestOf, type TCatalogueFilter } from './catalogue-filter';
import { catalogueCsvText, catalogueFileName, catalogueXlsx, type TCatalogueFileKind } from './catalogue-csv-file';
import { downloadCsv } from '@/staff/download-csv';
import { downloadFile } from '@/shared/browser/download-file';

export type TCatalogueExportState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'exporting';
      readonly kind: TCatalogueFileKind;
      readonly rows: number;
      readonly total: number;
    }
  | { readonly status: 'done'; readonly rows: number; readonly fileName: string };

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

const NUMBER = new Intl.NumberFormat('es-MX');

/** What the export says about itself in its status line (read out as it changes). */
export function catalogueExportStatusText(state: TCatalogueExportState): string {
  if (state.status === 'idle') return '';
  if (state.status === 'exporting')
    return state.rows === 0
      ? 'Exportando…'
      : `Exportando… ${NUMBER.format(state.rows)} de ${NUMBER.format(state.total)} productos leídos.`;
  if (state.rows === 0) return `Se descargó ${state.fileName} sin productos: ninguno coincide con el filtro.`;
  return `Se ${state.rows === 1 ? 'descargó 1 producto' : `descargaron ${NUMBER.format(state.rows)} productos`} en ${state.fileName}.`;
}

/** "Exportar CSV" and "Exportar Excel": every product of the current view, in the import's columns. */
export function useCatalogueExport(): {
  state: TCatalogueExportState;
  exportFile: (filter: TCatalogueFilter, kind: TCatalogueFileKind) => void;
} {
  const [state, setState] = useState<TCatalogueExportState>({ status: 'idle' });
  const exportFile = (filter: TCatalogueFilter, kind: TCatalogueFileKind) => {
    if (state.status === 'exporting') return;
    setState({ status: 'exporting', kind, rows: 0, total: 0 });
    loadStaffBackend()
      .then((backend) =>
        readAllProducts(filter, backend.searchCatalogue, (rows, total) =>
          setState({ status: 'exporting', kind, rows, total }),
        ),
      )
      .then(async (products) => {
        const fileName = catalogueFileName(new Date(), kind);
        if (kind === 'xlsx') downloadFile(await catalogueXlsx(products), fileName);
        else downloadCsv(catalogueCsvText(products), fileName);
        setState({ status: 'done', rows: products.length, fileName });
      })
      .catch((error: unknown) => {
        toast.error(new AppError('catalogue/export-failed', { cause: error }).userMessage);
        setState({ status: 'idle' });
      });
  };
  return { state, exportFile };
}
