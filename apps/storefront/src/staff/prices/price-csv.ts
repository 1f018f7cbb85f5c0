import { centsToInput, bpToInput, csvText, type TPriceListRow } from '@voltia/domain';
import { listExportStatusText, type TExportState } from '../quotes/inbox/export-status';
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
 * The filtered price list as CSV (Excel-friendly UTF-8 with BOM, CRLF): one product a row, money
 * as plain figures with two decimals (1234.56) and the margin in percent, so a spreadsheet reads
 * them as numbers; text that starts like a formula is kept from running by csvText. A product
 * without a price leaves its supplier, figures and date empty.
 */
export function priceCsv(rows: readonly TPriceListRow[], names: TPriceNameLookup): string {
  return csvText([
    PRICE_CSV_HEADER,
    ...rows.map((row) => [
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
  ]);
}

/** The export's file name: precios-YYYY-MM-DD.csv (the local day). */
export function priceCsvFilename(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `precios-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** The most products one price CSV holds; a wider view is cut there and says so. */
export const PRICE_CSV_MAX_ROWS = 50_000;

/** What the price export says about itself in its status line (read out as it changes). */
export function priceExportStatusText(state: TExportState): string {
  return listExportStatusText(state, { one: 'producto', many: 'productos', feminine: false, max: PRICE_CSV_MAX_ROWS });
}
