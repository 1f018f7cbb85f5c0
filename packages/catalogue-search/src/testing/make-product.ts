// Test data for this package's unit tests: the domain's one product factory, with the defaults these
// tests read (a Schneider breaker in its category). Not exported from the package.
import type { TProduct } from '@voltia/domain';
import { makeProduct as makeDomainProduct } from '@voltia/domain/testing';

export function makeProduct(overrides: Partial<TProduct> = {}): TProduct {
  return makeDomainProduct({
    description: 'Interruptor termomagnético 2 polos 20 A',
    brand: 'Schneider Electric',
    brand_id: 'schneider-electric',
    category_id: 'interruptores-termomagneticos',
    ...overrides,
  });
}
