import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { statsFactOfEvent } from '@voltia/domain';
import { makeAddedPayload, makeSearchPayload, makeViewedPayload } from '../testing/stats-event-factories';
import { quoteFactDocument, statsEventDocument } from './stats-event-document';

const NOW = new Date('2026-03-01T23:30:00.000Z');
const product = {
  product_id: 'p-1',
  sku: 'SKU-1',
  description: 'Contactor 9 A',
  brand: 'ABB',
  category: 'contactores',
};

/** The document with its server-time sentinel as a readable marker (sentinels compare with isEqual). */
function readable(data: Record<string, unknown>) {
  const received = data.received_at;
  expect(received instanceof FieldValue && received.isEqual(FieldValue.serverTimestamp())).toBe(true);
  return { ...data, received_at: 'SERVER_TIME' };
}

describe('statsEventDocument: the one document an event is stored as', () => {
  it('a view: the payload as posted, the catalogue product, the UTC day, the expiry, not yet folded', () => {
    const payload = makeViewedPayload({ product_id: 'p-1', product_description: 'Contactor barato', brand: 'Otra' });
    expect(readable(statsEventDocument({ kind: 'product_viewed', payload, product }, NOW, 90))).toEqual({
      kind: 'product_viewed',
      payload,
      product,
      day: '2026-03-01',
      received_at: 'SERVER_TIME',
      expire_at: new Date('2026-05-30T23:30:00.000Z'),
      folded: false,
    });
  });

  it('an add keeps the cart id; a search keeps its result count and carries no product', () => {
    const added = makeAddedPayload({ product_id: 'p-1' });
    expect(statsEventDocument({ kind: 'product_added', payload: added, product }, NOW, 90)).toMatchObject({
      payload: { cartID: added.cartID },
      product,
    });
    const search = makeSearchPayload({ results: 0 });
    const stored = statsEventDocument({ kind: 'search_record', payload: search }, NOW, 90);
    expect(stored).toMatchObject({ kind: 'search_record', payload: { ...search, results: 0 }, folded: false });
    expect(stored).not.toHaveProperty('product');
  });

  it('expires after the configured retention', () => {
    expect(statsEventDocument({ kind: 'search_record', payload: makeSearchPayload() }, NOW, 7).expire_at).toEqual(
      new Date('2026-03-08T23:30:00.000Z'),
    );
  });

  it('reads back as the fact the roll-up counts', () => {
    expect(
      statsFactOfEvent(
        statsEventDocument(
          { kind: 'product_added', payload: makeAddedPayload({ product_id: 'p-1' }), product },
          NOW,
          90,
        ),
      ),
    ).toEqual({
      kind: 'product_added',
      product_id: 'p-1',
      brand: 'ABB',
      category: 'contactores',
    });
    expect(
      statsFactOfEvent(
        statsEventDocument(
          {
            kind: 'search_record',
            payload: makeSearchPayload({ search_term: 'Tableros', type: 'category', results: 3 }),
          },
          NOW,
          90,
        ),
      ),
    ).toEqual({
      kind: 'search_record',
      type: 'category',
      term: 'tableros',
      results: 3,
    });
  });
});

describe('quoteFactDocument', () => {
  it('the fact, its day and expiry, not yet folded; it reads back as itself', () => {
    const fact = {
      kind: 'quote_sent' as const,
      staff: { uid: 's-1', name: 'Mariana' },
      minutes_from_request: 95,
      total_cents: 116_000,
    };
    const stored = quoteFactDocument(fact, NOW, 90);
    expect(readable(stored)).toEqual({
      kind: 'quote_fact',
      fact,
      day: '2026-03-01',
      received_at: 'SERVER_TIME',
      expire_at: new Date('2026-05-30T23:30:00.000Z'),
      folded: false,
    });
    expect(statsFactOfEvent(stored)).toEqual(fact);
  });
});
