import { readFileSync } from 'node:fs';
import {
  CATALOGUE_CSV_EXPORT_COLUMNS,
  catalogueCsvHeaderErrors,
  parseCatalogueCsvRow,
  productSatKeys,
  skuKey,
} from '@voltia/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_PRODUCTS } from './products';
import { DEMO_SUPPLIERS } from './suppliers';

// samples/catalogo-ejemplo.csv: the sample staff import in /catalogo: ten new products of
// the demo brands, categories and suppliers, one of them (row 8) with a deliberate error for the
// preview to name; the other nine import. Its rows carry their SAT keys, but for the last one, which
// leaves both empty to show that its category's and its unit's keys then apply.
const text = readFileSync(new URL('../samples/catalogo-ejemplo.csv', import.meta.url), 'utf8');
const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });

describe('the sample catalogue CSV', () => {
  it('has the format’s header and parses cleanly', () => {
    expect(parsed.errors).toEqual([]);
    expect(catalogueCsvHeaderErrors(parsed.meta.fields ?? [])).toEqual([]);
    expect(parsed.data).toHaveLength(10);
    expect(parsed.meta.fields).toEqual([...CATALOGUE_CSV_EXPORT_COLUMNS]);
  });

  it('gives the good rows real SAT keys, or leaves them empty for the defaults', () => {
    const products = parsed.data.flatMap((record, index) => {
      const result = parseCatalogueCsvRow(record, index + 2);
      return result.ok ? [result.product] : [];
    });
    expect(products.map((product) => [product.sat_clave_prod_serv, product.sat_clave_unidad])).toEqual([
      ['39121601', 'H87'],
      ['26121600', 'XRO'],
      ['39121529', 'H87'],
      ['39111505', 'H87'],
      ['27112106', 'H87'],
      ['46181704', 'H87'],
      ['39121406', 'H87'],
      ['41113630', 'H87'],
      [undefined, undefined],
    ]);
    expect(productSatKeys(products[8]!)).toMatchObject({ clave_prod_serv: '31201502', clave_unidad: 'H87' });
  });

  it('has exactly one bad row, row 8, refused on its unit', () => {
    const results = parsed.data.map((record, index) => parseCatalogueCsvRow(record, index + 2));
    const refused = results.flatMap((result) => (result.ok ? [] : result.errors));
    expect(refused).toEqual([
      { row: 8, column: 'unidad', message: expect.stringContaining('La unidad debe ser una de') },
    ]);
  });

  it('names only demo brands, categories and suppliers, and SKUs the demo catalogue does not have', () => {
    const brands = new Set(DEMO_BRANDS.map((brand) => brand.id));
    const categories = new Set<string>(DEMO_CATEGORIES.map((category) => category.id));
    const suppliers = new Set(DEMO_SUPPLIERS.map((supplier) => supplier.id));
    const demoSkus = new Set(DEMO_PRODUCTS.map((product) => skuKey(product.sku)));
    for (const record of parsed.data) {
      expect(brands.has(record.marca ?? ''), record.marca).toBe(true);
      expect(categories.has(record.categoria ?? ''), record.categoria).toBe(true);
      for (const supplier of (record.proveedores ?? '').split('|'))
        expect(suppliers.has(supplier), supplier).toBe(true);
      expect(demoSkus.has(skuKey(record.sku ?? ''))).toBe(false);
    }
  });
});
