import { makeOffer, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, EVE, LATER, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF };

function setup() {
  const base = makeRequestedQuote('uid-ana');
  const sent = {
    ...base,
    status: 'sent' as const,
    sent_at: LATER,
    valid_until: new Date('2026-04-01T00:00:00Z'),
    waiting_since: null,
    offer: makeOffer(),
  };
  const store = fakeQuoteStore({ quotes: { 'q-sent': sent, 'q-open': base } });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

describe('POST /pdf', () => {
  it('serves the owner and staff the PDF of a sent quote, named by its number', async () => {
    const { deps } = setup();
    for (const token of ['token-ana', 'token-staff']) {
      const res = await postQuotes(deps, '/pdf', { quoteId: 'q-sent' }, token);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="COT-2025-000042.pdf"',
        'Cache-Control': 'private, no-store',
      });
      expect(res.raw?.toString()).toBe('%PDF-1.7 fake');
      expect(res.body).toBeUndefined();
    }
    expect(deps.renderPdf).toHaveBeenCalledWith('q-sent', expect.objectContaining({ quote_number: 'COT-2025-000042' }));
  });

  it('another customer gets the same 404 as a quote that does not exist', async () => {
    const { deps } = setup();
    const res = await postQuotes(deps, '/pdf', { quoteId: 'q-sent' }, 'token-eve');
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('firestore/not-found');
    expect(deps.renderPdf).not.toHaveBeenCalled();
  });

  it('a quote not sent yet has no PDF: 409', async () => {
    const { deps } = setup();
    const res = await postQuotes(deps, '/pdf', { quoteId: 'q-open' }, 'token-ana');
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'quote/no-offer',
      message: 'Esta cotización todavía no tiene una oferta enviada.',
    });
  });
});
