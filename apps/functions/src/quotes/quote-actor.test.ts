import { describe, expect, it } from 'vitest';
import { ANA, STAFF, anonymousCaller, makeCaller } from '../testing/quote-factories';
import { historyActorOf, quoteActorOf, staffRefOf } from './quote-actor';

describe('quoteActorOf', () => {
  it('makes a verified company address staff', () => {
    expect(quoteActorOf(STAFF)).toEqual({ role: 'staff', uid: 'uid-staff' });
  });

  it('makes everyone else a customer, anonymous or not', () => {
    expect(quoteActorOf(ANA)).toEqual({ role: 'customer', uid: 'uid-ana', isAnonymous: false });
    expect(quoteActorOf(anonymousCaller('anon-1'))).toEqual({ role: 'customer', uid: 'anon-1', isAnonymous: true });
    expect(quoteActorOf(makeCaller({ email: 'ventas@voltia.example', emailVerified: false })).role).toBe('customer');
    expect(quoteActorOf(makeCaller({ email: 'ventas@voltia.example.evil.test' })).role).toBe('customer');
  });
});

describe('staffRefOf and historyActorOf', () => {
  it('names staff by their token name, else the email user; customers by the quote', () => {
    expect(staffRefOf(STAFF)).toEqual({ uid: 'uid-staff', name: 'Ventas' });
    expect(staffRefOf(makeCaller({ uid: 's2', email: 'ricardo@voltia.example', name: undefined }))).toEqual({
      uid: 's2',
      name: 'ricardo',
    });
    expect(historyActorOf(STAFF, { customer: { id: 'x', nameOfClient: 'Jorge' } })).toEqual({
      uid: 'uid-staff',
      role: 'staff',
      name: 'Ventas',
    });
    expect(historyActorOf(ANA, { customer: { id: 'uid-ana', nameOfClient: 'Jorge' } })).toEqual({
      uid: 'uid-ana',
      role: 'customer',
      name: 'Jorge',
    });
  });
});
