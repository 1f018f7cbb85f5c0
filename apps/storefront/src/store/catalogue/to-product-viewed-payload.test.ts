import { validateStatsEvent } from '@voltia/domain';
import { describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '@/shared/stats/error-reporter';
import { productViewedBeacon, toProductViewedPayload } from './to-product-viewed-payload';

const product = {
  product_id: 'p-000120',
  sku: 'SCH-QO120',
  description: 'Interruptor termomagnético 1x20 A',
  brand: 'Schneider Electric',
};

describe('toProductViewedPayload', () => {
  it('maps a catalogue product to a valid viewed event', () => {
    const payload = toProductViewedPayload(product);
    expect(payload).toEqual({
      product_id: 'p-000120',
      sku: 'SCH-QO120',
      product_description: 'Interruptor termomagnético 1x20 A',
      brand: 'Schneider Electric',
    });
    expect(validateStatsEvent('product_viewed', payload).ok).toBe(true);
  });

  it('leaves the brand out when the product has none', () => {
    const { brand: _brand, ...withoutBrand } = product;
    expect(toProductViewedPayload(withoutBrand)).not.toHaveProperty('brand');
  });
});

describe('productViewedBeacon', () => {
  it("gives the checked event and the stats API's path for it", () => {
    expect(productViewedBeacon(product)).toEqual({ event: toProductViewedPayload(product), path: '/products/viewed' });
  });

  it('refuses an event the domain would refuse: reported, nothing to send', () => {
    const report = vi.fn();
    const restore = setErrorReporter({ report });
    try {
      expect(productViewedBeacon({ ...product, sku: 'X'.repeat(65) })).toBeNull();
      expect(report).toHaveBeenCalledOnce();
      expect(report.mock.calls[0]?.[1]).toEqual({ kind: 'product_viewed', reason: 'invalid-stats-event' });
    } finally {
      restore();
    }
  });
});
