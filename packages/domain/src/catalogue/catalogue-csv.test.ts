import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from '../csv/spreadsheet-cell';
import { makeProduct } from '../testing/factories';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_EXPORT_COLUMNS,
  CATALOGUE_CSV_PRICE_COLUMNS,
  CATALOGUE_CSV_SAT_COLUMNS,
  catalogueCsvHeaderErrors,
  catalogueCsvRecordOf,
  parseCatalogueCsvRow,
  withKeptSatKeys,
  type TCatalogueCsvProduct,
} from './catalogue-csv';
import { PRODUCT_UNITS } from './product';
import { productInputOf, ZProductInput } from './product-input';

const goodRecord = {
  sku: ' QO120 ',
  descripcion: 'Interruptor termomagnético 1 polo 20 A',
  marca: 'schneider-electric',
  categoria: 'proteccion-electrica',
  unidad: 'Pieza',
  atributos: 'Polos: 1; Corriente: 20 A; Relación: 1:2;',
  proveedores: 'electro-norte | dicsa',
  imagenes: 'https://cdn.example.com/qo120.webp|/demo/productos/qo120.svg',
  publicado: 'Sí',
};

describe('parseCatalogueCsvRow', () => {
  it('reads a good row into a product’s editable fields', () => {
    expect(parseCatalogueCsvRow(goodRecord, 2)).toEqual({
      ok: true,
      product: {
        sku: 'QO120',
        description: 'Interruptor termomagnético 1 polo 20 A',
        brand_id: 'schneider-electric',
        category_id: 'proteccion-electrica',
        unit: 'pieza',
        attributes: [
          { name: 'Polos', value: '1' },
          { name: 'Corriente', value: '20 A' },
          { name: 'Relación', value: '1:2' },
        ],
        supplier_ids: ['electro-norte', 'dicsa'],
        images: ['https://cdn.example.com/qo120.webp', '/demo/productos/qo120.svg'],
        published: true,
      },
      // A file without the SAT columns leaves the stored product's keys as they are.
      keeps: ['sat_clave_prod_serv', 'sat_clave_unidad'],
    });
  });

  it('takes empty lists as none', () => {
    const result = parseCatalogueCsvRow(
      { ...goodRecord, atributos: '', proveedores: '', imagenes: ' ', publicado: 'no' },
      7,
    );
    expect(result.ok && result.product).toMatchObject({
      attributes: [],
      supplier_ids: [],
      images: [],
      published: false,
    });
  });

  it('names the row and every bad column in Spanish, once per column', () => {
    const result = parseCatalogueCsvRow(
      {
        ...goodRecord,
        sku: '',
        unidad: 'galón',
        atributos: 'Polos 1',
        imagenes: 'http://inseguro.example/a.png',
        publicado: 'quizá',
        marca: 'Schneider Electric',
      },
      14,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.column)).toEqual([
      'sku',
      'marca',
      'unidad',
      'atributos',
      'imagenes',
      'publicado',
    ]);
    expect(result.errors.every((error) => error.row === 14)).toBe(true);
    expect(result.errors.find((error) => error.column === 'sku')?.message).toBe('Escribe el SKU.');
    expect(result.errors.find((error) => error.column === 'unidad')?.message).toContain(
      'La unidad debe ser una de: pieza',
    );
    expect(result.errors.find((error) => error.column === 'atributos')?.message).toContain('le falta «:»');
    expect(result.errors.find((error) => error.column === 'publicado')?.message).toBe(
      'Publicado debe ser «si» o «no», no «quizá».',
    );
    expect(result.errors.find((error) => error.column === 'imagenes')?.message).toBe(
      'La imagen debe ser una dirección https:// o una ruta del sitio.',
    );
  });

  it('treats a missing cell as empty', () => {
    const { publicado: _missing, ...record } = goodRecord;
    const result = parseCatalogueCsvRow(record, 3);
    expect(result).toEqual({
      ok: false,
      errors: [{ row: 3, column: 'publicado', message: 'Escribe «si» o «no» en publicado.' }],
    });
  });

  it('refuses a repeated supplier and too long a description', () => {
    const result = parseCatalogueCsvRow({ ...goodRecord, proveedores: 'dicsa|dicsa', descripcion: 'x'.repeat(201) }, 5);
    expect(result.ok ? [] : result.errors.map((error) => [error.column, error.message])).toEqual([
      ['descripcion', 'La descripción admite hasta 200 caracteres.'],
      ['proveedores', 'Un proveedor aparece dos veces.'],
    ]);
  });
});

