import { ZDeskAnswer } from '@voltia/domain';
import { makeCartLine, makeDesk, makeDeskLine, makeProduct, makeRequestedQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, LATER, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-staff': STAFF };

function setup() {
  const requested = makeRequestedQuote('uid-ana');
  const store = fakeQuoteStore({
    quotes: {
      'q-1': { ...requested, status: 'in_review' },
      'q-new': requested,
      'q-sent': { ...requested, status: 'cancelled', closed_at: LATER, waiting_since: null },
    },
    lines: { 'q-new': [makeCartLine({ product_id: 'p-1', quantity: 2 })] },
    desks: {
      'q-1': makeDesk({ lines: [makeDeskLine({ product_id: 'p-1', sku: 'SKU-p-1', unit_price_cents: null })] }),
    },
    listPrices: { 'alt-8': 45_600 },
    products: {
      'alt-8': makeProduct({ product_id: 'alt-8', sku: 'ALT-8', description: 'Alternativa con precio', brand: 'ABB' }),
      'alt-9': makeProduct({ product_id: 'alt-9', sku: 'ALT-9', description: 'Alternativa', brand: 'ABB' }),
      hidden: makeProduct({ product_id: 'hidden', published: false }),
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const desk = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-staff') =>
  postQuotes(deps, '/desk', body, token);

describe('POST /desk', () => {
  it('staff price lines and add an alternative; every change goes to the staff history', async () => {
    const { store, deps } = setup();
    const res = await desk(deps, {
      quoteId: 'q-1',
      ops: [
        { op: 'set_line', product_id: 'p-1', unit_price_cents: 45_000, discount_bp: 500, delivery_days: 2 },
        { op: 'add_line', product_id: 'alt-9', quantity: 4 },
        { op: 'set_notes', internal_notes: 'Confirmar existencias' },
      ],
    });
    const saved = store.desks.get('q-1');
    // The answer carries the desk as saved, by the route's contract, as the client reads it off the wire.
    expect(ZDeskAnswer.parse(JSON.parse(JSON.stringify(res.body)))).toEqual({
      quoteId: 'q-1',
      status: 'in_review',
      changes: 5,
      desk: saved,
    });
    expect(saved?.lines.map((line) => [line.product_id, line.unit_price_cents, line.origin])).toEqual([
      ['p-1', 45_000, 'requested'],
      ['alt-9', null, 'added'],
    ]);
    expect(saved).toMatchObject({ internal_notes: 'Confirmar existencias', updated_at: LATER });
    expect(
      store.history
        .get('q-1')
        ?.map((entry) =>
          entry.kind === 'change' ? [entry.field, entry.before, entry.after, entry.visibility] : entry.kind,
        ),
    ).toEqual([
      ['unit_price', null, 45_000, 'staff'],
      ['discount', 0, 500, 'staff'],
      ['delivery', 3, 2, 'staff'],
      ['line_added', null, 4, 'staff'],
      ['internal_notes', '', 'Confirmar existencias', 'staff'],
    ]);
    // The customer's quote is untouched: prices in progress never reach it.
    expect(store.writes).toEqual([]);
  });

  it('a line staff add starts at its list price (product-prices), kept in the history', async () => {
    const { store, deps } = setup();
    const res = await desk(deps, { quoteId: 'q-1', ops: [{ op: 'add_line', product_id: 'alt-8', quantity: 2 }] });
    expect(res.body).toMatchObject({ changes: 2 });
    expect(store.desks.get('q-1')?.lines.at(-1)).toMatchObject({
      product_id: 'alt-8',
      unit_price_cents: 45_600,
      origin: 'added',
    });
    expect(
      store.history.get('q-1')?.map((entry) => (entry.kind === 'change' ? [entry.field, entry.after] : entry.kind)),
    ).toEqual([
      ['line_added', 2],
      ['unit_price', 45_600],
    ]);
  });

  it('opens the desk from the customer lines the first time', async () => {
    const { store, deps } = setup();
    await desk(deps, { quoteId: 'q-new', ops: [{ op: 'set_line', product_id: 'p-1', unit_price_cents: 100 }] });
    expect(store.desks.get('q-new')?.lines).toEqual([
      expect.objectContaining({ product_id: 'p-1', quantity: 2, requested_quantity: 2, unit_price_cents: 100 }),
    ]);
  });

  it('a batch that changes nothing writes nothing', async () => {
    const { store, deps } = setup();
    const before = store.desks.get('q-1');
    const res = await desk(deps, {
      quoteId: 'q-1',
      ops: [{ op: 'set_line', product_id: 'p-1', unit_price_cents: null }],
    });
    expect(res.body).toMatchObject({ changes: 0 });
    expect(store.history.size).toBe(0);
    // The answer is the desk as it stays.
    expect(ZDeskAnswer.parse(JSON.parse(JSON.stringify(res.body))).desk).toEqual(before);
  });

  it.each([
    ['a customer', 'q-1', [{ op: 'set_notes', internal_notes: 'x' }], 'token-ana', 403, 'quote/forbidden'],
    ['a closed quote', 'q-sent', [{ op: 'set_notes', internal_notes: 'x' }], 'token-staff', 409, 'desk/not-editable'],
    [
      'an unpublished product',
      'q-1',
      [{ op: 'add_line', product_id: 'hidden', quantity: 1 }],
      'token-staff',
      422,
      'desk/product-unavailable',
    ],
    [
      'a line that is not there',
      'q-1',
      [{ op: 'remove_line', product_id: 'ghost' }],
      'token-staff',
      409,
      'desk/line-not-found',
    ],
    [
      'a quote that does not exist',
      'q-ghost',
      [{ op: 'set_notes', internal_notes: 'x' }],
      'token-staff',
      404,
      'firestore/not-found',
    ],
  ])('%s: %i %s, nothing written', async (_name, quoteId, ops, token, status, code) => {
    const { store, deps } = setup();
    const before = structuredClone(store.desks.get('q-1'));
    const res = await desk(deps, { quoteId, ops }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.desks.get('q-1')).toEqual(before);
    expect(store.history.size).toBe(0);
  });

  it.each([
    [
      'a price in pesos with decimals',
      [{ op: 'set_line', product_id: 'p-1', unit_price_cents: 12.5 }],
      'ops.0.unit_price_cents',
    ],
    ['a cost field', [{ op: 'set_line', product_id: 'p-1', cost_cents: 100 }], 'ops.0.cost_cents'],
    ['no edits', [], 'ops'],
  ])('%s: 400 naming the field', async (_name, ops, field) => {
    const { deps } = setup();
    const res = await desk(deps, { quoteId: 'q-1', ops });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).fields).toContain(field);
  });
});
