import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { listCsvText, listXlsx } from '../list-file';
import { CATALOGUE_CSV_EXPORT_COLUMNS, CSV_BOM, getErrorEntry, type TProduct } from '@voltia/domain';
import {
  catalogueTable,
  importBatches,
  isXlsxFile,
  previewErrors,
  readCatalogueCsv,
  readCatalogueFile,
  readCatalogueXlsx,
  satKeysPreviewOf,
} from './catalogue-csv-file';

const HEADER = 'sku,descripcion,marca,categoria,unidad,atributos,proveedores,imagenes,publicado';
const EXPORT_HEADER = `${HEADER},clave_prod_serv,clave_unidad`;
const good = (sku: string) =>
  `${sku},"Cable THW, calibre 12",condumex,cables,rollo,Calibre: 12 AWG; Color: rojo,prov-norte,/images/a.webp,si`;

const product: TProduct = {
  product_id: 'condumex-cab-12',
  sku: 'CAB-12',
  description: 'Cable "THW", calibre 12',
  brand: 'Condumex',
  brand_id: 'condumex',
  category_id: 'cables',
  unit: 'rollo',
  attributes: [
    { name: 'Calibre', value: '12 AWG' },
    { name: 'Relación', value: '1:2' },
  ],
  supplier_ids: ['prov-norte', 'prov-sur'],
  images: ['https://img.example.com/a.png', '/images/b.webp'],
  published: false,
};

describe('readCatalogueCsv', () => {
  it('reads quoted cells and names each bad row by its spreadsheet row and column', () => {
    const text = [HEADER, good('A-1'), '', 'A-2,,condumex,cables,caja,,,,quizas', good('A-3')].join('\r\n');
    const file = readCatalogueCsv(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rows.map((row) => [row.row, row.ok])).toEqual([
      [2, true],
      [4, false],
      [5, true],
    ]);
    expect(file.rows[0]!.ok && file.rows[0]!.product.description).toBe('Cable THW, calibre 12');
    const errors = previewErrors(file.rows);
    expect(errors.map((error) => [error.row, error.column])).toEqual([
      [4, 'descripcion'],
      [4, 'publicado'],
    ]);
    expect(errors.every((error) => /[a-záéíóúñ]/i.test(error.message))).toBe(true);
  });

  it('reads the optional price columns: a priced row keeps them for the function, a bad cell is named in the preview', () => {
    const text = [
      `${HEADER},costo,margen,proveedor_costo`,
      `${good('P-1')},"1,250.50",25,`,
      `${good('P-2')},,,`,
      `${good('P-3')},abc,25,prov-sur`,
    ].join('\n');
    const file = readCatalogueCsv(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.priced).toBe(1);
    expect(file.rows[0]).toMatchObject({
      ok: true,
      price: { supplier_id: 'prov-norte', cost_cents: 125_050, margin_bp: 2500 },
      record: { costo: '1,250.50', margen: '25', proveedor_costo: '' },
    });
    expect(file.rows[1]).toMatchObject({ ok: true });
    expect(file.rows[1]!.ok && 'price' in file.rows[1]!).toBe(false);
    expect(previewErrors(file.rows).map((error) => [error.row, error.column])).toEqual([
      [4, 'costo'],
      [4, 'proveedor_costo'],
    ]);
    expect(importBatches(file.rows)[0]!.rows[0]).toHaveProperty('costo', '1,250.50');
    // A file without the price columns sends none.
    const plain = readCatalogueCsv([HEADER, good('P-4')].join('\n'));
    expect(plain.ok && Object.keys(plain.rows[0]!.record)).toEqual(HEADER.split(','));
  });

  it('refuses a file whose header is not the format, saying which column', () => {
    const file = readCatalogueCsv('sku,descripcion,marca\nA,b,c');
    expect(file.ok).toBe(false);
    expect(!file.ok && file.errors.map((error) => error.column)).toContain('categoria');
    expect(readCatalogueCsv('').ok).toBe(false);
    expect(readCatalogueCsv(HEADER + '\n').ok).toBe(false);
  });

  it('reads its own export back to the same products, byte order mark and SAT keys and all', () => {
    const keyed: TProduct = { ...product, sku: 'CAB-14', sat_clave_prod_serv: '26121600', sat_clave_unidad: 'XRO' };
    const file = readCatalogueCsv(listCsvText(catalogueTable([product, keyed])));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const { product_id: _id, brand: _brand, ...fields } = product;
    expect(file.rows[0]).toMatchObject({ row: 2, ok: true, product: fields });
    expect(file.rows[0]!.ok && file.rows[0]!.product.sat_clave_prod_serv).toBeUndefined();
    expect(file.rows[1]).toMatchObject({
      ok: true,
      product: { sat_clave_prod_serv: '26121600', sat_clave_unidad: 'XRO' },
    });
    expect([file.satColumns, file.satKeyed]).toEqual([['clave_prod_serv', 'clave_unidad'], 1]);
  });

  it('reads the SAT key columns: a bad key is named on its row and column, the preview shows each row’s keys', () => {
    const text = [
      `${HEADER},clave_prod_serv`,
      `${good('S-1')},26121600`,
      `${good('S-2')},`,
      `${good('S-3')},2612`,
    ].join('\n');
    const file = readCatalogueCsv(text);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect([file.good, file.bad, file.satColumns, file.satKeyed]).toEqual([2, 1, ['clave_prod_serv'], 1]);
    expect(previewErrors(file.rows)).toEqual([
      {
        row: 4,
        column: 'clave_prod_serv',
        message: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.',
      },
    ]);
    const [own, empty] = file.rows.filter((row) => row.ok);
    // The file has no clave_unidad column: the unit key stays as stored ("Sin cambio").
    expect(own && satKeysPreviewOf(own)).toEqual({ prodServ: '26121600', unidad: 'Sin cambio' });
    // «cables» has no default ClaveProdServ (it is not one of the SAT category keys).
    expect(empty && satKeysPreviewOf(empty)).toEqual({
      prodServ: 'Sin clave: la categoría no tiene una',
      unidad: 'Sin cambio',
    });
    // The cells go to the function as they are, the empty one included (it clears the own key).
    expect(importBatches(file.rows)[0]!.rows.map((record) => record.clave_prod_serv)).toEqual(['26121600', '']);
  });

  it('previews a row without own keys with its category’s and its unit’s defaults', () => {
    const file = readCatalogueCsv(
      [
        EXPORT_HEADER,
        'QO120,Interruptor QO 1 polo 20 A,schneider,interruptores-termomagneticos,pieza,Polos: 1,,,si,,',
      ].join('\n'),
    );
    const row = file.ok ? file.rows[0] : undefined;
    expect(row?.ok && satKeysPreviewOf(row)).toEqual({
      prodServ: '39121601 (de la categoría)',
      unidad: 'H87 (de la unidad)',
    });
    expect(file.ok && file.satKeyed).toBe(0);
  });
});

