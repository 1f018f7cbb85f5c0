import { describe, expect, it } from 'vitest';
import { makeQuote, makeRequestDetails, makeSentQuote } from '@voltia/domain/testing';
import { canTake, inboxAssigneeName, inboxCustomerName, inboxStatus } from './inbox-row';

const mariana = { uid: 'demo-staff-ventas', name: 'Mariana López Herrera' };

describe('inboxCustomerName', () => {
  it('names the customer by the confirmed contact, else the account', () => {
    expect(
      inboxCustomerName(
        makeQuote({ status: 'requested', request_details: makeRequestDetails({ contact_name: 'Laura Méndez' }) }),
      ),
    ).toBe('Laura Méndez');
    expect(inboxCustomerName(makeQuote({ customer: { id: 'uid-owner', nameOfClient: 'Ana López' } }))).toBe(
      'Ana López',
    );
  });
});

describe('inboxAssigneeName', () => {
  it('says "Sin asignar" when nobody has the quote', () => {
    expect(inboxAssigneeName({ assignee: null })).toBe('Sin asignar');
    expect(inboxAssigneeName({ assignee: mariana })).toBe('Mariana López Herrera');
  });
});

describe('canTake', () => {
  it('offers "Tomar" on a request nobody has taken, and nowhere else', () => {
    expect(canTake({ status: 'requested', assignee: null })).toBe(true);
    expect(canTake({ status: 'requested', assignee: mariana })).toBe(false);
    expect(canTake({ status: 'in_review', assignee: null })).toBe(false);
    expect(canTake({ status: 'sent', assignee: null })).toBe(false);
  });
});

describe('inboxStatus', () => {
  const validUntil = new Date('2026-12-06T05:59:59.999Z');
  const offer = makeSentQuote({ valid_until: validUntil });

  it('shows an offer past its validity as expired at once, before the hourly job stores it', () => {
    expect(offer.status).toBe('sent');
    expect(inboxStatus(offer, new Date('2026-12-06T06:00:00Z'))).toBe('expired');
  });

  it('shows a valid offer as sent, and any other status as stored', () => {
    expect(inboxStatus(offer, new Date('2026-12-06T05:59:00Z'))).toBe('sent');
    expect(
      inboxStatus(makeQuote({ status: 'in_review', valid_until: validUntil }), new Date('2027-01-01T00:00:00Z')),
    ).toBe('in_review');
  });
});
