import { valueOfSpreadsheetCell } from '../csv/spreadsheet-cell';
import { parseMoneyInput } from '../money/money';
import type { TCatalogueCsvPrice } from '../pricing/imported-price';
import { parseMarginInput, ZCostCents } from '../pricing/price-list';
import type { TProduct } from './product';
import { ZProductInput, type TProductInput, type TProductInputField, type TProductSatKeyField } from './product-input';

// The catalogue's CSV (import and export): UTF-8, comma separated, a header row with these columns
// in any order. A CSV parser (papaparse) turns the file into records keyed by header; this module
// turns one record into a product's editable fields, or into Spanish errors naming row and column.
// An Excel workbook with the same columns is read the same way, each cell as the text the CSV would
// carry (textOfSpreadsheetValue).
//
//   sku          the SKU (unique, compared by skuKey: case and spacing do not matter)
//   descripcion  the description
//   marca        the brand id (slug, e.g. schneider-electric)
//   categoria    the category id (slug, e.g. proteccion-electrica)
//   unidad       one of PRODUCT_UNITS (pieza, metro, rollo, …)
//   atributos    technical attributes, `Nombre: valor; Nombre: valor` (empty: none)
//   proveedores  supplier ids separated by `|` (empty: none)
//   imagenes     image URLs (https:// or a site path /…) separated by `|` (empty: none)
//   publicado    `si` or `no`
//
// Two optional columns hold the product's own SAT keys for its CFDI 4.0 invoices. An empty cell
// means none: the product is invoiced with its category's ClaveProdServ or its sale unit's
// ClaveUnidad (productSatKeys). A file without one of these columns leaves that key of each
// product as it is (the export always writes both, so exporting and importing keeps them):
//
//   clave_prod_serv  c_ClaveProdServ, 8 digits, e.g. 39121601
//   clave_unidad     c_ClaveUnidad, e.g. H87 (pieza) or MTR (metro)
//
// Three more columns are optional, for a product's price. A row that fills them gets
// its price created or changed in the same import; a row that leaves all three empty (or a file
// without them) leaves the product's price as it is:
//
//   costo            the cost in pesos, e.g. 1250.50 (1,250.50 and $1250.50 read the same)
//   margen           the gross margin on the sale price in percent, 0 to 90, e.g. 25 or 27.5
//   proveedor_costo  the id of the supplier whose cost it is, one of `proveedores`; empty: the first of them
//
// The list price is never a column: it is the domain's listPriceCents of the cost and the margin.
//
// The export writes every cell with csvText, which puts an apostrophe before a value that starts
// like a spreadsheet formula (= + - @ tab CR): `=Cable` is written `'=Cable`. This import reads
// each cell back with valueOfSpreadsheetCell, which removes that one apostrophe when a formula
// character follows it, so a product exported and imported again is unchanged. A file typed by hand
// is read the same way: `'=Cable` imports as `=Cable`, `'Cable` stays `'Cable`.

/** The columns every file has. */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'descripcion',
  'marca',
  'categoria',
  'unidad',
  'atributos',
  'proveedores',
  'imagenes',
  'publicado',
] as const;
/** The optional columns of the product's own SAT keys. */
export const CATALOGUE_CSV_SAT_COLUMNS = ['clave_prod_serv', 'clave_unidad'] as const;
/** The optional price columns. */
export const CATALOGUE_CSV_PRICE_COLUMNS = ['costo', 'margen', 'proveedor_costo'] as const;
/** The columns the export writes, in this order. */
export const CATALOGUE_CSV_EXPORT_COLUMNS = [...CATALOGUE_CSV_COLUMNS, ...CATALOGUE_CSV_SAT_COLUMNS] as const;
/** Every column a file may have, in the order errors are listed. */
export const CATALOGUE_CSV_ALL_COLUMNS = [
  ...CATALOGUE_CSV_COLUMNS,
  ...CATALOGUE_CSV_SAT_COLUMNS,
  ...CATALOGUE_CSV_PRICE_COLUMNS,
] as const;
export type TCatalogueCsvColumn = (typeof CATALOGUE_CSV_ALL_COLUMNS)[number];
export type TCatalogueCsvSatColumn = (typeof CATALOGUE_CSV_SAT_COLUMNS)[number];
export type TCatalogueCsvPriceColumn = (typeof CATALOGUE_CSV_PRICE_COLUMNS)[number];
export type TCatalogueCsvRecord = Readonly<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>> &
  Partial<Readonly<Record<TCatalogueCsvSatColumn | TCatalogueCsvPriceColumn, string>>>;
