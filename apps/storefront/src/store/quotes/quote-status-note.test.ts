import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES, markRequoted, requote } from '@voltia/domain';
import { OTHER_UID, OWNER_UID, T0, daysAfter, makeQuote, makeSentQuote } from '@voltia/domain/testing';
import { mayRequote, quoteStatusNote } from './quote-status-note';

describe('quoteStatusNote', () => {
  it('tells a waiting customer that prices are being prepared, and that a withdrawn offer is being revised', () => {
    expect(quoteStatusNote(makeQuote({ status: 'requested' }), T0)).toMatchObject({
      tone: 'waiting',
      title: 'Nuestro equipo está preparando tus precios',
    });
    expect(quoteStatusNote(makeQuote({ status: 'in_review', offer: makeSentQuote().offer }), T0).text).toContain(
      'revisando la oferta',
    );
  });

  it('asks for the answer while information is requested', () => {
    expect(quoteStatusNote(makeQuote({ status: 'info_requested' }), T0)).toMatchObject({
      tone: 'action',
      title: 'Necesitamos información para continuar',
    });
  });

  it("a sent offer is the customer's to decide while valid, and says so once its validity ended", () => {
    const sent = makeSentQuote({ valid_until: daysAfter(2) });
    expect(quoteStatusNote(sent, daysAfter(1)).tone).toBe('action');
    expect(quoteStatusNote(sent, daysAfter(3))).toMatchObject({
      tone: 'closed',
      title: 'La vigencia terminó; solicita una nueva cotización',
    });
  });

  it('has a note for every status', () => {
    for (const status of QUOTE_STATUSES)
      expect(quoteStatusNote(makeQuote({ status, valid_until: daysAfter(15) }), T0).title).not.toBe('');
  });
});

describe('mayRequote', () => {
  it("agrees with the domain's requote rule for the owner, in every status", () => {
    for (const status of QUOTE_STATUSES) {
      for (const quote of [makeQuote({ status }), markRequoted(makeQuote({ status }), 'q-new', T0)]) {
        const domain = requote({ id: 'q-1', quote }, { role: 'customer', uid: OWNER_UID }, T0, 'COT-2025-000043').ok;
        expect(mayRequote(quote, OWNER_UID), `${status}, requoted to ${quote.requoted_to}`).toBe(domain);
      }
    }
  });

  it('is for the owner only, and once', () => {
    expect(mayRequote(makeQuote({ status: 'rejected' }), OTHER_UID)).toBe(false);
    expect(mayRequote(makeQuote({ status: 'rejected', requoted_to: 'q-new' }), OWNER_UID)).toBe(false);
  });
});
