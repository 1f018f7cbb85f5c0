import { ZSupplier, isValidRfc } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_SUPPLIERS } from './suppliers';

describe('DEMO_SUPPLIERS', () => {
  it('has at least 6 suppliers that validate with the domain schema', () => {
    expect(DEMO_SUPPLIERS.length).toBeGreaterThanOrEqual(6);
    for (const supplier of DEMO_SUPPLIERS) {
      expect(ZSupplier.parse(supplier)).toEqual(supplier);
    }
  });

  it('has unique ids, tax ids and emails', () => {
    for (const key of ['id', 'tax_id', 'email'] as const) {
      expect(new Set(DEMO_SUPPLIERS.map((supplier) => supplier[key])).size, key).toBe(DEMO_SUPPLIERS.length);
    }
  });

  it('uses valid RFCs and reserved .example email domains', () => {
    for (const supplier of DEMO_SUPPLIERS) {
      // Persona moral: 3 letters, date YYMMDD, 3-character homoclave.
      expect(supplier.tax_id).toMatch(/^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/);
      expect(isValidRfc(supplier.tax_id), supplier.tax_id).toBe(true);
      expect(supplier.email).toMatch(/@[a-z0-9-]+\.example$/);
      expect(supplier.email.endsWith('@voltia.example')).toBe(false);
    }
  });

  it('serves only existing categories, and every category has a supplier', () => {
    const categoryIds = new Set(DEMO_CATEGORIES.map((category) => category.id));
    for (const supplier of DEMO_SUPPLIERS) {
      expect(supplier.category_ids.length).toBeGreaterThan(0);
      for (const categoryId of supplier.category_ids) expect(categoryIds.has(categoryId), categoryId).toBe(true);
    }
    for (const category of DEMO_CATEGORIES) {
      expect(
        DEMO_SUPPLIERS.some((supplier) => supplier.category_ids.includes(category.id)),
        category.id,
      ).toBe(true);
    }
  });

  it('supplies existing brands, and some supplier is inactive (the list’s filter has something to show)', () => {
    const brandIds = new Set(DEMO_BRANDS.map((brand) => brand.id));
    for (const supplier of DEMO_SUPPLIERS) {
      expect(supplier.brand_ids.length).toBeGreaterThan(0);
      for (const brandId of supplier.brand_ids) expect(brandIds.has(brandId), brandId).toBe(true);
    }
    expect(DEMO_SUPPLIERS.some((supplier) => !supplier.active)).toBe(true);
  });
});
