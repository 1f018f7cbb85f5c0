import Papa from 'papaparse';
import {
  CATALOGUE_CSV_ALL_COLUMNS,
  CATALOGUE_CSV_EXPORT_COLUMNS,
  CATALOGUE_CSV_MAX_ROWS,
  CATALOGUE_CSV_SAT_COLUMNS,
  CATALOGUE_IMPORT_BATCH_ROWS,
  catalogueCsvHeaderErrors,
  catalogueCsvRecordOf,
  getErrorEntry,
  parseCatalogueCsvRow,
  productSatKeys,
  textOfSpreadsheetValue,
  type TCatalogueCsvError,
  type TCatalogueCsvPrice,
  type TCatalogueCsvProduct,
  type TCatalogueCsvRecord,
  type TCatalogueCsvSatColumn,
  type TProduct,
  type TProductSatKeyField,
  type TSpreadsheetValue,
} from '@voltia/domain';
import type { TListTable } from '../list-file';

// The catalogue file in the browser: a CSV read with papaparse (never a hand-written split) or an
// Excel workbook's first sheet read with read-excel-file, each row checked by the domain's
// parseCatalogueCsvRow for the preview, the good rows cut into the batches the function takes; and
// the export in the same columns, as a CSV written by the domain's csvText (cells that start like a
// formula get an apostrophe, which parseCatalogueCsvRow removes again) or as an Excel workbook whose
// cells are all text, so a SKU "000123" or a ClaveProdServ comes back as it left (a CSV opened and
// saved in Excel turns "000123" into 123, and the import would then make another product).

/** One data row of the file: its spreadsheet row number (the header is row 1), its cells, and what the check found. */
export type TCsvRow =
  | {
      readonly row: number;
      readonly record: TCatalogueCsvRecord;
      readonly ok: true;
      readonly product: TCatalogueCsvProduct;
      readonly price?: TCatalogueCsvPrice;
      /** The SAT keys the row leaves as the product has them: the file lacks their column. */
      readonly keeps?: readonly TProductSatKeyField[];
    }
  | {
      readonly row: number;
      readonly record: TCatalogueCsvRecord;
      readonly ok: false;
      readonly errors: readonly TCatalogueCsvError[];
    };

export type TCsvFile =
  /**
   * `priced`: the good rows that carry a price (cost, margin and supplier); `satColumns`: the SAT
   * key columns the header has; `satKeyed`: the good rows that give a product its own SAT key.
   */
  | {
      readonly ok: true;
      readonly rows: readonly TCsvRow[];
      readonly good: number;
      readonly bad: number;
      readonly priced: number;
      readonly satColumns: readonly TCatalogueCsvSatColumn[];
      readonly satKeyed: number;
    }
  | { readonly ok: false; readonly errors: readonly TCatalogueCsvError[] };

const isBlank = (cells: readonly string[]) => cells.every((value) => value.trim() === '');

/** A CSV file's text as checked rows, or why the file as a whole cannot be imported (its header, its size). */
export function readCatalogueCsv(text: string): TCsvFile {
  // Rows kept as arrays so every row keeps its place (the row number a person sees), blank ones included.
  // The format is comma separated: papaparse's guess would take the `|` or `;` inside the lists of a
  // few rows for the separator.
  return readCatalogueRows(Papa.parse<string[]>(text, { header: false, skipEmptyLines: false, delimiter: ',' }).data);
}

/**
 * An Excel workbook's first sheet as checked rows, as readCatalogueCsv reads a CSV: each cell as the
 * text the CSV would carry (textOfSpreadsheetValue; numbers as written in the file, not rounded). A
 * file that is not an .xlsx workbook rejects.
 */
export async function readCatalogueXlsx(file: Blob): Promise<TCsvFile> {
  const { readSheet } = await import('read-excel-file/universal');
  const sheet = await readSheet(file, { trim: false, parseNumber: (text: string) => text });
  return readCatalogueRows(
    sheet.map((cells) => cells.map((value) => textOfSpreadsheetValue(value as TSpreadsheetValue))),
  );
}

/** Whether a chosen file is an Excel workbook (by its name or its type), not a CSV. */
export function isXlsxFile(file: { readonly name: string; readonly type: string }): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A chosen file, CSV or Excel, as checked rows, read in this thread; a file that cannot be read at
 * all says so in Spanish. The import dialog reads through readCatalogueFileOffThread (a web worker
 * runs this), so a 50 000-row file does not freeze the page.
 */
export function readCatalogueFile(file: File): Promise<TCsvFile> {
  const xlsx = isXlsxFile(file);
  return (xlsx ? readCatalogueXlsx(file) : file.text().then(readCatalogueCsv)).catch(() => ({
    ok: false as const,
    errors: [
      {
        row: 1,
        column: null,
        message: getErrorEntry(xlsx ? 'staff/catalogue-xlsx-unreadable' : 'staff/catalogue-csv-unreadable').message,
      },
    ],
  }));
}

