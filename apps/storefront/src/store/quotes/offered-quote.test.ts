import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from '@voltia/domain';
import { makeOffer, makeQuote } from '@voltia/domain/testing';
import { offeredQuote } from './offered-quote';

describe('offeredQuote', () => {
  it('shows the offer once sent and after the customer decided or it expired', () => {
    for (const status of ['sent', 'accepted', 'rejected', 'expired'] as const) {
      expect(offeredQuote(makeQuote({ status }))?.offer, status).toEqual(makeOffer());
    }
  });

  it('hides a withdrawn offer, and there is none before sending', () => {
    for (const status of QUOTE_STATUSES.filter((s) => !['sent', 'accepted', 'rejected', 'expired'].includes(s))) {
      expect(offeredQuote(makeQuote({ status, offer: makeOffer() })), status).toBeNull();
    }
    expect(offeredQuote(makeQuote({ status: 'requested' }))).toBeNull();
  });
});
