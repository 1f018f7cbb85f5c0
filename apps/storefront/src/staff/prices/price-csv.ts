import { centsToInput, bpToInput, csvText, type TPricedProduct } from '@voltia/domain';
import type { TPriceNameLookup } from './price-names';

export const PRICE_CSV_HEADER = ['SKU', 'Descripción', 'Marca', 'Categoría', 'Proveedor del costo', 'Costo (MXN)', 'Margen (%)', 'Precio de lista (MXN)', 'Actualizado'] as const;

/**
 * The filtered price table as CSV (Excel-friendly UTF-8 with BOM, CRLF): one product a row, money
 * as plain figures with two decimals (1234.56) and the margin in percent, so a spreadsheet reads
 * them as numbers; text that starts like a formula is kept from running by csvText.
 */
export function priceCsv(rows: readonly TPricedProduct[], names: TPriceNameLookup): string {
  return (
    csvText([
      PRICE_CSV_HEADER,
      ...rows.map((row) => [
        row.sku,
        row.description,
        names.brand(row.brand_id),
        names.category(row.category_id),
        names.supplier(row.supplier_id),
        centsToInput(row.cost_cents),
        bpToInput(row.margin_bp),
        centsToInput(row.list_price_cents),
        row.updated_at.toISOString(),
      ]),
    ])
  );
}

/** The export's file name: precios-YYYY-MM-DD.csv (the local day). */
export function priceCsvFilename(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `precios-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
