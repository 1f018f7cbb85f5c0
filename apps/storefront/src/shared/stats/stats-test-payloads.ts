// Test data for the stats client's tests (not imported by application code).
import type { TProductAddedEvent, TProductViewedEvent, TSearchRecordEvent } from '@voltia/domain';

export function makeViewedPayload(overrides: Partial<TProductViewedEvent> = {}): TProductViewedEvent {
  return {
    sku: 'SCH-QO120',
    product_id: 'p-000120',
    product_description: 'Interruptor termomagnético 1x20 A',
    brand: 'Schneider Electric',
    ...overrides,
  };
}

export function makeAddedPayload(overrides: Partial<TProductAddedEvent> = {}): TProductAddedEvent {
  return { ...makeViewedPayload(), cartID: 'quote-abc123', ...overrides };
}

export function makeSearchPayload(overrides: Partial<TSearchRecordEvent> = {}): TSearchRecordEvent {
  return { search_term: 'termomagnetico', type: 'search', ...overrides };
}