/** A product as the export writes it: every column of CATALOGUE_CSV_EXPORT_COLUMNS. */
export type TCatalogueCsvExportRecord = Readonly<Record<(typeof CATALOGUE_CSV_EXPORT_COLUMNS)[number], string>>;

/** Most rows one import file may hold (the bench imports 20 000). */
export const CATALOGUE_CSV_MAX_ROWS = 50_000;

/** One problem with one cell: the row as the spreadsheet numbers it (the header is row 1), the column, why. */
export type TCatalogueCsvError = {
  readonly row: number;
  readonly column: TCatalogueCsvColumn | null;
  readonly message: string;
};

/** The product fields of a row (no product_id: the import finds the product by SKU). */
export type TCatalogueCsvProduct = Omit<TProductInput, 'product_id'>;

/**
 * A good row: the product's fields, its price when the row fills the price columns (absent
 * otherwise), and `keeps`: the SAT key fields whose column the file lacks, which the import leaves
 * as the stored product has them (withKeptSatKeys; absent when the file has both columns).
 */
export type TCatalogueCsvRowResult =
  | {
      readonly ok: true;
      readonly product: TCatalogueCsvProduct;
      readonly price?: TCatalogueCsvPrice;
      readonly keeps?: readonly TProductSatKeyField[];
    }
  | { readonly ok: false; readonly errors: readonly TCatalogueCsvError[] };

const COLUMN_OF_FIELD: Readonly<Record<Exclude<TProductInputField, 'product_id'>, TCatalogueCsvColumn>> = {
  sku: 'sku',
  description: 'descripcion',
  brand_id: 'marca',
  category_id: 'categoria',
  unit: 'unidad',
  attributes: 'atributos',
  supplier_ids: 'proveedores',
  images: 'imagenes',
  published: 'publicado',
  sat_clave_prod_serv: 'clave_prod_serv',
  sat_clave_unidad: 'clave_unidad',
};

/** The SAT key field each SAT column holds. */
const FIELD_OF_SAT_COLUMN: Readonly<Record<TCatalogueCsvSatColumn, TProductSatKeyField>> = {
  clave_prod_serv: 'sat_clave_prod_serv',
  clave_unidad: 'sat_clave_unidad',
};

export const CATALOGUE_CSV_LIST_SEPARATOR = '|';
export const CATALOGUE_CSV_ATTRIBUTE_SEPARATOR = ';';

/**
 * Problems with a file's header row: a missing column, or one the format does not know (a typo
 * would otherwise silently drop a column). Empty when the header is right.
 */
export function catalogueCsvHeaderErrors(fields: readonly string[]): TCatalogueCsvError[] {
  const present = new Set(fields.map((field) => field.trim().toLowerCase()));
  const known = new Set<string>(CATALOGUE_CSV_ALL_COLUMNS);
  const errors: TCatalogueCsvError[] = CATALOGUE_CSV_COLUMNS.filter((column) => !present.has(column)).map((column) => ({
    row: 1,
    column,
    message: `Falta la columna «${column}» en la primera fila.`,
  }));
  for (const field of present) {
    if (!known.has(field)) {
      errors.push({
        row: 1,
        column: null,
        message: `La columna «${field}» no existe en el formato; las columnas son: ${CATALOGUE_CSV_COLUMNS.join(', ')} (y, opcionales, para las claves del SAT, ${CATALOGUE_CSV_SAT_COLUMNS.join(', ')}; para el precio, ${CATALOGUE_CSV_PRICE_COLUMNS.join(', ')}).`,
      });
    }
  }
  return errors;
}

function cell(record: Readonly<Record<string, string | undefined>>, column: TCatalogueCsvColumn): string {
  return valueOfSpreadsheetCell((record[column] ?? '').trim()).trim();
}

function listOf(text: string): string[] {
  return text === ''
    ? []
    : text
        .split(CATALOGUE_CSV_LIST_SEPARATOR)
        .map((part) => part.trim())
        .filter((part) => part !== '');
}