describe('the catalogue CSV', () => {
  it('writes the header and one CRLF line per product, with a byte order mark for Excel', () => {
    const text = listCsvText(catalogueTable([product]));
    expect(text.startsWith(CSV_BOM + EXPORT_HEADER + '\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('"Cable ""THW"", calibre 12"');
    expect(text).toContain('prov-norte|prov-sur');
  });

  it('defuses a cell that starts like a formula, and the import reads the product back unchanged', () => {
    const risky: TProduct = {
      ...product,
      sku: '+CAB-12',
      description: '=HYPERLINK("http://malo.example","Cable")',
      attributes: [{ name: '-Calibre', value: '12 AWG' }],
    };
    const text = listCsvText(catalogueTable([risky]));
    const line = text.split('\r\n')[1]!;
    expect(
      line.startsWith(
        `'+CAB-12,"'=HYPERLINK(""http://malo.example"",""Cable"")",condumex,cables,rollo,'-Calibre: 12 AWG,`,
      ),
    ).toBe(true);
    const file = readCatalogueCsv(text);
    const { product_id: _id, brand: _brand, ...fields } = risky;
    expect(file.ok && file.rows[0]).toMatchObject({ row: 2, ok: true, product: fields });
  });
});

describe('the catalogue as an Excel workbook', () => {
  const zeros: TProduct = {
    ...product,
    product_id: 'condumex-000123',
    sku: '000123',
    description: '=HYPERLINK("http://malo.example","Cable")',
    sat_clave_prod_serv: '26121600',
    sat_clave_unidad: 'H87',
  };

  it('writes the CSV export’s rows as text cells: a SKU with leading zeros stays "000123", not 123', async () => {
    const blob = await listXlsx(catalogueTable([zeros, product]));
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(sheet[0]).toEqual([...CATALOGUE_CSV_EXPORT_COLUMNS]);
    const csvRows = readCatalogueCsv(listCsvText(catalogueTable([zeros, product])));
    expect(csvRows.ok).toBe(true);
    expect(sheet[1]?.[0]).toBe('000123');
    expect(sheet[1]?.[1]).toBe('=HYPERLINK("http://malo.example","Cable")');
    expect(sheet[1]?.slice(-2)).toEqual(['26121600', 'H87']);
    // An empty cell (the product without its own SAT keys) is empty, not "".
    expect(sheet[2]?.slice(-2)).toEqual([null, null]);
  });

  it('reads an exported workbook back to the same products as the CSV, row for row', async () => {
    const file = await readCatalogueXlsx(await listXlsx(catalogueTable([zeros, product])));
    const csv = readCatalogueCsv(listCsvText(catalogueTable([zeros, product])));
    // The same products and row numbers; only the raw cells differ (the CSV's carry the formula escape).
    const products = (read: typeof file) => (read.ok ? read.rows.map((row) => [row.row, row.ok && row.product]) : read);
    expect(products(file)).toEqual(products(csv));
    expect(file.ok && [file.good, file.bad, file.satColumns, file.satKeyed]).toEqual([
      2,
      0,
      ['clave_prod_serv', 'clave_unidad'],
      1,
    ]);
    const { product_id: _id, brand: _brand, ...fields } = zeros;
    expect(file.ok && file.rows[0]).toMatchObject({ row: 2, ok: true, product: fields });
  });

  it('reads a workbook typed by hand: numbers as written, TRUE as «si», blank rows keep the row numbers', async () => {
    const header = ['sku', 'descripcion', 'marca', 'categoria', 'unidad', 'atributos', 'proveedores', 'imagenes'];
    const cells = (sku: string | number, published: boolean | string) => [
      ...[sku, 'Cable THW', 'condumex', 'cables', 'rollo', '', 'prov-norte', ''].map((value) =>
        value === '' ? null : typeof value === 'number' ? { value, type: Number } : { value },
      ),
      typeof published === 'boolean' ? { value: published, type: Boolean } : { value: published },
      { value: 1250.5, type: Number },
      { value: 27.5, type: Number },
    ];
    const blob = await writeExcelFile([
      [...header, 'publicado', 'costo', 'margen'].map((value) => ({ value })),
      cells(123, true),
      [],
      cells('X-2', 'quizás'),
    ]).toBlob();
    const file = await readCatalogueXlsx(blob);
    if (!file.ok) throw new Error(JSON.stringify(file.errors));
    expect(file.rows.map((row) => [row.row, row.ok])).toEqual([
      [2, true],
      [4, false],
    ]);
    expect(file.rows[0]).toMatchObject({
      ok: true,
      product: { sku: '123', published: true },
      record: { costo: '1250.5', margen: '27.5' },
    });
    expect(previewErrors(file.rows).map((error) => [error.row, error.column])).toEqual([[4, 'publicado']]);
  });

  it('tells an .xlsx that is not a workbook from a CSV, and says so in Spanish', async () => {
    expect(isXlsxFile({ name: 'Catálogo.XLSX', type: '' })).toBe(true);
    expect(
      isXlsxFile({ name: 'catalogo', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe(true);
    expect(isXlsxFile({ name: 'catalogo.csv', type: 'text/csv' })).toBe(false);
    const broken = await readCatalogueFile(new File(['sku,descripcion'], 'catalogo.xlsx'));
    expect(broken).toEqual({
      ok: false,
      errors: [{ row: 1, column: null, message: getErrorEntry('staff/catalogue-xlsx-unreadable').message }],
    });
    const csv = await readCatalogueFile(new File([[HEADER, good('A-1')].join('\n')], 'catalogo.csv'));
    expect(csv.ok && csv.good).toBe(1);
  });
});

describe('importBatches', () => {
  it('sends only good rows, in runs of consecutive rows of at most the batch size', () => {
    const text = [HEADER, good('A'), good('B'), good('C'), 'bad,,,,,,,,', good('D'), good('E')].join('\n');
    const file = readCatalogueCsv(text);
    if (!file.ok) throw new Error('file refused');
    const batches = importBatches(file.rows, 2);
    expect(batches.map((batch) => [batch.first_row_number, batch.rows.map((row) => row.sku)])).toEqual([
      [2, ['A', 'B']],
      [4, ['C']],
      [6, ['D', 'E']],
    ]);
  });
});
