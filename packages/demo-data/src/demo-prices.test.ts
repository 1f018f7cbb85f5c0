import { ZDiscountBp, ZUnitPriceCents } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { demoDeliveryDays, demoDiscountBp, demoHash, demoUnitPriceCents } from './demo-prices';
import { DEMO_PRODUCTS } from './products';

const bySku = (sku: string) => DEMO_PRODUCTS.find((product) => product.sku === sku)!;

describe('demo prices', () => {
  it('hashes with FNV-1a (32 bits)', () => {
    expect(demoHash('')).toBe(0x811c9dc5);
    expect(demoHash('a')).toBe(0xe40c292c);
    expect(demoHash('foobar')).toBe(0xbf9cf968);
  });

  it('gives every demo product a unit price the desk accepts, in whole cents, ending in .00, .50 or .90', () => {
    for (const product of DEMO_PRODUCTS) {
      const cents = demoUnitPriceCents(product);
      expect(ZUnitPriceCents.safeParse(cents).success, product.sku).toBe(true);
      expect([0, 50, 90], product.sku).toContain(cents % 100);
      expect(cents, product.sku).toBeGreaterThanOrEqual(28_00);
    }
  });

  it('prices by kind, so a breaker costs less than a load centre and a 1 HP motor less than a 15 HP one', () => {
    expect(demoUnitPriceCents(bySku('QO120'))).toBeLessThan(demoUnitPriceCents(bySku('QO12-L125S')));
    expect(demoUnitPriceCents(bySku('W22P-1HP-4P-143T'))).toBeLessThan(demoUnitPriceCents(bySku('W22P-15HP-4P-254T')));
    expect(demoUnitPriceCents(bySku('VKN-XHHW2-2-NG'))).toBeLessThan(demoUnitPriceCents(bySku('CDX-VXXI-12NG-100')));
  });

  it('is fixed by the product: the same SKU always has the same price', () => {
    const product = bySku('LC1D18M7');
    expect(demoUnitPriceCents({ ...product })).toBe(demoUnitPriceCents(product));
  });

  it('gives discounts of 0 to 12 % and delivery times of 0 to 15 working days, fixed by quote and SKU', () => {
    const discounts = new Set<number>();
    const deliveries = new Set<number>();
    for (const product of DEMO_PRODUCTS) {
      const discount = demoDiscountBp('demo-quote-x', product.sku);
      const delivery = demoDeliveryDays('demo-quote-x', product.sku);
      expect(ZDiscountBp.safeParse(discount).success).toBe(true);
      expect(discount).toBeLessThanOrEqual(1200);
      expect(delivery).toBeGreaterThanOrEqual(0);
      expect(delivery).toBeLessThanOrEqual(15);
      expect(demoDiscountBp('demo-quote-x', product.sku)).toBe(discount);
      discounts.add(discount);
      deliveries.add(delivery);
    }
    // Spread over the whole range, not one value.
    expect([...discounts].sort((a, b) => a - b)).toEqual([0, 300, 500, 800, 1000, 1200]);
    expect(Math.max(...deliveries)).toBe(15);
    expect(Math.min(...deliveries)).toBe(0);
  });
});