describe('catalogueCsvRecordOf', () => {
  it('writes every column, the SAT keys included', () => {
    const record = catalogueCsvRecordOf(
      makeProduct({
        attributes: [
          { name: 'Polos', value: '2' },
          { name: 'Corriente', value: '20 A' },
        ],
        supplier_ids: ['a', 'b'],
        published: false,
        sat_clave_prod_serv: '39121616',
      }),
    );
    expect(Object.keys(record)).toEqual([...CATALOGUE_CSV_EXPORT_COLUMNS]);
    expect(record).toMatchObject({
      atributos: 'Polos: 2; Corriente: 20 A',
      proveedores: 'a|b',
      imagenes: '',
      publicado: 'no',
      marca: 'schneider',
      clave_prod_serv: '39121616',
      // No own unit key: the cell stays empty, so the import leaves the unit's default.
      clave_unidad: '',
    });
  });

  const text = (forbidden: RegExp, max: number) =>
    fc
      .string({ unit: fc.constantFrom(...'aAbZ09 áéñÜ-./:;|,"\'x=+@'.split('')), minLength: 1, maxLength: max })
      .map((value) => value.replace(forbidden, '').trim())
      .filter((value) => value.length > 0);
  const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
  const product: fc.Arbitrary<TCatalogueCsvProduct> = fc.record({
    sku: text(/[|;]/g, 64),
    description: text(/(?:)/g, 200),
    brand_id: slug,
    category_id: slug,
    unit: fc.constantFrom(...PRODUCT_UNITS),
    attributes: fc.array(fc.record({ name: text(/[:;]/g, 60), value: text(/;/g, 120) }), { maxLength: 5 }),
    supplier_ids: fc.uniqueArray(slug, { maxLength: 4 }),
    images: fc.array(fc.constantFrom('https://cdn.example.com/a.webp', '/demo/b.svg', 'https://x.example/c?d=1'), {
      maxLength: 3,
    }),
    published: fc.boolean(),
    sat_clave_prod_serv: fc.option(fc.stringMatching(/^[1-9]\d{7}$/), { nil: undefined }),
    sat_clave_unidad: fc.option(fc.constantFrom('H87', 'MTR', 'KT', 'Ts', '1A'), { nil: undefined }),
  });

  /** The record as the exported file holds it: every cell through the writer's spreadsheetCell. */
  const written = (record: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(record).map(([column, value]) => [column, spreadsheetCell(value)]));

  it('round-trips every valid product through a CSV record as the export writes it (formula cells included)', () => {
    fc.assert(
      fc.property(product, (candidate) => {
        const valid = ZProductInput.safeParse(candidate);
        fc.pre(valid.success);
        expect(parseCatalogueCsvRow(written(catalogueCsvRecordOf(candidate)), 2)).toEqual({
          ok: true,
          product: candidate,
        });
      }),
    );
  });

  it('reads back a description, SKU and attribute that begin with a formula character exactly as they were', () => {
    const candidate = {
      ...productInputOf(makeProduct()),
      sku: '-QO120',
      description: '=HYPERLINK("http://malo.example")',
      attributes: [{ name: '+Polos', value: '1' }],
    };
    const { product_id: _id, ...fields } = candidate;
    const record = written(catalogueCsvRecordOf(candidate));
    expect(record).toMatchObject({
      sku: "'-QO120",
      descripcion: '\'=HYPERLINK("http://malo.example")',
      atributos: "'+Polos: 1",
    });
    expect(parseCatalogueCsvRow(record, 2)).toEqual({ ok: true, product: fields });
    const apostrophe = { ...fields, description: "'-ya escapado" };
    expect(parseCatalogueCsvRow(written(catalogueCsvRecordOf(apostrophe)), 2)).toEqual({
      ok: true,
      product: apostrophe,
    });
  });

  it('removes only the apostrophe before a formula character when a file is read', () => {
    expect(parseCatalogueCsvRow({ ...goodRecord, descripcion: " '-Especial " }, 2)).toMatchObject({
      ok: true,
      product: { description: '-Especial' },
    });
    expect(parseCatalogueCsvRow({ ...goodRecord, descripcion: "'Especial" }, 2)).toMatchObject({
      ok: true,
      product: { description: "'Especial" },
    });
  });
});

