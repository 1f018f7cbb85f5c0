import { describe, expect, it } from 'vitest';
import { statsProductFor } from './stats-product';

const facts = { sku: 'QO120', description: 'Interruptor termomagnético QO 1 polo 20 A', brand: 'Schneider Electric', published: true };

describe('statsProductFor', () => {
  it('a published product: the catalogue names, whatever the event said', () => {
    expect(statsProductFor('p-1', facts)).toEqual({
      ok: true,
      value: { product_id: 'p-1', sku: 'QO120', description: 'Interruptor termomagnético QO 1 polo 20 A', brand: 'Schneider Electric' },
    });
  });

  it('a product that is not in the catalogue is refused', () => {
    const result = statsProductFor('p-inventado', undefined);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('stats/unknown-product');
      expect(result.error.userMessage).toBe('El producto del evento no está en el catálogo.');
      expect(result.error.detail).toContain('p-inventado');
    }
  });

  it('an unpublished product is refused: customers cannot see it', () => {
    const result = statsProductFor('p-2', { ...facts, published: false });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.detail).toContain('not published');
  });
});
