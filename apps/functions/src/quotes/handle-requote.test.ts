import { makeCartLine, makeDesk, makeDeskLine, makeOffer, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, EVE, LATER, STAFF, anonymousCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-anon': anonymousCaller('uid-ana') };

function setup() {
  const base = makeRequestedQuote('uid-ana');
  const offer = makeOffer(
    makeDesk({ lines: [makeDeskLine({ product_id: 'p-1', sku: 'SKU-p-1', quantity: 5, unit_price_cents: 7000 })] })
      .lines,
  );
  const rejected = {
    ...base,
    status: 'rejected' as const,
    sent_at: base.submitted_at,
    valid_until: LATER,
    closed_at: LATER,
    rejection_reason: 'Caro',
    waiting_since: null,
    offer,
    assignee: { uid: 'uid-staff', name: 'Ventas' },
  };
  const store = fakeQuoteStore({
    quotes: { 'q-rej': rejected, 'q-open': base },
    lines: {
      'q-rej': [makeCartLine({ product_id: 'p-1', quantity: 2 }), makeCartLine({ product_id: 'p-2', quantity: 1 })],
    },
    counters: { 'quote-numbers-2025': 7 },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const requote = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') =>
  postQuotes(deps, '/requote', body, token);

describe('POST /requote', () => {
  it("the customer asks again: a new requested quote with a new number, the last offer as its start, both histories linked, staff told and the customer's request confirmed", async () => {
    const { store, deps } = setup();
    const res = await requote(deps, { quoteId: 'q-rej' });
    expect(res.body).toEqual({ quoteId: 'new-1', status: 'requested', quote_number: 'COT-2025-000007' });
    expect(store.quotes.get('new-1')).toMatchObject({
      status: 'requested',
      requote_of: 'q-rej',
      quote_number: 'COT-2025-000007',
      assignee: { uid: 'uid-staff' },
      offer: null,
      owner: 'uid-ana',
    });
    expect(store.lines.get('new-1')).toEqual([expect.objectContaining({ product_id: 'p-1', quantity: 5 })]);
    expect(store.desks.get('new-1')?.lines).toEqual([
      expect.objectContaining({ product_id: 'p-1', unit_price_cents: 7000 }),
    ]);
    expect(store.counters.get('quote-numbers-2025')).toBe(8);
    expect(store.history.get('new-1')?.map((entry) => entry.kind)).toEqual(['requote', 'move']);
    expect(store.history.get('q-rej')).toEqual([
      expect.objectContaining({
        kind: 'requote',
        direction: 'to',
        quote_id: 'new-1',
        quote_number: 'COT-2025-000007',
        visibility: 'customer',
      }),
    ]);
    expect(store.quotes.get('q-rej')).toMatchObject({ status: 'rejected', requoted_to: 'new-1' });
    // A new request: staff are told, the customer's contact gets the confirmation with the new number.
    expect([...store.outbox.values()].map((mail) => [mail.kind, mail.to])).toEqual([
      ['quote_requested', 'ventas@voltia.example'],
      ['request_received', 'ana@constructora.example'],
    ]);
    expect([...store.outbox.values()][1]?.subject).toContain('COT-2025-000007');
    expect(store.statsFacts).toEqual([{ fact: { kind: 'quote_requested' }, at: LATER }]);
  });

  it.each([
    ['another customer', 'q-rej', 'token-eve', 404, 'firestore/not-found'],
    ['an anonymous session', 'q-rej', 'token-anon', 403, 'auth/sign-in-required'],
    ['an open quote', 'q-open', 'token-ana', 409, 'quote/requote-not-allowed'],
  ])('%s: %i %s, nothing written', async (_name, quoteId, token, status, code) => {
    const { store, deps } = setup();
    const res = await requote(deps, { quoteId }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.writes).toEqual([]);
    expect(store.counters.get('quote-numbers-2025')).toBe(7);
    expect(store.statsFacts).toEqual([]);
  });

  it('happens once: a repeat answers the same new quote, writes, numbers and mails nothing more', async () => {
    const { store, deps } = setup();
    expect((await requote(deps, { quoteId: 'q-rej' })).body).toMatchObject({ quoteId: 'new-1' });
    const writes = store.writes.length;
    for (const token of ['token-ana', 'token-staff']) {
      const again = await requote(deps, { quoteId: 'q-rej' }, token);
      expect(again.body).toEqual({
        quoteId: 'new-1',
        status: 'requested',
        alreadyRequoted: true,
        quote_number: 'COT-2025-000007',
      });
    }
    expect(store.writes.length).toBe(writes);
    expect(store.counters.get('quote-numbers-2025')).toBe(8);
    expect(store.outbox.size).toBe(2);
  });

  it("spends the caller's submit allowance: a spent one answers 429 with Retry-After and writes nothing", async () => {
    const { store, deps } = setup();
    deps.consumeSubmitRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 600 });
    const res = await requote(deps, { quoteId: 'q-rej' });
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('600');
    expect(errorOf(res.body).code).toBe('firestore/resource-exhausted');
    expect(deps.consumeSubmitRate).toHaveBeenCalledWith('uid-ana', LATER);
    expect(store.writes).toEqual([]);
  });

  it("staff may requote on the customer's behalf", async () => {
    const { store, deps } = setup();
    expect((await requote(deps, { quoteId: 'q-rej' }, 'token-staff')).status).toBe(200);
    expect(store.quotes.get('new-1')?.owner).toBe('uid-ana');
  });
});
