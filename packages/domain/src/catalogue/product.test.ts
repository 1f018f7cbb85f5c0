import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/factories';
import { PRODUCT_UNITS, ZBrand, ZCategory, ZProduct, ZSupplier } from './product';

const supplier = {
  id: 'electro-norte',
  name: 'Electro Norte',
  tax_id: 'ENO010101AB1',
  contact_name: 'Luis Pérez',
  email: 'compras@electronorte.example',
  phone: '+52 81 1234 5678',
  city: 'Monterrey',
  category_ids: ['cables'],
  lead_time_days: 5,
};

describe('catalogue schemas', () => {
  it('accept well-formed records', () => {
    expect(ZProduct.parse(makeProduct())).toEqual(makeProduct());
    expect(ZCategory.parse({ id: 'cables', name: 'Cables', description: '' })).toMatchObject({ id: 'cables' });
    expect(ZBrand.parse({ id: 'schneider', name: 'Schneider Electric' })).toMatchObject({ id: 'schneider' });
    expect(ZSupplier.parse(supplier)).toEqual(supplier);
    expect(PRODUCT_UNITS).toContain('pieza');
  });

  it('reject bad slugs, units and lead times', () => {
    expect(ZProduct.safeParse(makeProduct({ brand_id: 'Schneider Electric' })).success).toBe(false);
    expect(ZProduct.safeParse({ ...makeProduct(), unit: 'galón' }).success).toBe(false);
    expect(ZCategory.safeParse({ id: 'a--b', name: 'x', description: '' }).success).toBe(false);
    expect(ZSupplier.safeParse({ ...supplier, lead_time_days: 400 }).success).toBe(false);
    expect(ZSupplier.safeParse({ ...supplier, email: 'nope' }).success).toBe(false);
  });
});
