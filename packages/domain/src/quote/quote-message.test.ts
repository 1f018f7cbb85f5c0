import { describe, expect, it } from 'vitest';
import { OTHER_UID, OWNER_UID, STAFF_UID, T0, makeQuote } from '../testing/factories';
import { historyActor } from './quote-history';
import { newQuoteMessage, ZQuoteMessage } from './quote-message';

const requested = makeQuote({ status: 'requested', submitted_at: T0 });
const owner = historyActor(OWNER_UID, 'customer', 'Ana');
const staff = historyActor(STAFF_UID, 'staff', 'Mariana');

describe('newQuoteMessage', () => {
  it('the owner and staff write on a requested quote; the text is trimmed', () => {
    const fromOwner = newQuoteMessage(requested, owner, '  ¿Tienen el de 32 A? ', T0);
    expect(fromOwner.ok && fromOwner.value).toEqual({ at: T0, author: owner, text: '¿Tienen el de 32 A?' });
    expect(fromOwner.ok && ZQuoteMessage.safeParse(fromOwner.value).success).toBe(true);
    expect(
      newQuoteMessage(
        makeQuote({ status: 'accepted', submitted_at: T0, closed_at: T0, valid_until: T0, sent_at: T0, offer: null }),
        staff,
        'Gracias',
        T0,
      ).ok,
    ).toBe(true);
  });

  it.each([
    ['another customer', historyActor(OTHER_UID, 'customer', 'Eve'), requested, 'Hola', 'quote/not-owner'],
    ['an anonymous owner', { ...owner, isAnonymous: true }, requested, 'Hola', 'auth/sign-in-required'],
    ['the system', historyActor('sched', 'system', null), requested, 'Hola', 'quote/forbidden'],
    ['a draft', owner, makeQuote(), 'Hola', 'quote/invalid-move'],
    ['an empty text', staff, requested, '   ', 'quote/message-required'],
    ['a text too long', staff, requested, 'x'.repeat(2001), 'input/invalid'],
  ])('refuses %s', (_name, author, quote, text, code) => {
    const result = newQuoteMessage(quote, author, text, T0);
    expect(!result.ok && result.error.code).toBe(code);
  });
});
