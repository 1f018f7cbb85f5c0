import { describe, expect, it } from 'vitest';
import { ANA, STAFF, anonymousCaller, makeCaller } from '../testing/quote-factories';
import { quoteActorOf } from './quote-actor';

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
