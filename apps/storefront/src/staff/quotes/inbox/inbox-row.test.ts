import { describe, expect, it } from 'vitest';
import { makeQuote, makeRequestDetails } from '@voltia/domain/testing';
import { canTake, inboxAssigneeName, inboxCustomerName } from './inbox-row';

const mariana = { uid: 'demo-staff-ventas', name: 'Mariana López Herrera' };

describe('inboxCustomerName', () => {
  it('names the customer by the confirmed contact, else the account', () => {
    expect(inboxCustomerName(makeQuote({ status: 'requested', request_details: makeRequestDetails({ contact_name: 'Laura Méndez' }) }))).toBe('Laura Méndez');
    expect(inboxCustomerName(makeQuote({ customer: { id: 'uid-owner', nameOfClient: 'Ana López' } }))).toBe('Ana López');
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