/** `Nombre: valor; Nombre: valor` → attributes, or the Spanish reason it cannot be read. */
function attributesOf(
  text: string,
): { ok: true; value: { name: string; value: string }[] } | { ok: false; message: string } {
  const value: { name: string; value: string }[] = [];
  for (const part of text.split(CATALOGUE_CSV_ATTRIBUTE_SEPARATOR)) {
    const pair = part.trim();
    if (pair === '') continue;
    const colon = pair.indexOf(':');
    if (colon < 0)
      return {
        ok: false,
        message: `Cada atributo va como «Nombre: valor», separados por «;»; a «${pair.slice(0, 40)}» le falta «:».`,
      };
    value.push({ name: pair.slice(0, colon).trim(), value: pair.slice(colon + 1).trim() });
  }
  return { ok: true, value };
}

/** `si`/`sí`/`no`, any case. */
function publishedOf(text: string): boolean | undefined {
  const normalized = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (normalized === 'si') return true;
  if (normalized === 'no') return false;
  return undefined;
}

/**
 * The price columns of a row against its suppliers: nothing when all three are empty, otherwise the
 * price, or one Spanish error per column that is missing or wrong.
 */
function priceOf(
  record: Readonly<Record<string, string | undefined>>,
  supplierIds: readonly string[],
  rowNumber: number,
): { price?: TCatalogueCsvPrice; errors: TCatalogueCsvError[] } {
  const costText = cell(record, 'costo');
  const marginText = cell(record, 'margen');
  const supplierText = cell(record, 'proveedor_costo');
  if (costText === '' && marginText === '' && supplierText === '') return { errors: [] };
  const errors: TCatalogueCsvError[] = [];
  const fail = (column: TCatalogueCsvPriceColumn, message: string) => errors.push({ row: rowNumber, column, message });
  let cost: number | undefined;
  if (costText === '')
    fail('costo', 'Escribe el costo en pesos (por ejemplo 1250.50), o deja vacías las tres columnas del precio.');
  else {
    const parsed = parseMoneyInput(costText);
    if (parsed.ok && ZCostCents.safeParse(parsed.value).success) cost = parsed.value;
    else
      fail(
        'costo',
        `El costo debe ser un importe en pesos mayor que cero, por ejemplo 1250.50; no «${costText.slice(0, 20)}».`,
      );
  }
  let margin: number | undefined;
  if (marginText === '')
    fail(
      'margen',
      'Escribe el margen en porcentaje, de 0 a 90 (por ejemplo 25 o 27.5), para calcular el precio de lista.',
    );
  else {
    const parsed = parseMarginInput(marginText);
    if (parsed.ok) margin = parsed.value;
    else
      fail(
        'margen',
        `El margen debe ser un porcentaje de 0 a 90 con dos decimales como máximo (por ejemplo 25 o 27.5); no «${marginText.slice(0, 20)}».`,
      );
  }
  const supplierId = supplierText === '' ? supplierIds[0] : supplierText;
  if (supplierId === undefined)
    fail(
      'proveedor_costo',
      'El precio necesita un proveedor: escribe su id en proveedores (y, si hay varios, en proveedor_costo el que fija el costo).',
    );
  else if (!supplierIds.includes(supplierId))
    fail(
      'proveedor_costo',
      `El proveedor del costo «${supplierId.slice(0, 80)}» debe estar también en la columna proveedores.`,
    );
  if (errors.length > 0 || cost === undefined || margin === undefined || supplierId === undefined) return { errors };
  return { price: { supplier_id: supplierId, cost_cents: cost, margin_bp: margin }, errors };
}

/**
 * One CSV record (header → cell) as a product's editable fields, validated by ZProductInput, or
 * every problem found, one per column, in Spanish. `rowNumber` is the row as the spreadsheet shows
 * it (the header is row 1, the first product row 2).
 */
