import { UNNAMED_CUSTOMER_NAME } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { makeNewQuote, makeRequestedQuote } from '@voltia/domain/testing';
import { ANA, EVE, LATER, anonymousCaller, makeCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = {
  'token-ana': ANA,
  'token-eve': EVE,
  'token-anon-1': anonymousCaller('anon-1'),
  'token-anon-2': anonymousCaller('anon-2'),
  'token-nameless': makeCaller({ uid: 'uid-nameless', name: undefined }),
};

function setup(profiles: Record<string, string> = { 'uid-ana': 'Ana María López' }) {
  const store = fakeQuoteStore({
    quotes: {
      'q-linked': makeNewQuote({ ownerUid: 'uid-ana' }),
      'q-anon': makeNewQuote({ ownerUid: 'anon-1' }),
      'q-eve': makeNewQuote({ ownerUid: 'uid-eve', customerName: 'Eve' }),
      'q-ana': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
      'q-ana-requested': makeRequestedQuote('uid-ana'),
      'q-nameless': makeNewQuote({ ownerUid: 'uid-nameless' }),
      // Not a state the rules let a client reach; the domain still refuses to claim it.
      'q-anon-requested': { ...makeNewQuote({ ownerUid: 'anon-1' }), status: 'requested' },
    },
    profiles,
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const claim = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') =>
  postQuotes(deps, '/claim', body, token);

describe('POST /claim: the linked account (uid kept)', () => {
  it('converts the cart to the account, named after the profile', async () => {
    const { store, deps } = setup();
    const res = await claim(deps, { quoteId: 'q-linked' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ quoteId: 'q-linked', status: 'draft' });
    expect(store.quotes.get('q-linked')).toMatchObject({
      isAnonymous: false,
      owner: 'uid-ana',
      customer: { id: 'uid-ana', nameOfClient: 'Ana María López' },
      updated_at: LATER,
      status: 'draft',
    });
    expect(deps.logger.info).toHaveBeenCalledWith(
      { uid: 'uid-ana', quoteId: 'q-linked', from: 'uid-ana' },
      'quote claimed',
    );
  });

  it('names the customer after the token without a profile name, else the unnamed customer', async () => {
    const withToken = setup({ 'uid-ana': '   ' });
    await claim(withToken.deps, { quoteId: 'q-linked' });
    expect(withToken.store.quotes.get('q-linked')?.customer.nameOfClient).toBe('Ana López');
    const nameless = setup({});
    expect((await claim(nameless.deps, { quoteId: 'q-nameless' }, 'token-nameless')).status).toBe(200);
    expect(nameless.store.quotes.get('q-nameless')?.customer.nameOfClient).toBe(UNNAMED_CUSTOMER_NAME);
  });

  it('is idempotent: a quote the caller already owns answers 200 and writes nothing', async () => {
    const { store, deps } = setup();
    expect((await claim(deps, { quoteId: 'q-linked' })).status).toBe(200);
    const again = await claim(deps, { quoteId: 'q-linked' });
    expect(again).toMatchObject({ status: 200, body: { quoteId: 'q-linked', status: 'draft', alreadyClaimed: true } });
    expect((await claim(deps, { quoteId: 'q-ana-requested' })).body).toEqual({
      quoteId: 'q-ana-requested',
      status: 'requested',
      alreadyClaimed: true,
    });
    expect(store.writes).toHaveLength(1);
  });
});

describe('POST /claim: an existing account proves it held the anonymous cart', () => {
  it('moves owner and customer to the caller with the anonymous user ID token', async () => {
    const { store, deps } = setup();
    const res = await claim(deps, { quoteId: 'q-anon', anonymousIdToken: 'token-anon-1' });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-anon', status: 'draft' } });
    expect(store.quotes.get('q-anon')).toMatchObject({
      isAnonymous: false,
      owner: 'uid-ana',
      customer: { id: 'uid-ana', nameOfClient: 'Ana María López' },
    });
    expect(deps.verifyIdToken).toHaveBeenCalledWith('token-anon-1');
  });

  it.each([
    ['without a token', undefined],
    ['with another anonymous user token', 'token-anon-2'],
    ['with a token that does not verify', 'forged'],
    ['with the token of a non-anonymous account', 'token-eve'],
  ])('refuses %s as if the cart did not exist: 404, nothing written', async (_name, anonymousIdToken) => {
    const { store, deps } = setup();
    const res = await claim(deps, {
      quoteId: 'q-anon',
      ...(anonymousIdToken === undefined ? {} : { anonymousIdToken }),
    });
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toEqual({
      code: 'firestore/not-found',
      message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
    });
    expect(store.writes).toEqual([]);
    expect(store.quotes.get('q-anon')?.owner).toBe('anon-1');
  });

  it('refuses a quote another account owns, whatever the proof, exactly as an unknown id: 404', async () => {
    const { store, deps } = setup();
    for (const anonymousIdToken of [undefined, 'token-anon-1', 'token-eve']) {
      const res = await claim(deps, {
        quoteId: 'q-eve',
        ...(anonymousIdToken === undefined ? {} : { anonymousIdToken }),
      });
      expect(res.status).toBe(404);
      expect(errorOf(res.body)).toEqual({
        code: 'firestore/not-found',
        message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
      });
    }
    const unknown = await claim(deps, { quoteId: 'q-none' });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: 404,
      body: {
        error: {
          code: 'firestore/not-found',
          message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
        },
      },
    });
    expect(store.writes).toEqual([]);
  });

  it('refuses a cart that left draft: 409 quote/not-draft', async () => {
    const { store, deps } = setup();
    const res = await claim(deps, { quoteId: 'q-anon-requested', anonymousIdToken: 'token-anon-1' });
    expect(res.status).toBe(409);
    expect(errorOf(res.body).code).toBe('quote/not-draft');
    expect(store.writes).toEqual([]);
  });
});

describe('POST /claim: refusals', () => {
  it('an anonymous caller: 403 auth/sign-in-required, nothing read', async () => {
    const { store, deps } = setup();
    const res = await claim(deps, { quoteId: 'q-anon' }, 'token-anon-1');
    expect(res.status).toBe(403);
    expect(errorOf(res.body)).toMatchObject({
      code: 'auth/sign-in-required',
      message: 'Inicia sesión para continuar.',
    });
    expect(store.writes).toEqual([]);
  });

  it('a quote that does not exist: 404', async () => {
    const { deps } = setup();
    const res = await claim(deps, { quoteId: 'q-ghost' });
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('firestore/not-found');
  });

  it.each([
    ['a path as quote id', { quoteId: '../profile-user/x' }, ['quoteId']],
    ['no quote id', {}, ['quoteId']],
    ['an extra field', { quoteId: 'q-anon', owner: 'uid-ana' }, ['owner']],
    ['an empty token', { quoteId: 'q-anon', anonymousIdToken: '' }, ['anonymousIdToken']],
  ])('%s: 400 input/invalid naming the fields', async (_name, body, fields) => {
    const { store, deps } = setup();
    const res = await claim(deps, body);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', fields });
    expect(store.writes).toEqual([]);
  });
});
