import { makeNewQuote, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, EVE, LATER, STAFF, anonymousCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-anon': anonymousCaller('uid-ana') };

function setup() {
  const assigned = { ...makeRequestedQuote('uid-ana'), assignee: { uid: 'uid-ricardo', name: 'Ricardo' } };
  const store = fakeQuoteStore({
    quotes: {
      'q-1': makeRequestedQuote('uid-ana'),
      'q-assigned': assigned,
      'q-draft': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
    },
    staff: {
      'uid-ricardo': { uid: 'uid-ricardo', name: 'Ricardo', email: 'ricardo@voltia.example', updated_at: LATER },
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const message = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') =>
  postQuotes(deps, '/message', body, token);

describe('POST /message', () => {
  it('the customer writes; the sales inbox is told', async () => {
    const { store, deps } = setup();
    const res = await message(deps, { quoteId: 'q-1', text: '  ¿Pueden entregar el lunes? ' });
    expect(res.body).toEqual({ quoteId: 'q-1', status: 'requested' });
    expect(store.messages.get('q-1')).toEqual([
      {
        id: 'new-1',
        message: {
          at: LATER,
          author: { uid: 'uid-ana', role: 'customer', name: 'Ana López' },
          text: '¿Pueden entregar el lunes?',
        },
      },
    ]);
    const [mail] = [...store.outbox.values()];
    expect(mail).toMatchObject({
      id: 'q-1-customer_message-new-1',
      kind: 'customer_message',
      to: 'ventas@voltia.example',
    });
    expect(mail?.text).toContain('¿Pueden entregar el lunes?');
  });

  it('goes to the assigned staff member when there is one; staff write back to the customer', async () => {
    const { store, deps } = setup();
    await message(deps, { quoteId: 'q-assigned', text: 'Hola' });
    await message(deps, { quoteId: 'q-assigned', text: 'Sí, el lunes.' }, 'token-staff');
    expect([...store.outbox.values()].map((mail) => [mail.kind, mail.to])).toEqual([
      ['customer_message', 'ricardo@voltia.example'],
      ['staff_message', 'ana@constructora.example'],
    ]);
  });

  it.each([
    ['another customer', 'q-1', 'Hola', 'token-eve', 404, 'firestore/not-found'],
    ['the anonymous session of the owner', 'q-1', 'Hola', 'token-anon', 403, 'auth/sign-in-required'],
    ['a draft', 'q-draft', 'Hola', 'token-ana', 409, 'quote/invalid-move'],
    ['an empty text', 'q-1', '   ', 'token-ana', 400, 'quote/message-required'],
  ])('%s: %i %s, nothing written or sent', async (_name, quoteId, text, token, status, code) => {
    const { store, deps } = setup();
    const res = await message(deps, { quoteId, text }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.messages.size).toBe(0);
    expect(store.outbox.size).toBe(0);
  });

  it('over the message allowance: 429 with Retry-After, nothing written or sent', async () => {
    const { store, deps } = setup();
    deps.consumeMessageRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 120 });
    const res = await message(deps, { quoteId: 'q-1', text: 'Hola' });
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('120');
    expect(store.messages.size).toBe(0);
    expect(store.outbox.size).toBe(0);
  });

  it('a text too long: 400 naming the field', async () => {
    const { deps } = setup();
    const res = await message(deps, { quoteId: 'q-1', text: 'x'.repeat(2001) });
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', fields: ['text'] });
  });
});
