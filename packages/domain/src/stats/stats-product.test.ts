import { describe, expect, it } from 'vitest';
import { STATS_NO_CATEGORY, statsProductFactsFrom, statsProductFor } from './stats-product';

const facts = {
  sku: 'QO120',
  description: 'Interruptor termomagnético QO 1 polo 20 A',
  brand: 'Schneider Electric',
  published: true,
  category_id: 'interruptores',
};

describe('statsProductFor', () => {
  it('a published product: the catalogue names and category, whatever the event said', () => {
    expect(statsProductFor('p-1', facts)).toEqual({
      ok: true,
      value: {
        product_id: 'p-1',
        sku: 'QO120',
        description: 'Interruptor termomagnético QO 1 polo 20 A',
        brand: 'Schneider Electric',
        category: 'interruptores',
      },
    });
  });

  it('a product without a category counts under one stable label', () => {
    const { category_id: _category, ...uncategorised } = facts;
    const result = statsProductFor('p-1', uncategorised);
    expect(result.ok && result.value.category).toBe(STATS_NO_CATEGORY);
    expect(STATS_NO_CATEGORY).toBe('Sin categoría');
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

describe('statsProductFactsFrom', () => {
  it('reads a product document, its category when it has a usable one', () => {
    expect(statsProductFactsFrom({ ...facts, unit: 'pieza' })).toEqual(facts);
    expect(statsProductFactsFrom({ ...facts, category_id: '' })).toEqual({ ...facts, category_id: undefined });
    expect(statsProductFactsFrom({ ...facts, category_id: 42 })?.category_id).toBeUndefined();
  });

  it('is undefined for no document, or one that is not a product', () => {
    expect(statsProductFactsFrom(undefined)).toBeUndefined();
    expect(statsProductFactsFrom({ sku: 'x' })).toBeUndefined();
  });
});
