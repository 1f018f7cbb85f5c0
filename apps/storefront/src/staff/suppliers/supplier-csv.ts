import { formatPhoneMx, type TBrand, type TSupplier } from '@voltia/domain';
import { listExportStatusText, type TExportState } from '../export-status';
import type { TListTable } from '../list-file';

/** The columns of the suppliers' CSV export, in Spanish. */
export const SUPPLIER_CSV_HEADER = [
  'Nombre',
  'RFC',
  'Contacto',
  'Correo',
  'Teléfono',
  'Ciudad',
  'Marcas',
  'Días de entrega',
  'Condiciones de pago',
  'Activo',
  'Notas',
] as const;

/** One supplier as a CSV row: brands by name (csvText makes the text safe to open in a spreadsheet). */
export function supplierCsvRow(supplier: TSupplier, brandNames: ReadonlyMap<string, string>): string[] {
  const brands = supplier.brand_ids.map((id) => brandNames.get(id) ?? id).join('; ');
  return [
    supplier.name,
    supplier.tax_id,
    supplier.contact_name,
    supplier.email,
    formatPhoneMx(supplier.phone),
    supplier.city,
    brands,
    String(supplier.lead_time_days),
    supplier.payment_terms,
    supplier.active ? 'Sí' : 'No',
    supplier.notes,
  ];
}

/** The export's table: the header, then the suppliers shown, in their order (the delivery days a number in the workbook). */
export function supplierTable(suppliers: readonly TSupplier[], brandNames: ReadonlyMap<string, string>): TListTable {
  return {
    sheet: 'Proveedores',
    header: SUPPLIER_CSV_HEADER,
    kinds: SUPPLIER_CSV_HEADER.map((column) => (column === 'Días de entrega' ? 'quantity' : 'text')),
    rows: suppliers.map((supplier) => supplierCsvRow(supplier, brandNames)),
    widths: { Nombre: 32, Contacto: 24, Correo: 30, Teléfono: 18, Marcas: 32, 'Condiciones de pago': 24, Notas: 40 },
  };
}

/** What the suppliers' export says about itself in its status line. */
export function supplierExportStatusText(state: TExportState): string {
  return listExportStatusText(state, { one: 'proveedor', many: 'proveedores', feminine: false, max: Infinity });
}

export function brandNameMap(brands: readonly TBrand[]): ReadonlyMap<string, string> {
  return new Map(brands.map((brand) => [brand.id, brand.name]));
}