describe('parseCatalogueCsvRow with the price columns', () => {
  it('reads cost, margin and the pricing supplier; leaves the price out when all three are empty', () => {
    expect(
      parseCatalogueCsvRow({ ...goodRecord, costo: '$1,250.50', margen: '27.5 %', proveedor_costo: 'dicsa' }, 2),
    ).toMatchObject({
      ok: true,
      price: { supplier_id: 'dicsa', cost_cents: 125_050, margin_bp: 2750 },
    });
    const without = parseCatalogueCsvRow({ ...goodRecord, costo: ' ', margen: '', proveedor_costo: '' }, 2);
    expect(without.ok && 'price' in without).toBe(false);
  });

  it('prices from the first supplier when proveedor_costo is empty', () => {
    expect(parseCatalogueCsvRow({ ...goodRecord, costo: '75', margen: '25' }, 2)).toMatchObject({
      ok: true,
      price: { supplier_id: 'electro-norte', cost_cents: 7500, margin_bp: 2500 },
    });
  });

  it('names each bad price cell on its column, in Spanish, after the product columns', () => {
    const result = parseCatalogueCsvRow(
      { ...goodRecord, unidad: 'galón', costo: '-5', margen: '91', proveedor_costo: 'otro' },
      6,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((error) => [error.row, error.column])).toEqual([
        [6, 'unidad'],
        [6, 'costo'],
        [6, 'margen'],
        [6, 'proveedor_costo'],
      ]);
      expect(result.errors[1]?.message).toBe(
        'El costo debe ser un importe en pesos mayor que cero, por ejemplo 1250.50; no «-5».',
      );
      expect(result.errors[3]?.message).toBe(
        'El proveedor del costo «otro» debe estar también en la columna proveedores.',
      );
    }
    expect(parseCatalogueCsvRow({ ...goodRecord, margen: '25' }, 2)).toMatchObject({
      ok: false,
      errors: [{ column: 'costo', message: expect.stringMatching(/^Escribe el costo/) }],
    });
    expect(parseCatalogueCsvRow({ ...goodRecord, proveedores: '', costo: '10', margen: '25' }, 2)).toMatchObject({
      ok: false,
      errors: [{ column: 'proveedor_costo', message: expect.stringMatching(/necesita un proveedor/) }],
    });
    expect(parseCatalogueCsvRow({ ...goodRecord, costo: '10.005', margen: '25' }, 2)).toMatchObject({
      ok: false,
      errors: [{ column: 'costo' }],
    });
  });
});

