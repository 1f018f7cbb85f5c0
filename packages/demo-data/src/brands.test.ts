import { ZBrand } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from './brands';

describe('DEMO_BRANDS', () => {
  it('validates with the domain schema and has unique ids and names', () => {
    for (const brand of DEMO_BRANDS) {
      expect(ZBrand.parse(brand)).toEqual(brand);
    }
    expect(new Set(DEMO_BRANDS.map((brand) => brand.id)).size).toBe(DEMO_BRANDS.length);
    expect(new Set(DEMO_BRANDS.map((brand) => brand.name)).size).toBe(DEMO_BRANDS.length);
  });

  it('includes the brands a Mexican electrical distributor carries', () => {
    const names = DEMO_BRANDS.map((brand) => brand.name);
    for (const expected of ['Schneider Electric', 'Siemens', 'Condumex', 'Viakon', 'Truper', 'Urrea', 'Fluke', 'WEG']) {
      expect(names).toContain(expected);
    }
  });
});
