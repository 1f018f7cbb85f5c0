import { getErrorEntry } from '@voltia/domain';
import { makeDesk, makeDeskLine, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, LATER, STAFF, makeCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

// Ventas (uid-staff) has the quote; Ricardo is the second staff member who approves.
const RICARDO = makeCaller({ uid: 'uid-ricardo', email: 'ricardo.salinas@voltia.example', name: 'Ricardo Salinas' });
const TOKENS = { 'token-ana': ANA, 'token-staff': STAFF, 'token-ricardo': RICARDO };
const SEEN = [{ product_id: 'p-1', discount_bp: 2000 }];

function setup() {
  const requested = makeRequestedQuote('uid-ana');
  const inReview = { ...requested, status: 'in_review' as const, assignee: { uid: 'uid-staff', name: 'Ventas' } };
  const lines = [
    makeDeskLine({ product_id: 'p-1', sku: 'SKU-p-1', discount_bp: 2000 }),
    makeDeskLine({ product_id: 'p-2', sku: 'SKU-p-2', discount_bp: 1000 }),
  ];
  const store = fakeQuoteStore({
    quotes: {
      'q-1': inReview,
      'q-small': inReview,
      'q-nodesk': inReview,
      'q-sent': { ...inReview, status: 'cancelled', closed_at: LATER, waiting_since: null },
    },
    desks: {
      'q-1': makeDesk({ lines }),
      'q-small': makeDesk({ lines: [makeDeskLine({ product_id: 'p-1', discount_bp: 1500 })] }),
      'q-sent': makeDesk({ lines }),
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const approve = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ricardo') =>
  postQuotes(deps, '/approve-discount', body, token);

describe('POST /approve-discount', () => {
  it('a second staff member approves the discounts above 15 %: on the desk and in the staff history', async () => {
    const { store, deps } = setup();
    const res = await approve(deps, { quoteId: 'q-1', discounts: SEEN });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-1', status: 'in_review' } });
    expect(store.desks.get('q-1')).toMatchObject({
      discount_approval: {
        by: { uid: 'uid-ricardo', name: 'Ricardo Salinas' },
        discounts: [{ product_id: 'p-1', sku: 'SKU-p-1', discount_bp: 2000 }],
      },
      updated_at: LATER,
    });
    expect(store.history.get('q-1')).toEqual([
      {
        at: LATER,
        actor: { uid: 'uid-ricardo', role: 'staff', name: 'Ricardo Salinas' },
        kind: 'discount_approval',
        visibility: 'staff',
        action: 'approved',
        approver: { uid: 'uid-ricardo', name: 'Ricardo Salinas' },
        discounts: [{ product_id: 'p-1', sku: 'SKU-p-1', discount_bp: 2000 }],
      },
    ]);
    // Approving again: nothing left to approve.
    expect((await approve(deps, { quoteId: 'q-1', discounts: SEEN })).status).toBe(409);
    expect(store.history.get('q-1')).toHaveLength(1);
  });

  it.each([
    ['a customer', 'q-1', SEEN, 'token-ana', 403, 'quote/forbidden'],
    ['the assignee approving their own quote', 'q-1', SEEN, 'token-staff', 403, 'desk/approval-own-quote'],
    [
      'no discount above 15 %',
      'q-small',
      [{ product_id: 'p-1', discount_bp: 1500 }],
      'token-ricardo',
      409,
      'desk/approval-not-needed',
    ],
    ['a quote without a desk', 'q-nodesk', SEEN, 'token-ricardo', 409, 'desk/approval-not-needed'],
    [
      'discounts that changed since the approver looked',
      'q-1',
      [{ product_id: 'p-1', discount_bp: 1800 }],
      'token-ricardo',
      409,
      'desk/approval-changed',
    ],
    ['a closed quote', 'q-sent', SEEN, 'token-ricardo', 409, 'desk/not-editable'],
    ['an unknown quote', 'q-none', SEEN, 'token-ricardo', 404, 'firestore/not-found'],
  ])('%s: %i %s, nothing written', async (_name, quoteId, discounts, token, status, code) => {
    const { store, deps } = setup();
    const res = await approve(deps, { quoteId, discounts }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body)).toMatchObject({ code, message: getErrorEntry(code as never).message });
    expect(store.history.size).toBe(0);
    expect(store.desks.get('q-1')?.discount_approval).toBeUndefined();
  });

  it.each([
    ['no body fields', {}],
    ['an empty list', { quoteId: 'q-1', discounts: [] }],
    ['a discount above 100 %', { quoteId: 'q-1', discounts: [{ product_id: 'p-1', discount_bp: 10_001 }] }],
    ['an unknown field', { quoteId: 'q-1', discounts: SEEN, approved: true }],
    ['a path as quote id', { quoteId: '../x', discounts: SEEN }],
  ])('bad input (%s): 400 with a Spanish message, nothing written', async (_name, body) => {
    const { store, deps } = setup();
    const res = await approve(deps, body);
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', message: getErrorEntry('input/invalid').message });
    expect(store.history.size).toBe(0);
  });
});

describe('the approval and the rest of the desk', () => {
  it('raising an approved discount revokes the approval, in the history; the send is then refused until a new approval', async () => {
    const { store, deps } = setup();
    await approve(deps, { quoteId: 'q-1', discounts: SEEN });
    const raised = await postQuotes(
      deps,
      '/desk',
      { quoteId: 'q-1', ops: [{ op: 'set_line', product_id: 'p-1', discount_bp: 2500 }] },
      'token-staff',
    );
    expect(raised.status).toBe(200);
    expect(store.desks.get('q-1')?.discount_approval).toBeNull();
    expect(
      store.history
        .get('q-1')
        ?.map((entry) => (entry.kind === 'discount_approval' ? `${entry.action}:${entry.approver.uid}` : entry.kind)),
    ).toEqual(['approved:uid-ricardo', 'change', 'revoked:uid-ricardo']);

    const send = { quoteId: 'q-1', move: { type: 'send', valid_until_day: '2025-03-20', terms: 'Contado' } };
    const refused = await postQuotes(deps, '/move', send, 'token-staff');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'quote/discount-approval-required',
      message: getErrorEntry('quote/discount-approval-required').message,
    });
    expect(store.quotes.get('q-1')?.status).toBe('in_review');

    await approve(deps, { quoteId: 'q-1', discounts: [{ product_id: 'p-1', discount_bp: 2500 }] });
    // The approver cannot also send it.
    expect(errorOf((await postQuotes(deps, '/move', send, 'token-ricardo')).body).code).toBe(
      'quote/discount-approval-self',
    );
    const sent = await postQuotes(deps, '/move', send, 'token-staff');
    expect(sent).toMatchObject({ status: 200, body: { status: 'sent' } });
    // The customer's offer carries prices and discounts, never the approval, a cost or a margin.
    const offer = JSON.stringify(store.quotes.get('q-1')?.offer);
    for (const word of ['approval', 'cost', 'margin', 'Ricardo']) expect(offer).not.toContain(word);
  });

  it('lowering an approved discount keeps the approval', async () => {
    const { store, deps } = setup();
    await approve(deps, { quoteId: 'q-1', discounts: SEEN });
    await postQuotes(
      deps,
      '/desk',
      { quoteId: 'q-1', ops: [{ op: 'set_line', product_id: 'p-1', discount_bp: 1700 }] },
      'token-staff',
    );
    expect(store.desks.get('q-1')?.discount_approval?.by.uid).toBe('uid-ricardo');
  });
});
