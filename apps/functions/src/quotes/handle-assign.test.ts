import { makeNewQuote, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, LATER, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-staff': STAFF };
const RICARDO = { uid: 'uid-ricardo', name: 'Ricardo Salinas', email: 'ricardo@voltia.example', updated_at: LATER };

function setup() {
  const store = fakeQuoteStore({
    quotes: {
      'q-1': makeRequestedQuote('uid-ana'),
      'q-draft': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
    },
    staff: { 'uid-ricardo': RICARDO },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const assign = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-staff') =>
  postQuotes(deps, '/assign', body, token);

describe('POST /assign', () => {
  it('"Tomar": staff take a requested quote and start its review, in one step', async () => {
    const { store, deps } = setup();
    const res = await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-staff', start_review: true });
    expect(res.body).toEqual({ quoteId: 'q-1', status: 'in_review' });
    expect(store.quotes.get('q-1')).toMatchObject({
      assignee: { uid: 'uid-staff', name: 'Ventas' },
      status: 'in_review',
      updated_at: LATER,
    });
    expect(
      store.history.get('q-1')?.map((entry) => entry.kind + (entry.kind === 'move' ? `:${entry.move}` : '')),
    ).toEqual(['assign', 'move:start_review']);
    expect(deps.rememberStaff).toHaveBeenCalledWith({
      uid: 'uid-staff',
      name: 'Ventas',
      email: 'ventas@voltia.example',
    });
  });

  it('assigns to another staff member the back-office knows, then to nobody', async () => {
    const { store, deps } = setup();
    expect((await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-ricardo' })).body).toEqual({
      quoteId: 'q-1',
      status: 'requested',
    });
    expect(store.quotes.get('q-1')?.assignee).toEqual({ uid: 'uid-ricardo', name: 'Ricardo Salinas' });
    await assign(deps, { quoteId: 'q-1', assignee_uid: null });
    expect(store.quotes.get('q-1')?.assignee).toBeNull();
    expect(
      store.history
        .get('q-1')
        ?.map((entry) => (entry.kind === 'assign' ? [entry.before?.uid ?? null, entry.after?.uid ?? null] : null)),
    ).toEqual([
      [null, 'uid-ricardo'],
      ['uid-ricardo', null],
    ]);
  });

  it('"Tomar" a quote someone else already took: 409 quote/already-taken, nothing written; taking one\'s own again is fine', async () => {
    const { store, deps } = setup();
    await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-ricardo' });
    const res = await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-staff', start_review: true });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toMatchObject({
      code: 'quote/already-taken',
      message: 'Otra persona del equipo ya tomó esta cotización. Actualiza la página para ver quién la atiende.',
    });
    expect(store.quotes.get('q-1')?.assignee?.uid).toBe('uid-ricardo');
    expect(store.writes).toHaveLength(1);
    // Reassigning explicitly (no start_review) is a staff decision, and allowed.
    expect((await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-staff' })).status).toBe(200);
    expect((await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-staff', start_review: true })).body).toEqual({
      quoteId: 'q-1',
      status: 'in_review',
    });
  });

  it('assigning the same person again changes nothing', async () => {
    const { store, deps } = setup();
    await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-ricardo' });
    await assign(deps, { quoteId: 'q-1', assignee_uid: 'uid-ricardo' });
    expect(store.writes).toHaveLength(1);
  });

  it.each([
    ['a customer', { quoteId: 'q-1', assignee_uid: 'uid-ana' }, 'token-ana', 403, 'quote/forbidden'],
    [
      'someone who is not staff',
      { quoteId: 'q-1', assignee_uid: 'uid-stranger' },
      'token-staff',
      422,
      'quote/assignee-not-staff',
    ],
    ['a draft', { quoteId: 'q-draft', assignee_uid: 'uid-staff' }, 'token-staff', 409, 'quote/invalid-move'],
    ['a path as uid', { quoteId: 'q-1', assignee_uid: '../x' }, 'token-staff', 400, 'input/invalid'],
  ])('%s: %i %s, nothing written', async (_name, body, token, status, code) => {
    const { store, deps } = setup();
    const res = await assign(deps, body, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.writes).toEqual([]);
  });
});
