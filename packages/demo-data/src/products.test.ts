import { createHash } from 'node:crypto';
import { PRODUCT_UNITS, ZProduct } from '@voltia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_PRODUCTS, buildDemoProducts, productIdFor } from './products';
import { DEMO_SUPPLIERS } from './suppliers';

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

describe('DEMO_PRODUCTS', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('holds at least 300 products', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(300);
  });

  it('validates every product with the domain schema, unchanged by parsing', () => {
    for (const product of DEMO_PRODUCTS) {
      const parsed = ZProduct.safeParse(product);
      expect(parsed.success, `${product.product_id}: ${parsed.error?.message ?? ''}`).toBe(true);
      // No extra keys that the schema would strip: the stored document is exactly the schema's shape.
      expect(parsed.data).toEqual(product);
    }
  });

  it('has unique product ids and unique SKUs', () => {
    const ids = DEMO_PRODUCTS.map((product) => product.product_id);
    const skus = DEMO_PRODUCTS.map((product) => product.sku);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('uses Firestore-safe document ids derived from brand and SKU', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.product_id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(product.product_id).toBe(productIdFor(product.brand_id, product.sku));
    }
  });

  it('references existing categories, brands and suppliers, with the brand name matching its id', () => {
    const categoryIds = new Set(DEMO_CATEGORIES.map((category) => category.id));
    const brandNames = new Map(DEMO_BRANDS.map((brand) => [brand.id, brand.name]));
    const suppliersById = new Map(DEMO_SUPPLIERS.map((supplier) => [supplier.id, supplier]));
    for (const product of DEMO_PRODUCTS) {
      expect(categoryIds.has(product.category_id), product.product_id).toBe(true);
      expect(brandNames.get(product.brand_id), product.product_id).toBe(product.brand);
      expect(product.supplier_ids.length, product.product_id).toBeGreaterThan(0);
      expect(new Set(product.supplier_ids).size).toBe(product.supplier_ids.length);
      for (const supplierId of product.supplier_ids) {
        const supplier = suppliersById.get(supplierId);
        expect(supplier, `${product.product_id} → ${supplierId}`).toBeDefined();
        // A supplier only supplies products of the categories it serves.
        expect(supplier?.category_ids).toContain(product.category_id);
      }
    }
  });

  it('gives every category and every brand at least one published product', () => {
    const published = DEMO_PRODUCTS.filter((product) => product.published);
    for (const category of DEMO_CATEGORIES) {
      expect(
        published.some((product) => product.category_id === category.id),
        category.id,
      ).toBe(true);
    }
    for (const brand of DEMO_BRANDS) {
      expect(
        published.some((product) => product.brand_id === brand.id),
        brand.id,
      ).toBe(true);
    }
  });

  it('publishes nearly everything but keeps a few unpublished products for the visibility rules', () => {
    const unpublished = DEMO_PRODUCTS.filter((product) => !product.published);
    expect(unpublished.length).toBeGreaterThanOrEqual(2);
    expect(unpublished.length).toBeLessThan(DEMO_PRODUCTS.length * 0.05);
  });

  it('describes each product with 3 to 8 technical attributes with unique names', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.attributes.length, product.product_id).toBeGreaterThanOrEqual(3);
      expect(product.attributes.length, product.product_id).toBeLessThanOrEqual(8);
      const names = product.attributes.map((attribute) => attribute.name);
      expect(new Set(names).size, product.product_id).toBe(names.length);
    }
  });

  it('uses several sale units, all from PRODUCT_UNITS', () => {
    const units = new Set(DEMO_PRODUCTS.map((product) => product.unit));
    for (const unit of units) expect(PRODUCT_UNITS).toContain(unit);
    expect(units.size).toBeGreaterThanOrEqual(5);
  });

  it('writes Spanish descriptions with accents where Spanish uses them', () => {
    const descriptions = DEMO_PRODUCTS.map((product) => product.description);
    expect(descriptions.some((text) => /termomagnético/i.test(text))).toBe(true);
    expect(descriptions.some((text) => /protección/i.test(text))).toBe(true);
    expect(descriptions).toContain('Interruptor termomagnético QO 1 polo 20 A 120/240 V, montaje enchufable');
    expect(descriptions).toContain('Cable THW-LS/THHW-LS calibre 12 AWG 600 V rojo, rollo 100 m');
    expect(descriptions.some((text) => text.startsWith('Contactor tripolar 25 A bobina 220 V AC'))).toBe(true);
    const accented = descriptions.filter((text) => /[áéíóúñü]/i.test(text));
    expect(accented.length).toBeGreaterThan(descriptions.length / 4);
    // Unaccented spellings of words that always carry one in Spanish.
    const misspelt = descriptions.filter((text) =>
      /\b(termomagnetico|proteccion|tension|iluminacion|electrico|trifasico|monofasico|metalico|dielectrico)\b/i.test(
        text,
      ),
    );
    expect(misspelt).toEqual([]);
  });

  it('uses Spanish attribute names', () => {
    const names = new Set(DEMO_PRODUCTS.flatMap((product) => product.attributes.map((attribute) => attribute.name)));
    for (const expected of [
      'Tensión',
      'Corriente nominal',
      'Calibre',
      'Polos',
      'Material',
      'Color',
      'Longitud',
      'Grado IP',
      'Potencia',
      'Norma',
    ]) {
      expect(names.has(expected), expected).toBe(true);
    }
  });
});

describe('buildDemoProducts', () => {
  it('is deterministic: two generations are deep-equal and hash the same', () => {
    const first = buildDemoProducts();
    const second = buildDemoProducts();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    expect(hashOf(second)).toBe(hashOf(first));
    expect(hashOf(DEMO_PRODUCTS)).toBe(hashOf(first));
  });

  it('uses neither randomness nor the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    buildDemoProducts();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it('gives the same catalogue when the module is loaded afresh', async () => {
    vi.resetModules();
    const reloaded = await import('./index');
    expect(reloaded.DEMO_PRODUCTS).not.toBe(DEMO_PRODUCTS);
    expect(hashOf(reloaded.DEMO_PRODUCTS)).toBe(hashOf(DEMO_PRODUCTS));
    expect(hashOf(reloaded.DEMO_SUPPLIERS)).toBe(hashOf(DEMO_SUPPLIERS));
  });
});

describe('productIdFor', () => {
  it('makes a lower-case slug of brand and SKU', () => {
    expect(productIdFor('schneider-electric', 'QO120')).toBe('schneider-electric-qo120');
    expect(productIdFor('panduit', 'G1.5X1.5LG6')).toBe('panduit-g1-5x1-5lg6');
    expect(productIdFor('omron', 'MY2N-GS 24VDC')).toBe('omron-my2n-gs-24vdc');
  });
});
