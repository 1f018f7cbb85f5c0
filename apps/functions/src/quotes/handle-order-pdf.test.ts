import { makeOrder, makeSentQuote } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, anonymousCaller, EVE, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-anon': anonymousCaller('uid-anon') };

function setup() {
  const quote = makeSentQuote({ owner: ANA.uid, quote_number: 'COT-2025-000042' });
  const order = makeOrder({ owner: ANA.uid, quote_id: 'q-order' });
  const store = fakeQuoteStore({ quotes: { 'q-order': quote }, orders: { 'q-order': order } });
  return { store, order, quote, deps: makeQuotesDeps(store, TOKENS) };
}

describe('POST /order-pdf', () => {
  it("serves the order's customer and staff its confirmation, named by its number, with the quote it came from", async () => {
    const { deps, order, quote } = setup();
    for (const token of ['token-ana', 'token-staff']) {
      const res = await postQuotes(deps, '/order-pdf', { orderId: 'q-order' }, token);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="PED-2025-000001.pdf"',
        'Cache-Control': 'private, no-store',
      });
      expect(res.raw?.toString()).toBe('%PDF-1.7 fake order');
      expect(res.body).toBeUndefined();
    }
    expect(deps.renderOrderPdf).toHaveBeenCalledTimes(2);
    expect(deps.renderOrderPdf).toHaveBeenCalledWith('q-order', order, quote);
  });

  it('another customer and an anonymous visitor get the very same 404 as an order that does not exist', async () => {
    const { deps, store } = setup();
    const answers = [];
    for (const token of ['token-eve', 'token-anon'])
      for (const orderId of ['q-order', 'q-none'])
        answers.push(await postQuotes(deps, '/order-pdf', { orderId }, token));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(answers[0]?.body);
    }
    expect(errorOf(answers[0]?.body)).toMatchObject({
      code: 'firestore/not-found',
      message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
    });
    // Staff asking for an order that does not exist get it too.
    expect((await postQuotes(deps, '/order-pdf', { orderId: 'q-none' }, 'token-staff')).status).toBe(404);
    expect(deps.renderOrderPdf).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
  });

  it('refuses a bad body with 400, the Spanish message and the field named, rendering nothing', async () => {
    const { deps } = setup();
    for (const [body, field] of [
      [{}, 'orderId'],
      [{ orderId: '../orders/q-order' }, 'orderId'],
      [{ orderId: 'q-order', owner: 'uid-eve' }, 'owner'],
    ] as const) {
      const res = await postQuotes(deps, '/order-pdf', body, 'token-ana');
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toMatchObject({
        code: 'input/invalid',
        message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
        fields: [field],
      });
    }
    expect(deps.renderOrderPdf).not.toHaveBeenCalled();
  });

  it('without a token: 401', async () => {
    const { deps } = setup();
    const res = await postQuotes(deps, '/order-pdf', { orderId: 'q-order' }, undefined);
    expect(res.status).toBe(401);
    expect(deps.renderOrderPdf).not.toHaveBeenCalled();
  });
});
