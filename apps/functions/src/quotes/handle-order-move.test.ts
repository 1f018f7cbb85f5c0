import { describe, expect, it } from 'vitest';
import { makeOrder, makeRequestedQuote } from '@voltia/domain/testing';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, LATER, STAFF } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-staff': STAFF };

function setup() {
  const store = fakeQuoteStore({
    quotes: { 'q-order': makeRequestedQuote('uid-ana') },
    orders: { 'q-order': makeOrder({ owner: 'uid-ana' }) },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const moveOrder = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-staff') =>
  postQuotes(deps, '/order-move', body, token);

describe('POST /order-move', () => {
  it('staff prepare, ship (carrier and tracking number) and deliver; each move in the history with who and when', async () => {
    const { store, deps } = setup();
    expect((await moveOrder(deps, { orderId: 'q-order', move: { type: 'prepare' } })).body).toEqual({
      orderId: 'q-order',
      status: 'preparing',
    });
    await moveOrder(deps, {
      orderId: 'q-order',
      move: { type: 'ship', carrier: ' Paquetexpress ', tracking_number: 'PX123' },
    });
    const delivered = await moveOrder(deps, { orderId: 'q-order', move: { type: 'deliver' } });
    expect(delivered).toMatchObject({ status: 200, body: { status: 'delivered' } });
    expect(store.orders.get('q-order')).toMatchObject({
      status: 'delivered',
      carrier: 'Paquetexpress',
      tracking_number: 'PX123',
      updated_at: LATER,
    });
    expect(store.orderHistory.get('q-order')).toEqual([
      { at: LATER, by: { uid: 'uid-staff', name: 'Ventas' }, from: 'confirmed', to: 'preparing', note: null },
      {
        at: LATER,
        by: { uid: 'uid-staff', name: 'Ventas' },
        from: 'preparing',
        to: 'shipped',
        note: 'Paquetería: Paquetexpress · Guía: PX123',
      },
      { at: LATER, by: { uid: 'uid-staff', name: 'Ventas' }, from: 'shipped', to: 'delivered', note: null },
    ]);
    // The customer (the quote's contact) hears of each move.
    const mails = [...store.outbox.values()];
    expect(mails.map((mail) => [mail.kind, mail.to, mail.subject])).toEqual([
      ['order_status', 'ana@constructora.example', 'Tu pedido PED-2025-000001: en preparación'],
      ['order_status', 'ana@constructora.example', 'Tu pedido PED-2025-000001: enviado'],
      ['order_status', 'ana@constructora.example', 'Tu pedido PED-2025-000001: entregado'],
    ]);
    expect(mails[1]?.text).toContain('Paquetería: Paquetexpress · Guía: PX123');
    // Only a cancellation counts in the stats.
    expect(store.statsFacts).toEqual([]);
  });

  it.each([
    [
      'a customer moves their own order',
      { orderId: 'q-order', move: { type: 'prepare' } },
      'token-ana',
      403,
      'staff/forbidden',
    ],
    [
      'staff skip a step',
      { orderId: 'q-order', move: { type: 'deliver' } },
      'token-staff',
      409,
      'order/move-not-allowed',
    ],
    [
      'staff move an order that does not exist',
      { orderId: 'q-none', move: { type: 'prepare' } },
      'token-staff',
      404,
      'firestore/not-found',
    ],
    [
      'a cancellation without its reason',
      { orderId: 'q-order', move: { type: 'cancel', reason: ' ' } },
      'token-staff',
      400,
      'input/invalid',
    ],
    [
      'a move the lifecycle does not know',
      { orderId: 'q-order', move: { type: 'return' } },
      'token-staff',
      400,
      'input/invalid',
    ],
    ['an order id that is a path', { orderId: 'a/b', move: { type: 'prepare' } }, 'token-staff', 400, 'input/invalid'],
  ])('%s: %i %s, nothing written', async (_name, body, token, status, code) => {
    const { store, deps } = setup();
    const res = await moveOrder(deps, body, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.orders.get('q-order')?.status).toBe('confirmed');
    expect(store.orderHistory.size).toBe(0);
    expect(store.outbox.size).toBe(0);
    expect(store.statsFacts).toEqual([]);
  });

  it('cancels until the order ships, with the reason, and never after', async () => {
    const { store, deps } = setup();
    await moveOrder(deps, { orderId: 'q-order', move: { type: 'cancel', reason: 'La obra se pospuso' } });
    expect(store.orders.get('q-order')).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'La obra se pospuso',
    });
    const again = await moveOrder(deps, { orderId: 'q-order', move: { type: 'prepare' } });
    expect(again.status).toBe(409);
    // Counted once in the day's stats, with the order's total, for the quote's assignee as the order keeps it.
    const order = store.orders.get('q-order')!;
    expect(store.statsFacts).toEqual([
      { fact: { kind: 'order_cancelled', staff: null, total_cents: order.totals.total_cents }, at: LATER },
    ]);
    expect((await moveOrder(deps, { orderId: 'q-order', move: { type: 'cancel', reason: 'Otra vez' } })).status).toBe(
      409,
    );
    expect(store.statsFacts).toHaveLength(1);
  });
});
