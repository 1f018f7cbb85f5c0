import { describe, expect, it } from 'vitest';
import { ZQuoteDocument, quoteInvariantViolations } from '../quote/quote-document';
import { T0 } from '../testing/factories';
import {
  ANONYMOUS_CUSTOMER_NAME,
  BUY_NOW_ALIAS,
  DEFAULT_QUOTE_ALIAS,
  UNNAMED_CUSTOMER_NAME,
  customerNameFrom,
  newQuote,
} from './new-quote';

describe('newQuote', () => {
  it('creates an anonymous draft cart owned by the visitor', () => {
    const result = newQuote({ ownerUid: 'anon-1', now: T0, kind: 'cart' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({
      source: 'cart',
      alias: 'Cotización Nueva',
      created_at: T0,
      updated_at: T0,
      isAnonymous: true,
      customer: { id: 'anon-1', nameOfClient: 'Anónimo' },
      owner: 'anon-1',
      status: 'draft',
      submitted_at: null,
      sent_at: null,
      valid_until: null,
      closed_at: null,
      info_request: null,
      customer_message: null,
      rejection_reason: null,
      cancellation_reason: null,
      requote_of: null,
      requoted_to: null,
      request_details: null,
      quote_number: null,
      assignee: null,
      waiting_since: null,
      offer: null,
    });
    expect(ZQuoteDocument.parse(result.value)).toEqual(result.value);
    expect(quoteInvariantViolations(result.value)).toEqual([]);
  });

  it("carries a signed-in customer's identity (lists and buy-now)", () => {
    const result = newQuote({ ownerUid: 'u1', now: T0, kind: 'buy-now', customerName: '  Ana   López ' });
    expect(result.ok && result.value).toMatchObject({
      isAnonymous: false,
      customer: { id: 'u1', nameOfClient: 'Ana López' },
      owner: 'u1',
      alias: 'Compra Ya',
    });
    const unnamed = newQuote({ ownerUid: 'u1', now: T0, kind: 'cart', customerName: null });
    expect(unnamed.ok && unnamed.value.customer.nameOfClient).toBe('Cliente');
  });

  it('names a list as asked, and refuses a blank name', () => {
    const result = newQuote({ ownerUid: 'u1', now: T0, kind: 'cart', customerName: 'Ana', alias: ' Obra Monterrey ' });
    expect(result.ok && result.value.alias).toBe('Obra Monterrey');
    const blank = newQuote({ ownerUid: 'u1', now: T0, kind: 'cart', customerName: 'Ana', alias: '  ' });
    expect(!blank.ok && blank.error.code).toBe('input/invalid');
  });

  it('names a buy-now cart "Compra Ya"', () => {
    const result = newQuote({ ownerUid: 'u1', now: T0, kind: 'buy-now' });
    expect(result.ok && result.value.alias).toBe('Compra Ya');
  });

  it('exports the spec texts', () => {
    expect(DEFAULT_QUOTE_ALIAS).toBe('Cotización Nueva');
    expect(BUY_NOW_ALIAS).toBe('Compra Ya');
    expect(ANONYMOUS_CUSTOMER_NAME).toBe('Anónimo');
  });

  it('refuses an empty owner or an invalid date', () => {
    const noOwner = newQuote({ ownerUid: '', now: T0, kind: 'cart' });
    expect(!noOwner.ok && noOwner.error.code).toBe('input/invalid');
    const badDate = newQuote({ ownerUid: 'u1', now: new Date('x'), kind: 'cart' });
    expect(!badDate.ok && badDate.error.code).toBe('input/invalid');
  });
});

describe('customerNameFrom', () => {
  it('takes the first source that has a name, normalised', () => {
    expect(customerNameFrom(['  Ana   López ', 'Ana'])).toBe('Ana López');
    expect(customerNameFrom([undefined, '   ', null, 'Jorge Treviño'])).toBe('Jorge Treviño');
  });

  it('falls back to the unnamed customer when no source has one', () => {
    expect(customerNameFrom([])).toBe(UNNAMED_CUSTOMER_NAME);
    expect(customerNameFrom([null, undefined, ' \n '])).toBe(UNNAMED_CUSTOMER_NAME);
  });
});
