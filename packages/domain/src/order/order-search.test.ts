import { describe, expect, it } from 'vitest';
import { matchesSearchTokens, searchTokens } from '../quote/quote-search';
import { makeDeliverySite, makeFiscalData, makeOrder } from '../testing/factories';
import { ZOrderDocument } from './order-document';
import { orderNumberSequence, orderSearchKeys, withOrderSearchKeys } from './order-search';

const order = makeOrder({
  order_number: 'PED-2026-000123',
  quote_number: 'COT-2026-000456',
  purchase_order_number: 'OC-7781',
  customer: { id: 'uid-owner', nameOfClient: 'Elena Muñoz' },
  fiscal: makeFiscalData({ rfc: 'CNO150312H14', razon_social: 'CONSTRUCTORA NORTE' }),
  delivery_site: { ...makeDeliverySite({ name: 'Obra Monterrey Centro' }), id: 'obra-1' },
});

/** Whether a search typed by staff finds the order by its keys. */
const finds = (search: string) => matchesSearchTokens(orderSearchKeys(order), searchTokens(search));

describe('orderSearchKeys', () => {
  it('finds an order by its folio, its quote number, its purchase order, customer, RFC, razón social and site', () => {
    for (const search of [
      'PED-2026-000123',
      '000123',
      'COT-2026-000456',
      'OC-7781',
      '7781',
      'Elena Muñoz',
      'munoz',
      'CNO150312H14',
      'cno150',
      'constructora norte',
      'Monterrey Centro',
    ])
      expect(finds(search), search).toBe(true);
  });

  it('finds the folio and the quote by their sequence alone ("123", "456")', () => {
    expect(finds('123')).toBe(true);
    expect(finds('456')).toBe(true);
  });

  it('does not find it by words it does not hold', () => {
    expect(finds('Saltillo')).toBe(false);
    expect(finds('OC-9999')).toBe(false);
    expect(finds('124')).toBe(false);
  });

  it('has no duplicates and is sorted; an order without a purchase order has no key for one', () => {
    const keys = orderSearchKeys(order);
    expect([...keys].sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(orderSearchKeys({ ...order, purchase_order_number: '' })).not.toContain('7781');
  });
});

describe('orderNumberSequence', () => {
  it('reads the sequence of a folio, nothing of anything else', () => {
    expect(orderNumberSequence('PED-2026-000042')).toBe(42);
    expect(orderNumberSequence('COT-2026-000042')).toBeUndefined();
  });
});

describe('withOrderSearchKeys', () => {
  it('adds the keys; the order schema reads a stored order with or without them', () => {
    const stored = withOrderSearchKeys(order);
    expect(stored.search_keys).toEqual(orderSearchKeys(order));
    expect(ZOrderDocument.parse(stored)).toEqual(order);
    expect(ZOrderDocument.parse(order)).toEqual(order);
  });
});
