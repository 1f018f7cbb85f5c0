import { csvText, formatPhoneMx, type TBrand, type TSupplier } from '@voltia/domain';

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

/** The export's file text: the header, then the suppliers shown, in their order. */
export function supplierCsv(suppliers: readonly TSupplier[], brandNames: ReadonlyMap<string, string>): string {
  return csvText([SUPPLIER_CSV_HEADER, ...suppliers.map((supplier) => supplierCsvRow(supplier, brandNames))]);
}

/** "proveedores-2026-01-31.csv" (the local date). */
export function supplierCsvFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `proveedores-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

export function brandNameMap(brands: readonly TBrand[]): ReadonlyMap<string, string> {
  return new Map(brands.map((brand) => [brand.id, brand.name]));
}
