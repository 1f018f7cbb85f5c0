// Test data for the stats API's unit and integration tests. Not bundled: nothing in index.ts imports it.
import { randomUUID } from 'node:crypto';
import type { TProductAddedEvent, TProductViewedEvent, TSearchRecordEvent, TStatsProductFacts } from '@voltia/domain';

/** A suffix that keeps one test's documents apart from another's (and from earlier runs). */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

export function makeViewedPayload(overrides: Partial<TProductViewedEvent> = {}): TProductViewedEvent {
  const id = uniqueSuffix();
  return {
    sku: `SKU-${id}`,
    product_id: `test-product-${id}`,
    product_description: 'Interruptor termomagnético 2x20 A',
    brand: 'Schneider Electric',
    ...overrides,
  };
}

export function makeAddedPayload(overrides: Partial<TProductAddedEvent> = {}): TProductAddedEvent {
  return { ...makeViewedPayload(), cartID: `cart-${uniqueSuffix()}`, ...overrides };
}

export function makeSearchPayload(overrides: Partial<TSearchRecordEvent> = {}): TSearchRecordEvent {
  return { search_term: `Cable THHN ${uniqueSuffix()}`, type: 'search', ...overrides };
}

/** The catalogue facts of a published product (what `products/{id}` holds that a stats event is checked against). */
export function makeProductFacts(overrides: Partial<TStatsProductFacts> = {}): TStatsProductFacts {
  return {
    sku: 'QO220',
    description: 'Interruptor termomagnético QO 2 polos 20 A',
    brand: 'Schneider Electric',
    category_id: 'interruptores-termomagneticos',
    published: true,
    ...overrides,
  };
}
