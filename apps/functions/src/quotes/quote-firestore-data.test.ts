import { orderSearchKeys, quoteInvariantViolations } from '@voltia/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { makeOrder, makeRequestedQuote, T0 } from '@voltia/domain/testing';
import { LATER } from '../testing/quote-factories';
import { orderFromFirestore, orderToFirestore, quoteFromFirestore, quoteToFirestore } from './quote-firestore-data';

describe('quoteToFirestore / quoteFromFirestore', () => {
  it('stores dates as Timestamps and reads them back into the same quote', () => {
    const quote = { ...makeRequestedQuote('uid-ana'), updated_at: LATER };
    const stored = quoteToFirestore(quote);
    expect(stored.created_at).toEqual(Timestamp.fromDate(T0));
    expect(stored.submitted_at).toEqual(Timestamp.fromDate(T0));
    expect(stored.valid_until).toBeNull();
    expect(stored.request_details).toEqual(quote.request_details);
    const read = quoteFromFirestore(stored);
    expect(read).toEqual(quote);
    expect(quoteInvariantViolations(read)).toEqual([]);
  });

  it('fills lifecycle fields a document never had and drops unknown ones', () => {
    const {
      submitted_at: _s,
      request_details: _r,
      ...older
    } = quoteToFirestore({ ...makeRequestedQuote('uid-ana'), status: 'draft' });
    const read = quoteFromFirestore({ ...older, discount: 0.9 });
    expect(read.submitted_at).toBeNull();
    expect(read.request_details).toBeNull();
    expect('discount' in read).toBe(false);
  });

  it('refuses a stored quote the schema refuses, as data loss naming the field', () => {
    const stored = { ...quoteToFirestore(makeRequestedQuote('uid-ana')), status: 'approved' };
    expect(() => quoteFromFirestore(stored)).toThrow(
      expect.objectContaining({ code: 'firestore/data-loss', detail: expect.stringContaining('status') }),
    );
  });
});

describe('orderToFirestore / orderFromFirestore', () => {
  it('stores the order with its search keys and Timestamps, and reads it back as it was', () => {
    const order = makeOrder();
    const stored = orderToFirestore(order);
    expect(stored.search_keys).toEqual(orderSearchKeys(order));
    expect(stored.search_keys).toEqual(expect.arrayContaining(['ped', 'oc', '7781', 'cno150312h14']));
    expect(stored.created_at).toBeInstanceOf(Timestamp);
    expect(orderFromFirestore(stored)).toEqual(order);
  });

  it('reads an order stored before it had search keys', () => {
    const { search_keys: _keys, ...older } = orderToFirestore(makeOrder());
    expect(orderFromFirestore(older)).toEqual(makeOrder());
  });
});
