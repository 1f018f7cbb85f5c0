import { validateStatsEvent } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { toProductViewedPayload } from './to-product-viewed-payload';

const product = { product_id: 'p-000120', sku: 'SCH-QO120', description: 'Interruptor termomagnético 1x20 A', brand: 'Schneider Electric' };

describe('toProductViewedPayload', () => {
  it('maps a catalogue product to a valid viewed event', () => {
    const payload = toProductViewedPayload(product);
    expect(payload).toEqual({ product_id: 'p-000120', sku: 'SCH-QO120', product_description: 'Interruptor termomagnético 1x20 A', brand: 'Schneider Electric' });
    expect(validateStatsEvent('product_viewed', payload).ok).toBe(true);
  });

  it('leaves the brand out when the product has none', () => {
    const { brand: _brand, ...withoutBrand } = product;
    expect(toProductViewedPayload(withoutBrand)).not.toHaveProperty('brand');
  });
});