export function parseCatalogueCsvRow(
  record: Readonly<Record<string, string | undefined>>,
  rowNumber: number,
): TCatalogueCsvRowResult {
  const errors: TCatalogueCsvError[] = [];
  const attributes = attributesOf(cell(record, 'atributos'));
  if (!attributes.ok) errors.push({ row: rowNumber, column: 'atributos', message: attributes.message });
  const publishedText = cell(record, 'publicado');
  const published = publishedOf(publishedText);
  if (published === undefined) {
    errors.push({
      row: rowNumber,
      column: 'publicado',
      message:
        publishedText === ''
          ? 'Escribe «si» o «no» en publicado.'
          : `Publicado debe ser «si» o «no», no «${publishedText.slice(0, 20)}».`,
    });
  }

  // A SAT column the file has is read (empty: the default applies); one it lacks keeps the stored key.
  const keeps: TProductSatKeyField[] = [];
  const satKeys: Partial<Record<TProductSatKeyField, string>> = {};
  for (const column of CATALOGUE_CSV_SAT_COLUMNS) {
    if (record[column] === undefined) keeps.push(FIELD_OF_SAT_COLUMN[column]);
    else satKeys[FIELD_OF_SAT_COLUMN[column]] = cell(record, column);
  }

  const candidate = {
    sku: cell(record, 'sku'),
    description: cell(record, 'descripcion'),
    brand_id: cell(record, 'marca'),
    category_id: cell(record, 'categoria'),
    unit: cell(record, 'unidad').toLowerCase(),
    attributes: attributes.ok ? attributes.value : [],
    supplier_ids: listOf(cell(record, 'proveedores')),
    images: listOf(cell(record, 'imagenes')),
    published: published ?? false,
    ...satKeys,
  };
  const parsed = ZProductInput.safeParse(candidate);
  const price = priceOf(record, parsed.success ? parsed.data.supplier_ids : candidate.supplier_ids, rowNumber);
  errors.push(...price.errors);
  if (!parsed.success) {
    const named = new Set(errors.map((error) => error.column));
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      const column =
        typeof field === 'string' && Object.hasOwn(COLUMN_OF_FIELD, field)
          ? COLUMN_OF_FIELD[field as keyof typeof COLUMN_OF_FIELD]
          : null;
      if (column !== null && named.has(column)) continue;
      named.add(column);
      errors.push({ row: rowNumber, column, message: issue.message });
    }
  }
  if (errors.length > 0 || !parsed.success) {
    const order = (column: TCatalogueCsvColumn | null) => CATALOGUE_CSV_ALL_COLUMNS.indexOf(column ?? 'publicado');
    errors.sort((a, b) => order(a.column) - order(b.column));
    return { ok: false, errors };
  }
  const { product_id: _ignored, ...product } = parsed.data;
  return {
    ok: true,
    product,
    ...(price.price === undefined ? {} : { price: price.price }),
    ...(keeps.length === 0 ? {} : { keeps }),
  };
}

/**
 * A row's product with the SAT keys it keeps (the file has no column for them) taken from the
 * product stored under its SKU; a new product keeps none, so it gets the defaults.
 */
export function withKeptSatKeys(
  product: TCatalogueCsvProduct,
  keeps: readonly TProductSatKeyField[] | undefined,
  stored: Pick<TProduct, TProductSatKeyField> | undefined,
): TCatalogueCsvProduct {
  if (keeps === undefined || keeps.length === 0) return product;
  const next: TCatalogueCsvProduct = { ...product };
  for (const field of keeps) {
    const key = stored?.[field];
    if (key === undefined) delete next[field];
    else next[field] = key;
  }
  return next;
}

/**
 * A product as a CSV record (the export), the inverse of parseCatalogueCsvRow once the writer
 * (csvText) has made each cell safe for a spreadsheet. The SAT columns hold the product's own keys,
 * empty where it uses its category's or its unit's default.
 */
export function catalogueCsvRecordOf(product: TCatalogueCsvProduct | TProduct): TCatalogueCsvExportRecord {
  return {
    sku: product.sku,
    descripcion: product.description,
    marca: product.brand_id,
    categoria: product.category_id,
    unidad: product.unit,
    atributos: product.attributes
      .map(({ name, value }) => `${name}: ${value}`)
      .join(`${CATALOGUE_CSV_ATTRIBUTE_SEPARATOR} `),
    proveedores: product.supplier_ids.join(CATALOGUE_CSV_LIST_SEPARATOR),
    imagenes: product.images.join(CATALOGUE_CSV_LIST_SEPARATOR),
    publicado: product.published ? 'si' : 'no',
    clave_prod_serv: product.sat_clave_prod_serv ?? '',
    clave_unidad: product.sat_clave_unidad ?? '',
  };
}
