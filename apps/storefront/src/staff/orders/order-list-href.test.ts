import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIST_FILTER } from '@voltia/domain';
import { orderListHref, staffOrderPath } from './order-list-href';

describe('orderListHref', () => {
  it('is /pedidos for the default view and keeps the tab and the search in the query', () => {
    expect(orderListHref(DEFAULT_ORDER_LIST_FILTER)).toBe('/pedidos');
    expect(orderListHref({ tab: 'shipped', search: 'OC 7781' })).toBe('/pedidos?estado=shipped&q=OC+7781');
  });

  it("an order's page is under /pedidos", () => {
    expect(staffOrderPath('q 1')).toBe('/pedidos/q%201');
  });
});
