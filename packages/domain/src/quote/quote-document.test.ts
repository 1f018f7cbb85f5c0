import { describe, expect, it } from 'vitest';
import { makeRequestDetails, T0, daysAfter, makeQuote, makeSentQuote } from '../testing/factories';
import { ZQuoteAlias, ZQuoteDocument, quoteInvariantViolations } from './quote-document';

describe('ZQuoteDocument', () => {
  it('parses a stored document that predates the lifecycle fields, defaulting them to null', () => {
    const parsed = ZQuoteDocument.parse({
      source: 'cart',
      alias: 'Cotización Nueva',
      created_at: T0,
      updated_at: T0,
      isAnonymous: true,
      customer: { id: 'u1', nameOfClient: 'Anónimo' },
      owner: 'u1',
      status: 'draft',
    });
    expect(parsed.valid_until).toBeNull();
    expect(parsed.requote_of).toBeNull();
    expect(parsed.offer).toBeNull();
    expect(parsed.quote_number).toBeNull();
  });

  it('round-trips a full document', () => {
    const quote = makeSentQuote({
      assignee: { uid: 's1', name: 'Ana' },
      info_request: '¿Qué voltaje?',
      customer_message: '220V',
    });
    expect(ZQuoteDocument.parse(quote)).toEqual(quote);
  });

  it('rejects a wrong source, status, timestamps that are not Dates, and empty texts', () => {
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), source: 'web' }).success).toBe(false);
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), status: 'approved' }).success).toBe(false);
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), created_at: '2025-01-01' }).success).toBe(false);
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), created_at: new Date('x') }).success).toBe(false);
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), rejection_reason: '  ' }).success).toBe(false);
    expect(ZQuoteDocument.safeParse({ ...makeQuote(), customer: { id: '', nameOfClient: 'x' } }).success).toBe(false);
  });

  it('ZQuoteAlias trims and bounds the alias', () => {
    expect(ZQuoteAlias.parse('  Obra Norte ')).toBe('Obra Norte');
    expect(ZQuoteAlias.safeParse('   ').success).toBe(false);
    expect(ZQuoteAlias.safeParse('x'.repeat(80)).success).toBe(true);
    expect(ZQuoteAlias.safeParse('x'.repeat(81)).success).toBe(false);
  });
});

describe('quoteInvariantViolations', () => {
  it('accepts consistent quotes', () => {
    expect(quoteInvariantViolations(makeQuote())).toEqual([]);
    expect(quoteInvariantViolations(makeSentQuote())).toEqual([]);
    expect(
      quoteInvariantViolations(makeSentQuote({ status: 'rejected', rejection_reason: 'caro', closed_at: T0 })),
    ).toEqual([]);
  });

  it.each([
    ['customer.id must equal owner', makeQuote({ customer: { id: 'x', nameOfClient: 'y' } })],
    ['updated_at must not precede created_at', makeQuote({ updated_at: daysAfter(-1) })],
    ['only a draft may be anonymous', makeQuote({ status: 'requested', submitted_at: T0, isAnonymous: true })],
    ['a submitted quote needs submitted_at', makeQuote({ status: 'requested' })],
    ['a draft has no submitted_at', makeQuote({ submitted_at: T0 })],
    ['a sent quote needs valid_until and sent_at', makeSentQuote({ valid_until: null })],
    ['a sent quote needs valid_until and sent_at', makeSentQuote({ sent_at: null })],
    ['accepted quote needs valid_until', makeSentQuote({ status: 'accepted', closed_at: T0, valid_until: null })],
    ['expired quote needs valid_until', makeSentQuote({ status: 'expired', closed_at: T0, valid_until: null })],
    ['a rejected quote needs rejection_reason', makeSentQuote({ status: 'rejected', closed_at: T0 })],
    ['closed_at is set exactly on final statuses', makeSentQuote({ status: 'accepted' })],
    ['closed_at is set exactly on final statuses', makeQuote({ closed_at: T0 })],
    [
      'request_details are set exactly on submitted quotes',
      makeQuote({ status: 'requested', submitted_at: T0, request_details: null }),
    ],
    ['request_details are set exactly on submitted quotes', makeQuote({ request_details: makeRequestDetails() })],
    [
      'quote_number is set exactly on submitted quotes',
      makeQuote({ status: 'requested', submitted_at: T0, quote_number: null }),
    ],
    ['quote_number is set exactly on submitted quotes', makeQuote({ quote_number: 'COT-2025-000001' })],
    ['a draft has no assignee', makeQuote({ assignee: { uid: 's', name: 'S' } })],
    ['sent quote needs its offer', makeSentQuote({ offer: null })],
    [
      'accepted quote needs its offer',
      makeSentQuote({ status: 'accepted', closed_at: T0, waiting_since: null, offer: null }),
    ],
    ['only an open request waits for staff', makeQuote({ waiting_since: T0 })],
    ['only an open request waits for staff', makeSentQuote({ status: 'accepted', closed_at: T0, waiting_since: T0 })],
  ])('reports "%s"', (violation, quote) => {
    expect(quoteInvariantViolations(quote)).toContain(violation);
  });
});
