import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_LIST_FILTER,
  ORDER_LIST_TABS,
  ORDER_LIST_TAB_LABELS,
  orderListCountConditions,
  orderListFilterFromParams,
  orderListFilterToParams,
  orderListQueryPlan,
  orderListQueryShapes,
} from './order-list-query';
import { ORDER_STATUSES } from './order-status';

const params = (query: string) => new URLSearchParams(query);

describe('the order list filter in the URL', () => {
  it('reads the tab and the search, forgiving what it does not know', () => {
    expect(orderListFilterFromParams(params('estado=shipped&q=OC-7781'))).toEqual({
      tab: 'shipped',
      search: 'OC-7781',
    });
    expect(orderListFilterFromParams(params('estado=otro'))).toEqual(DEFAULT_ORDER_LIST_FILTER);
    expect(orderListFilterFromParams(params(''))).toEqual(DEFAULT_ORDER_LIST_FILTER);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(orderListFilterToParams(DEFAULT_ORDER_LIST_FILTER)).toEqual({});
    const filter = { tab: 'cancelled', search: 'norte' } as const;
    expect(orderListFilterToParams(filter)).toEqual({ estado: 'cancelled', q: 'norte' });
    expect(orderListFilterFromParams(params(new URLSearchParams(orderListFilterToParams(filter)).toString()))).toEqual(
      filter,
    );
    expect(orderListFilterToParams({ tab: 'all', search: '   ' })).toEqual({});
  });
});

describe('orderListQueryPlan', () => {
  it('lists every order newest first; a tab asks for its status', () => {
    expect(orderListQueryPlan(DEFAULT_ORDER_LIST_FILTER)).toEqual({
      conditions: [],
      orderBy: { field: 'created_at', direction: 'desc' },
      residualTokens: [],
    });
    expect(orderListQueryPlan({ tab: 'preparing', search: '' }).conditions).toEqual([
      { field: 'status', op: '==', value: 'preparing' },
    ]);
  });

  it('asks Firestore for the longest searched word and checks the others against the keys', () => {
    const plan = orderListQueryPlan({ tab: 'all', search: 'Obra Monterrey' });
    expect(plan.conditions).toEqual([{ field: 'search_keys', op: 'array-contains', value: 'monterrey' }]);
    expect(plan.residualTokens).toEqual(['obra']);
  });

  it('a number also finds a folio by its sequence', () => {
    expect(orderListQueryPlan({ tab: 'all', search: '123' }).conditions).toEqual([
      { field: 'search_keys', op: 'array-contains-any', value: ['123', '#123'] },
    ]);
  });

  it('counts each tab under the search', () => {
    expect(orderListCountConditions({ tab: 'shipped', search: 'norte' }, 'delivered')).toEqual([
      { field: 'status', op: '==', value: 'delivered' },
      { field: 'search_keys', op: 'array-contains', value: 'norte' },
    ]);
    expect(orderListCountConditions(DEFAULT_ORDER_LIST_FILTER, 'all')).toEqual([]);
  });
});

describe('the tabs', () => {
  it('are "Todos" and one per status of the lifecycle, each with its label', () => {
    expect(ORDER_LIST_TABS).toEqual(['all', ...ORDER_STATUSES]);
    for (const tab of ORDER_LIST_TABS) expect(ORDER_LIST_TAB_LABELS[tab]).not.toBe('');
  });
});

describe('orderListQueryShapes', () => {
  it('names the four shapes: none, a status, a search, both', () => {
    expect(orderListQueryShapes().map((shape) => [shape.equality, shape.arrayContains])).toEqual([
      [[], false],
      [[], true],
      [['status'], false],
      [['status'], true],
    ]);
  });
});