/** A sheet's rows (the header first) as checked rows, or why the file as a whole cannot be imported. */
function readCatalogueRows(sheet: readonly (readonly string[])[]): TCsvFile {
  const [header = [], ...body] = sheet;
  const fields = header.map((field) => field.trim().toLowerCase());
  if (fields.length === 0 || isBlank(fields))
    return {
      ok: false,
      errors: [
        { row: 1, column: null, message: 'El archivo está vacío: la primera fila debe llevar los encabezados.' },
      ],
    };
  const headerErrors = catalogueCsvHeaderErrors(fields);
  if (headerErrors.length > 0) return { ok: false, errors: headerErrors };
  const rows: TCsvRow[] = [];
  // The required columns, and the optional SAT and price columns the header has (sent on, so the
  // function sets those keys and prices those rows; a SAT column left out keeps the stored keys).
  const columns = CATALOGUE_CSV_ALL_COLUMNS.filter((column) => fields.includes(column));
  body.forEach((cells, index) => {
    if (isBlank(cells)) return;
    const row = index + 2;
    const record = Object.fromEntries(
      columns.map((column) => [column, cells[fields.indexOf(column)] ?? '']),
    ) as TCatalogueCsvRecord;
    const extra = cells.length > fields.length && !isBlank(cells.slice(fields.length));
    const result = parseCatalogueCsvRow(record, row);
    const errors = [
      ...(result.ok ? [] : result.errors),
      ...(extra
        ? [
            {
              row,
              column: null,
              message: `La fila tiene ${cells.length} celdas y el encabezado ${fields.length}: revisa las comas y las comillas.`,
            },
          ]
        : []),
    ];
    if (errors.length === 0 && result.ok)
      rows.push({
        row,
        record,
        ok: true,
        product: result.product,
        ...(result.price === undefined ? {} : { price: result.price }),
        ...(result.keeps === undefined ? {} : { keeps: result.keeps }),
      });
    else rows.push({ row, record, ok: false, errors });
  });
  if (rows.length > CATALOGUE_CSV_MAX_ROWS) {
    return {
      ok: false,
      errors: [
        {
          row: 1,
          column: null,
          message: `El archivo tiene ${rows.length} filas; el máximo es ${CATALOGUE_CSV_MAX_ROWS}. Divídelo en varios archivos.`,
        },
      ],
    };
  }
  if (rows.length === 0)
    return {
      ok: false,
      errors: [{ row: 2, column: null, message: 'El archivo no tiene filas de productos debajo de los encabezados.' }],
    };
  const good = rows.filter((row) => row.ok).length;
  return {
    ok: true,
    rows,
    good,
    bad: rows.length - good,
    priced: rows.filter((row) => row.ok && row.price !== undefined).length,
    satColumns: CATALOGUE_CSV_SAT_COLUMNS.filter((column) => fields.includes(column)),
    satKeyed: rows.filter(
      (row) => row.ok && (row.product.sat_clave_prod_serv !== undefined || row.product.sat_clave_unidad !== undefined),
    ).length,
  };
}

/** A good row's SAT keys as the import preview shows them: its own key, the default it falls back to, or "Sin cambio". */
export function satKeysPreviewOf(row: Extract<TCsvRow, { ok: true }>): {
  readonly prodServ: string;
  readonly unidad: string;
} {
  const defaults = productSatKeys({ unit: row.product.unit, category_id: row.product.category_id });
  const text = (field: TProductSatKeyField, fallback: string) => {
    if (row.keeps?.includes(field)) return 'Sin cambio';
    return row.product[field] ?? fallback;
  };
  return {
    prodServ: text(
      'sat_clave_prod_serv',
      defaults.clave_prod_serv === null
        ? 'Sin clave: la categoría no tiene una'
        : `${defaults.clave_prod_serv} (de la categoría)`,
    ),
    unidad: text('sat_clave_unidad', `${defaults.clave_unidad} (de la unidad)`),
  };
}

/** One /import call: consecutive good rows (so the row numbers the function names stay exact). */
export type TImportBatch = { readonly first_row_number: number; readonly rows: readonly TCatalogueCsvRecord[] };

/** The good rows as batches of at most `size`, each a run of consecutive rows; the bad rows are never sent. */
export function importBatches(rows: readonly TCsvRow[], size = CATALOGUE_IMPORT_BATCH_ROWS): TImportBatch[] {
  const batches: TImportBatch[] = [];
  let current: { first_row_number: number; rows: TCatalogueCsvRecord[] } | null = null;
  let previousRow = -1;
  for (const row of rows) {
    if (!row.ok) {
      current = null;
      continue;
    }
    if (current === null || current.rows.length >= size || row.row !== previousRow + 1) {
      current = { first_row_number: row.row, rows: [] };
      batches.push(current);
    }
    current.rows.push(row.record);
    previousRow = row.row;
  }
  return batches;
}

/** Every error of the bad rows, in file order: what the preview lists. */
export function previewErrors(rows: readonly TCsvRow[]): TCatalogueCsvError[] {
  return rows.flatMap((row) => (row.ok ? [] : row.errors));
}

/**
 * Products as the export's table, the import's columns (CATALOGUE_CSV_EXPORT_COLUMNS): every cell text
 * in the workbook, so what the import reads back is what left.
 */
export function catalogueTable(products: readonly TProduct[]): TListTable {
  return {
    sheet: 'Catálogo',
    header: CATALOGUE_CSV_EXPORT_COLUMNS,
    kinds: CATALOGUE_CSV_EXPORT_COLUMNS.map(() => 'text'),
    rows: products.map((product) => {
      const record = catalogueCsvRecordOf(product);
      return CATALOGUE_CSV_EXPORT_COLUMNS.map((column) => record[column]);
    }),
    widths: { sku: 18, descripcion: 50, marca: 20, categoria: 24, atributos: 50, proveedores: 24, imagenes: 50 },
  };
}
