import { describe, expect, it } from 'vitest';
import { matchesSearchTokens, searchTokens } from '../quote/quote-search';
import {
  priceListCountConditions,
  priceListKeys,
  priceListQueryPlan,
  priceListQueryShapes,
  priceSearchKeys,
  type TPriceListFilter,
} from './price-list-query';

const ANY: TPriceListFilter = { brand: '', category: '', supplier: '', priced: '', search: '' };
const product = { sku: 'QO-120', description: 'Interruptor termomagnético 1 polo, 20 A' };

describe('priceListKeys', () => {
  it('orders the unpriced before the priced, each by SKU', () => {
    const keys = [
      priceListKeys({ sku: 'B-1', description: '' }, true).price_list_order,
      priceListKeys({ sku: 'Z-9', description: '' }, false).price_list_order,
      priceListKeys({ sku: 'A-1', description: '' }, true).price_list_order,
      priceListKeys({ sku: 'C-2', description: '' }, false).price_list_order,
    ];
    expect([...keys].sort()).toEqual(['0 C-2', '0 Z-9', '1 A-1', '1 B-1']);
    expect(priceListKeys(product, false).priced).toBe(false);
  });

  it('finds a product by the beginning of any word of its SKU or description, accents and case aside, and by its SKU run together', () => {
    const keys = priceSearchKeys(product);
    for (const search of ['qo', 'QO120', 'qo-12', 'termomagnetico', 'TERMO', 'interr polo', '20']) {
      expect(matchesSearchTokens(keys, searchTokens(search)), search).toBe(true);
    }
    for (const search of ['magnetico', 'qo121', 'contactor', 'polo 30']) {
      expect(matchesSearchTokens(keys, searchTokens(search)), search).toBe(false);
    }
  });
});

describe('priceListQueryPlan', () => {
  it('lists everything in its order with no condition', () => {
    expect(priceListQueryPlan(ANY)).toEqual({
      conditions: [],
      orderBy: { field: 'price_list_order', direction: 'asc' },
      residualTokens: [],
    });
  });

  it('asks Firestore for brand, category, price state and the longest word; checks the other words on the rows', () => {
    const plan = priceListQueryPlan({
      brand: 'abb',
      category: 'cables',
      supplier: '',
      priced: 'sin',
      search: 'cable thw 12',
    });
    expect(plan.conditions).toEqual([
      { field: 'brand_id', op: '==', value: 'abb' },
      { field: 'category_id', op: '==', value: 'cables' },
      { field: 'priced', op: '==', value: false },
      { field: 'search_keys', op: 'array-contains', value: 'cable' },
    ]);
    expect(plan.residualTokens).toEqual(['thw', '12']);
    expect(priceListQueryPlan({ ...ANY, priced: 'con' }).conditions).toEqual([
      { field: 'priced', op: '==', value: true },
    ]);
  });

  it('gives the one array condition to the supplier, and leaves every searched word to the rows', () => {
    const plan = priceListQueryPlan({ ...ANY, supplier: 'proveedor-norte', search: 'interruptor qo' });
    expect(plan.conditions).toEqual([{ field: 'supplier_ids', op: 'array-contains', value: 'proveedor-norte' }]);
    expect(plan.residualTokens).toEqual(['interruptor', 'qo']);
  });
});

describe('priceListCountConditions', () => {
  it('counts the unpriced under the rest of the filter, and none when the filter asks for the priced', () => {
    const filter = { ...ANY, brand: 'abb' };
    expect(priceListCountConditions(filter, 'all')).toEqual([{ field: 'brand_id', op: '==', value: 'abb' }]);
    expect(priceListCountConditions(filter, 'unpriced')).toEqual([
      { field: 'brand_id', op: '==', value: 'abb' },
      { field: 'priced', op: '==', value: false },
    ]);
    expect(priceListCountConditions({ ...filter, priced: 'con' }, 'unpriced')).toBeNull();
    expect(priceListCountConditions({ ...filter, priced: 'sin' }, 'unpriced')).toEqual(
      priceListCountConditions({ ...filter, priced: 'sin' }, 'all'),
    );
  });
});

describe('priceListQueryShapes', () => {
  it('names every combination of equality fields with each array condition, always in the list order', () => {
    const shapes = priceListQueryShapes();
    // Brand, category and price state, each filtered or not (8), × no array, the supplier or a word.
    expect(shapes).toHaveLength(8 * 3);
    expect(shapes.every((shape) => shape.orderBy.field === 'price_list_order')).toBe(true);
    expect(shapes).toContainEqual({
      equality: ['brand_id', 'category_id', 'priced'],
      arrayContains: 'supplier_ids',
      orderBy: { field: 'price_list_order', direction: 'asc' },
    });
  });
});