describe('parseCatalogueCsvRow with the SAT key columns', () => {
  it('reads the product’s own keys, trimmed, and an empty cell as none (the defaults apply)', () => {
    expect(parseCatalogueCsvRow({ ...goodRecord, clave_prod_serv: ' 39121601 ', clave_unidad: 'H87' }, 2)).toEqual({
      ok: true,
      product: expect.objectContaining({ sat_clave_prod_serv: '39121601', sat_clave_unidad: 'H87' }),
    });
    const empty = parseCatalogueCsvRow({ ...goodRecord, clave_prod_serv: '', clave_unidad: ' ' }, 2);
    expect(empty.ok).toBe(true);
    expect(empty.ok && empty.product.sat_clave_prod_serv).toBeUndefined();
    expect(empty.ok && empty.product.sat_clave_unidad).toBeUndefined();
    // Both columns are in the file: nothing is left as stored.
    expect(empty.ok && 'keeps' in empty).toBe(false);
  });

  it('names the row and the column of a bad key, in Spanish, in the column order', () => {
    const result = parseCatalogueCsvRow(
      { ...goodRecord, unidad: 'galón', clave_prod_serv: '3912160', clave_unidad: 'PIEZA', costo: '-1', margen: '25' },
      9,
    );
    expect(result.ok ? [] : result.errors).toEqual([
      { row: 9, column: 'unidad', message: expect.stringContaining('La unidad debe ser una de') },
      {
        row: 9,
        column: 'clave_prod_serv',
        message: 'La clave de producto o servicio del SAT (ClaveProdServ) tiene 8 dígitos.',
      },
      {
        row: 9,
        column: 'clave_unidad',
        message: 'La clave de unidad del SAT (ClaveUnidad) tiene de 1 a 3 letras o números.',
      },
      { row: 9, column: 'costo', message: expect.stringContaining('El costo debe ser') },
    ]);
  });

  it('marks the keys whose column the file lacks as kept, and withKeptSatKeys takes them from the stored product', () => {
    const result = parseCatalogueCsvRow({ ...goodRecord, clave_unidad: 'KT' }, 2);
    expect(result).toMatchObject({ ok: true, keeps: ['sat_clave_prod_serv'], product: { sat_clave_unidad: 'KT' } });
    if (!result.ok) return;
    const stored = { sat_clave_prod_serv: '39121616', sat_clave_unidad: 'H87' };
    expect(withKeptSatKeys(result.product, result.keeps, stored)).toMatchObject({
      sat_clave_prod_serv: '39121616',
      sat_clave_unidad: 'KT',
    });
    // A new product keeps nothing: it has no own key until someone sets one.
    expect('sat_clave_prod_serv' in withKeptSatKeys(result.product, result.keeps, undefined)).toBe(false);
    const neither = parseCatalogueCsvRow(goodRecord, 2);
    expect(neither).toMatchObject({ ok: true, keeps: ['sat_clave_prod_serv', 'sat_clave_unidad'] });
    if (neither.ok) expect(withKeptSatKeys(neither.product, neither.keeps, {})).toEqual(neither.product);
    // Both columns present: the row's keys win, even empty ones.
    expect(withKeptSatKeys(result.product, undefined, stored)).toBe(result.product);
  });
});

describe('catalogueCsvHeaderErrors', () => {
  it('accepts the columns in any order and case', () => {
    expect(
      catalogueCsvHeaderErrors([...CATALOGUE_CSV_COLUMNS].reverse().map((column) => column.toUpperCase())),
    ).toEqual([]);
  });

  it('accepts the optional SAT and price columns, all or some', () => {
    expect(catalogueCsvHeaderErrors([...CATALOGUE_CSV_COLUMNS, ...CATALOGUE_CSV_PRICE_COLUMNS])).toEqual([]);
    expect(catalogueCsvHeaderErrors([...CATALOGUE_CSV_COLUMNS, 'costo', 'margen'])).toEqual([]);
    expect(catalogueCsvHeaderErrors([...CATALOGUE_CSV_EXPORT_COLUMNS])).toEqual([]);
    expect(catalogueCsvHeaderErrors([...CATALOGUE_CSV_COLUMNS, 'CLAVE_UNIDAD'])).toEqual([]);
    expect(CATALOGUE_CSV_SAT_COLUMNS).toEqual(['clave_prod_serv', 'clave_unidad']);
    expect(catalogueCsvHeaderErrors([...CATALOGUE_CSV_COLUMNS, 'precio'])).toEqual([
      {
        row: 1,
        column: null,
        message: expect.stringContaining(
          'para las claves del SAT, clave_prod_serv, clave_unidad; para el precio, costo, margen, proveedor_costo',
        ),
      },
    ]);
  });

  it('names missing and unknown columns', () => {
    const errors = catalogueCsvHeaderErrors([
      'sku',
      'descripción',
      'marca',
      'categoria',
      'unidad',
      'atributos',
      'proveedores',
      'imagenes',
      'publicado',
    ]);
    expect(errors).toEqual([
      { row: 1, column: 'descripcion', message: 'Falta la columna «descripcion» en la primera fila.' },
      { row: 1, column: null, message: expect.stringContaining('«descripción» no existe') },
    ]);
  });
});
