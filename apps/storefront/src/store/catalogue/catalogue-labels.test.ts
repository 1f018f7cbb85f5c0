import { describe, expect, it } from 'vitest';
import { facetValueName, productCountLabel } from './catalogue-labels';

describe('catalogue labels', () => {
  it('names a facet value, and says when an old link names a category or brand the catalogue no longer has', () => {
    const names = new Map([['cables-y-conductores', { name: 'Cables y conductores' }]]);
    expect(facetValueName(names, 'cables-y-conductores', 'categoryIds')).toBe('Cables y conductores');
    expect(facetValueName(names, 'cables', 'categoryIds')).toBe('Categoría que ya no existe («cables»)');
    expect(facetValueName(new Map(), 'acme', 'brandIds')).toBe('Marca que ya no existe («acme»)');
  });

  it('counts products in Spanish', () => {
    expect(productCountLabel(1)).toBe('1 producto');
    expect(productCountLabel(1200)).toBe('1,200 productos');
  });
});
