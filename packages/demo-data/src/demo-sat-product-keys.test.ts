import {
  SAT_CATEGORY_PRODUCT_KEYS,
  ZClaveProdServ,
  claveUnidadOf,
  productSatKeys,
  type TSatCategoryId,
} from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_SAT_PRODUCT_KEY_RULES, demoSatProductKeyOf } from './demo-sat-product-keys';
import { DEMO_PRODUCTS } from './products';

const bySku = (sku: string) => {
  const product = DEMO_PRODUCTS.find((candidate) => candidate.sku === sku);
  if (product === undefined) throw new Error(`no demo product ${sku}`);
  return product;
};

describe('the demo products’ SAT keys', () => {
  it('give every product its own ClaveProdServ and the ClaveUnidad of its sale unit', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(ZClaveProdServ.safeParse(product.sat_clave_prod_serv).success, product.product_id).toBe(true);
      expect(product.sat_clave_unidad, product.product_id).toBe(claveUnidadOf(product.unit).clave_unidad);
      // What the invoice uses is what the product stores.
      expect(productSatKeys(product), product.product_id).toMatchObject({
        clave_prod_serv: product.sat_clave_prod_serv,
        clave_unidad: product.sat_clave_unidad,
      });
    }
  });

  it('use the kind’s own key where one fits, and the category’s key everywhere else', () => {
    expect(bySku('ATV320U07M2C').sat_clave_prod_serv).toBe('39122001');
    expect(bySku('W22P-1HP-4P-143T').sat_clave_prod_serv).toBe('26101100');
    expect(bySku('MS2025B').sat_clave_prod_serv).toBe('39121406');
    expect(bySku('MS2001B').sat_clave_prod_serv).toBe('39122200');
    expect(bySku('S201-C10').sat_clave_prod_serv).toBe('39121603');
    expect(bySku('QO115').sat_clave_prod_serv).toBe('39121601');
    expect(bySku('FLK-117').sat_clave_prod_serv).toBe('41113630');
    expect(bySku('CDX-DSN-10')).toMatchObject({
      sat_clave_prod_serv: '26121600',
      unit: 'metro',
      sat_clave_unidad: 'MTR',
    });
    for (const product of DEMO_PRODUCTS) {
      const rule = DEMO_SAT_PRODUCT_KEY_RULES.find(
        (candidate) => candidate.category_id === product.category_id && candidate.description.test(product.description),
      );
      const expected = rule?.key ?? SAT_CATEGORY_PRODUCT_KEYS[product.category_id as TSatCategoryId];
      expect(product.sat_clave_prod_serv, product.product_id).toBe(expected.clave_prod_serv);
    }
  });

  it('has no rule that matches nothing, and no product that two rules claim', () => {
    for (const rule of DEMO_SAT_PRODUCT_KEY_RULES) {
      const matched = DEMO_PRODUCTS.filter(
        (product) => product.category_id === rule.category_id && rule.description.test(product.description),
      );
      expect(matched.length, `${rule.category_id} ${String(rule.description)}`).toBeGreaterThan(0);
    }
    for (const product of DEMO_PRODUCTS) {
      const rules = DEMO_SAT_PRODUCT_KEY_RULES.filter(
        (rule) => rule.category_id === product.category_id && rule.description.test(product.description),
      );
      expect(rules.length, product.product_id).toBeLessThanOrEqual(1);
    }
  });

  it('names each key with one description, the same SAT gives it wherever it appears', () => {
    const descriptions = new Map<string, Set<string>>();
    for (const { clave_prod_serv, descripcion } of [
      ...DEMO_SAT_PRODUCT_KEY_RULES.map((rule) => rule.key),
      ...Object.values(SAT_CATEGORY_PRODUCT_KEYS),
    ]) {
      expect(ZClaveProdServ.safeParse(clave_prod_serv).success, clave_prod_serv).toBe(true);
      descriptions.set(clave_prod_serv, (descriptions.get(clave_prod_serv) ?? new Set()).add(descripcion));
    }
    for (const [key, names] of descriptions) expect([...names], key).toHaveLength(1);
  });

  it('has a key for every demo category and refuses a category it does not know', () => {
    for (const category of DEMO_CATEGORIES)
      expect(demoSatProductKeyOf({ category_id: category.id, description: 'Producto' }).clave_prod_serv).toMatch(
        /^\d{8}$/,
      );
    expect(() => demoSatProductKeyOf({ category_id: 'sin-clave', description: 'Producto' })).toThrow(/sin-clave/);
  });
});
