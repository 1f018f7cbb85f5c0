import { centsToInput, bpToInput, type TPriceListRow } from '@voltia/domain';
import { listExportStatusText, type TExportState } from '../export-status';
import type { TListTable } from '../list-file';
import type { TPriceNameLookup } from './price-names';

export const PRICE_CSV_HEADER = [
  'SKU',
  'Descripción',
  'Marca',
  'Categoría',
  'Proveedor del costo',
  'Costo (MXN)',
  'Margen (%)',
  'Precio de lista (MXN)',
  'Actualizado',
] as const;

/**
 * The filtered price list as a table: one product a row, money as plain figures with two decimals
 * (1234.56) and the margin in percent, numbers in the workbook; the SKU stays text (a "000123" keeps
 * its zeros there). A product without a price leaves its supplier, figures and date empty.
 */
export function priceTable(rows: readonly TPriceListRow[], names: TPriceNameLookup): TListTable {
  return {
    sheet: 'Precios',
    header: PRICE_CSV_HEADER,
    kinds: PRICE_CSV_HEADER.map((column) =>
      column === 'Costo (MXN)' || column === 'Margen (%)' || column === 'Precio de lista (MXN)' ? 'amount' : 'text',
    ),
    rows: rows.map((row) => [
      row.sku,
      row.description,
      names.brand(row.brand_id),
      names.category(row.category_id),
      row.price === null ? '' : names.supplier(row.price.supplier_id),
      row.price === null ? '' : centsToInput(row.price.cost_cents),
      row.price === null ? '' : bpToInput(row.price.margin_bp),
      row.price === null ? '' : centsToInput(row.price.list_price_cents),
      row.price === null ? '' : row.price.updated_at.toISOString(),
    ]),
    widths: { SKU: 18, Descripción: 50, 'Proveedor del costo': 24, Actualizado: 24 },
  };
}

/** The most products one price CSV holds; a wider view is cut there and says so. */
export const PRICE_CSV_MAX_ROWS = 50_000;

/** What the price export says about itself in its status line (read out as it changes). */
export function priceExportStatusText(state: TExportState): string {
  return listExportStatusText(state, { one: 'producto', many: 'productos', feminine: false, max: PRICE_CSV_MAX_ROWS });
}
