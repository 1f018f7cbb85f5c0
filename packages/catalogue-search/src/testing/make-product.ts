// Test data factory for this package's unit tests. Not exported from the package.
import type { TProduct } from '@voltia/domain';

export function makeProduct(overrides: Partial<TProduct> = {}): TProduct {
  return {
    product_id: 'prod-100',
    sku: 'SKU-100',
    description: 'Interruptor termomagnético 2 polos 20 A',
    brand: 'Schneider Electric',
    brand_id: 'schneider-electric',
    category_id: 'interruptores-termomagneticos',
    unit: 'pieza',
    attributes: [],
    supplier_ids: [],
    published: true,
    ...overrides,
  };
}
