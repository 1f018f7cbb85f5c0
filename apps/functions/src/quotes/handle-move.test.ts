import { describe, expect, it } from 'vitest';
import { productSatKeys } from '@voltia/domain';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import {
  makeCartLine,
  makeDeliverySite,
  makeDesk,
  makeDeskLine,
  makeFiscalData,
  makeNewQuote,
  makeOrderAcceptance,
  makeRequestedQuote,
} from '@voltia/domain/testing';
import { ANA, EVE, LATER, STAFF, makeCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

// An unverified company address is not staff.
const FAKE_STAFF = makeCaller({ uid: 'uid-fake-staff', email: 'ventas@voltia.example', emailVerified: false });
const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-fake-staff': FAKE_STAFF };

function setup() {
  const store = fakeQuoteStore({
    quotes: {
      'q-requested': makeRequestedQuote('uid-ana'),
      'q-draft': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const accept = { type: 'accept', order: makeOrderAcceptance() };

const move = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') =>
  postQuotes(deps, '/move', body, token);

describe('POST /move', () => {
  it('the owner cancels a requested quote, with a reason', async () => {
    const { store, deps } = setup();
    const res = await move(deps, { quoteId: 'q-requested', move: { type: 'cancel', reason: ' Ya no se necesita ' } });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-requested', status: 'cancelled' } });
    expect(store.quotes.get('q-requested')).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Ya no se necesita',
      closed_at: LATER,
    });
    expect(deps.logger.info).toHaveBeenCalledWith(
      { uid: 'uid-ana', role: 'customer', quoteId: 'q-requested', move: 'cancel', from: 'requested', to: 'cancelled' },
      'quote moved',
    );
  });

  it('staff start the review, then ask for information, which the owner answers', async () => {
    const { store, deps } = setup();
    expect((await move(deps, { quoteId: 'q-requested', move: { type: 'start_review' } }, 'token-staff')).body).toEqual({
      quoteId: 'q-requested',
      status: 'in_review',
    });
    expect(
      (
        await move(
          deps,
          { quoteId: 'q-requested', move: { type: 'request_info', message: '¿Voltaje de bobina?' } },
          'token-staff',
        )
      ).status,
    ).toBe(200);
    const answered = await move(deps, { quoteId: 'q-requested', move: { type: 'answer_info', message: '220 V AC' } });
    expect(answered.body).toEqual({ quoteId: 'q-requested', status: 'in_review' });
    expect(store.quotes.get('q-requested')).toMatchObject({
      info_request: '¿Voltaje de bobina?',
      customer_message: '220 V AC',
    });
  });

  it.each([
    ['a stranger cancels', { type: 'cancel' }, 'token-eve', 404, 'firestore/not-found'],
    ['the customer makes a staff move', { type: 'start_review' }, 'token-ana', 403, 'quote/forbidden'],
    [
      'an unverified company address makes a staff move (a stranger to the quote)',
      { type: 'start_review' },
      'token-fake-staff',
      404,
      'firestore/not-found',
    ],
    ['the customer accepts before any offer', accept, 'token-ana', 409, 'quote/invalid-move'],
    [
      'staff ask with an empty message',
      { type: 'request_info', message: '' },
      'token-staff',
      409,
      'quote/invalid-move',
    ],
  ])('%s: %i %s, nothing written', async (_name, body, token, status, code) => {
    const { store, deps } = setup();
    const res = await move(deps, { quoteId: 'q-requested', move: body }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.writes).toEqual([]);
  });

  it('a blank message once the move applies: 400 quote/message-required', async () => {
    const { deps } = setup();
    await move(deps, { quoteId: 'q-requested', move: { type: 'start_review' } }, 'token-staff');
    const res = await move(
      deps,
      { quoteId: 'q-requested', move: { type: 'request_info', message: '   ' } },
      'token-staff',
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'quote/message-required', message: 'Escribe un mensaje.' });
  });

  it('a draft cannot be cancelled: 409', async () => {
    const { deps } = setup();
    expect(errorOf((await move(deps, { quoteId: 'q-draft', move: { type: 'cancel' } })).body).code).toBe(
      'quote/invalid-move',
    );
  });

  it.each([
    ['submit (its own route)', { type: 'submit', lineCount: 99, details: {} }, 'move.type'],
    [
      'a valid-looking submit',
      {
        type: 'submit',
        lineCount: 99,
        details: {
          contact_name: 'A',
          email: 'a@b.example',
          phone: '+525512345678',
          company: 'C',
          tax_id: 'ABCDE1',
          delivery_city: 'X',
        },
      },
      'move.type',
    ],
    ['expire (the scheduler)', { type: 'expire' }, 'move.type'],
    [
      'a send with prices and no validity day',
      { type: 'send', lines: [], valid_until: '2030-01-01' },
      'move.valid_until_day',
    ],
    ['an unknown move', { type: 'approve' }, 'move.type'],
    ['a reason too long', { type: 'cancel', reason: 'x'.repeat(501) }, 'move.reason'],
  ])('%s: 400 input/invalid, nothing written', async (_name, body, field) => {
    const { store, deps } = setup();
    const res = await move(deps, { quoteId: 'q-draft', move: body });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('input/invalid');
    expect(errorOf(res.body).fields).toContain(field);
    expect(store.writes).toEqual([]);
  });
});

describe('POST /move: the offer', () => {
  const P1_SAT_KEYS = productSatKeys({ unit: 'rollo', category_id: 'cables-y-conductores' });
  function offerSetup(costs?: Readonly<Record<string, number>>) {
    const inReview = { ...makeRequestedQuote('uid-ana'), status: 'in_review' as const };
    const store = fakeQuoteStore({
      ...(costs === undefined ? {} : { costs }),
      fiscal: { 'uid-ana': makeFiscalData() },
      sites: { 'uid-ana': { 'obra-1': makeDeliverySite() } },
      satKeys: { 'p-1': P1_SAT_KEYS, 'p-elsewhere': P1_SAT_KEYS },
      quotes: { 'q-review': inReview },
      lines: { 'q-review': [makeCartLine({ product_id: 'p-1', quantity: 3 })] },
      desks: {
        'q-review': makeDesk({
          lines: [
            makeDeskLine({
              product_id: 'p-1',
              sku: 'SKU-p-1',
              quantity: 3,
              unit_price_cents: 10_000,
              discount_bp: 1000,
            }),
          ],
        }),
      },
    });
    return { store, deps: makeQuotesDeps(store, TOKENS) };
  }
  const send = { type: 'send', valid_until_day: '2025-03-20', terms: 'Pago de contado.' };

  it('staff send the desk as it is stored: the offer, its history and the customer email with the PDF', async () => {
    const { store, deps } = offerSetup();
    const res = await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    expect(res.body).toEqual({ quoteId: 'q-review', status: 'sent' });
    const quote = store.quotes.get('q-review');
    expect(quote).toMatchObject({
      status: 'sent',
      sent_at: LATER,
      valid_until: new Date('2025-03-21T05:59:59.999Z'),
      waiting_since: null,
    });
    expect(quote?.offer).toMatchObject({
      version: 1,
      terms: 'Pago de contado.',
      totals: { subtotal_cents: 30_000, discount_cents: 3000, iva_cents: 4320, total_cents: 31_320 },
    });
    expect(store.desks.get('q-review')).toMatchObject({ valid_until_day: '2025-03-20', terms: 'Pago de contado.' });
    expect(store.history.get('q-review')).toEqual([
      expect.objectContaining({
        kind: 'move',
        move: 'send',
        from: 'in_review',
        to: 'sent',
        actor: { uid: 'uid-staff', role: 'staff', name: 'Ventas' },
      }),
    ]);
    const [mail] = [...store.outbox.values()];
    expect(mail).toMatchObject({ kind: 'offer_sent', to: 'ana@constructora.example', attach_quote_pdf: true });
    expect(deps.deliverMails).toHaveBeenCalledWith([mail?.id]);
  });

  it("a line below its cost is sent only with the rep's confirmation, which the staff history records", async () => {
    // 100.00 less 10 % nets 90.00 against a cost of 91.69: −1.88 %.
    const { store, deps } = offerSetup({ 'p-1': 9169 });
    const refused = await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body)).toMatchObject({
      code: 'quote/below-cost-unconfirmed',
      message:
        'Hay productos con precio por debajo del costo: confirma que quieres enviarlos así antes de enviar la cotización.',
    });
    expect(store.writes).toEqual([]);
    expect(store.history.size).toBe(0);

    const sent = await move(
      deps,
      { quoteId: 'q-review', move: { ...send, below_cost_confirmed: true } },
      'token-staff',
    );
    expect(sent.body).toEqual({ quoteId: 'q-review', status: 'sent' });
    expect(store.history.get('q-review')).toEqual([
      expect.objectContaining({ kind: 'move', move: 'send', visibility: 'customer', note: null }),
      expect.objectContaining({
        kind: 'below_cost_confirmed',
        visibility: 'staff',
        actor: { uid: 'uid-staff', role: 'staff', name: 'Ventas' },
        lines: [{ product_id: 'p-1', sku: 'SKU-p-1', margin_bp: -188 }],
      }),
    ]);
    // The customer's email says nothing of costs.
    expect(store.outbox.size).toBe(1);
    expect(JSON.stringify([...store.outbox.values()])).not.toMatch(/costo|9169|91\.69/);
  });

  it('a line at or above its cost needs no confirmation, and a confirmation without such a line records nothing', async () => {
    const { store, deps } = offerSetup({ 'p-1': 9000 });
    expect(
      (await move(deps, { quoteId: 'q-review', move: { ...send, below_cost_confirmed: true } }, 'token-staff')).body,
    ).toEqual({ quoteId: 'q-review', status: 'sent' });
    expect(store.history.get('q-review')?.map((entry) => entry.kind)).toEqual(['move']);
  });

  it('a line without a price, or a validity that is not ahead, refuses the send and writes nothing', async () => {
    const { store, deps } = offerSetup();
    store.desks.set(
      'q-review',
      makeDesk({ lines: [makeDeskLine({ product_id: 'p-1', sku: 'SKU-p-1', unit_price_cents: null })] }),
    );
    const unpriced = await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    expect(unpriced.status).toBe(409);
    expect(errorOf(unpriced.body)).toMatchObject({
      code: 'quote/unpriced-lines',
      message: 'Todos los productos deben tener un precio mayor que cero antes de enviar la cotización.',
    });
    const past = await move(
      deps,
      { quoteId: 'q-review', move: { ...send, valid_until_day: '2025-02-28' } },
      'token-staff',
    );
    expect(errorOf(past.body).code).toBe('quote/invalid-validity');
    expect(store.writes).toEqual([]);
    expect(store.outbox.size).toBe(0);
    expect(store.history.size).toBe(0);
  });

  it('a customer cannot send, and a send cannot carry prices', async () => {
    const { store, deps } = offerSetup();
    expect(errorOf((await move(deps, { quoteId: 'q-review', move: send }, 'token-ana')).body).code).toBe(
      'quote/forbidden',
    );
    const forged = await move(
      deps,
      { quoteId: 'q-review', move: { ...send, lines: [{ product_id: 'p-1', unit_price_cents: 1 }] } },
      'token-staff',
    );
    expect(forged.status).toBe(400);
    expect(errorOf(forged.body).fields).toContain('move.lines');
    expect(store.writes).toEqual([]);
  });

  it('the customer accepts a sent offer: staff are told, the history records it', async () => {
    const { store, deps } = offerSetup();
    await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    const res = await move(deps, { quoteId: 'q-review', move: accept });
    expect(res.body).toEqual({ quoteId: 'q-review', status: 'accepted', order_number: 'PED-2025-000001' });
    expect([...store.outbox.values()].map((mail) => [mail.kind, mail.to])).toEqual([
      ['offer_sent', 'ana@constructora.example'],
      ['customer_accepted', 'ventas@voltia.example'],
      ['order_confirmed', 'ana@constructora.example'],
    ]);
    const confirmation = [...store.outbox.values()].find((mail) => mail.kind === 'order_confirmed');
    expect(confirmation?.subject).toBe('Pedido PED-2025-000001 confirmado: cotización COT-2025-000042');
    expect(confirmation?.text).toContain('Orden de compra: OC-7781');
    expect(confirmation?.text).toContain('/b2b/pedidos/q-review');
    // Staff are told which order the acceptance made.
    expect([...store.outbox.values()].find((mail) => mail.kind === 'customer_accepted')?.text).toContain(
      'Pedido: PED-2025-000001',
    );
    expect(store.history.get('q-review')?.map((entry) => (entry.kind === 'move' ? entry.move : entry.kind))).toEqual([
      'send',
      'accept',
    ]);
  });

  it('the accept makes the order in the same commit: the offer frozen, the PO, the site, the fiscal data, its number and history', async () => {
    const { store, deps } = offerSetup();
    await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    const offer = store.quotes.get('q-review')?.offer;
    await move(deps, { quoteId: 'q-review', move: accept });
    expect(store.orders.get('q-review')).toMatchObject({
      order_number: 'PED-2025-000001',
      quote_id: 'q-review',
      owner: 'uid-ana',
      status: 'confirmed',
      lines: offer?.lines,
      totals: offer?.totals,
      purchase_order_number: 'OC-7781',
      delivery_site: { id: 'obra-1', name: 'Obra Monterrey Centro' },
      fiscal: makeFiscalData(),
      metodo_pago: 'PUE',
      forma_pago: '03',
      // Each line's SAT keys as the product had them, and only the offer's products.
      sat_keys: { 'p-1': P1_SAT_KEYS },
    });
    expect(store.counters.get('order-numbers-2025')).toBe(2);
    expect(store.orderHistory.get('q-review')).toEqual([
      { at: LATER, by: { uid: 'uid-ana', name: 'Ana López' }, from: null, to: 'confirmed', note: null },
    ]);
    // Accepting again finds the quote accepted: refused, and still one order.
    const again = await move(deps, { quoteId: 'q-review', move: accept });
    expect(again.status).toBe(409);
    expect(store.orders.size).toBe(1);
  });

  it.each([
    ['no fiscal data', { fiscal: {} }, 409, 'order/fiscal-data-missing'],
    [
      'fiscal data the SAT rules refuse',
      { fiscal: { 'uid-ana': makeFiscalData({ uso_cfdi: 'CP01' }) } },
      400,
      'order/fiscal-data-invalid',
    ],
    [
      'a site that is not theirs',
      { sites: { 'uid-eve': { 'obra-1': makeDeliverySite() } } },
      400,
      'order/site-not-found',
    ],
  ])('an accept with %s: %i %s, the quote stays sent and no order', async (_name, seed, status, code) => {
    const { store, deps } = offerSetup();
    await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    const sent = store.quotes.get('q-review');
    const refused = fakeQuoteStore({
      quotes: { 'q-review': sent ?? makeRequestedQuote('uid-ana') },
      fiscal: { 'uid-ana': makeFiscalData() },
      sites: { 'uid-ana': { 'obra-1': makeDeliverySite() } },
      ...seed,
    });
    const res = await move(makeQuotesDeps(refused, TOKENS), { quoteId: 'q-review', move: accept });
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(refused.writes).toEqual([]);
    expect(refused.orders.size).toBe(0);
    expect(refused.outbox.size).toBe(0);
  });

  it.each([
    ['without a site', { delivery_site_id: undefined }, 'move.order.delivery_site_id'],
    [
      'with a 41-character purchase order',
      { purchase_order_number: 'x'.repeat(41) },
      'move.order.purchase_order_number',
    ],
    ['paying PPD with a forma other than 99', { metodo_pago: 'PPD', forma_pago: '03' }, 'move.order.forma_pago'],
  ])('an accept %s: 400 naming the field, nothing written', async (_name, change, field) => {
    const { store, deps } = offerSetup();
    await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    const before = store.writes.length;
    const res = await move(deps, {
      quoteId: 'q-review',
      move: { type: 'accept', order: { ...makeOrderAcceptance(), ...change } },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).fields).toContain(field);
    expect(errorOf(res.body).message).toMatch(/datos no son válidos/);
    expect(store.writes).toHaveLength(before);
    expect(store.orders.size).toBe(0);
  });

  it('a send and an accept are counted in the stats with the move: the sender, the wait since the request, the offer total', async () => {
    const { store, deps } = offerSetup();
    await move(deps, { quoteId: 'q-review', move: send }, 'token-staff');
    await move(deps, { quoteId: 'q-review', move: accept });
    const minutes = Math.round(
      (LATER.getTime() - (store.quotes.get('q-review')?.submitted_at?.getTime() ?? 0)) / 60_000,
    );
    expect(store.statsFacts).toEqual([
      {
        fact: {
          kind: 'quote_sent',
          staff: { uid: 'uid-staff', name: 'Ventas' },
          minutes_from_request: minutes,
          total_cents: 31_320,
        },
        at: LATER,
      },
      // The quote has no assignee: the offer is won for nobody in particular.
      { fact: { kind: 'quote_accepted', staff: null, total_cents: 31_320 }, at: LATER },
      // The order it makes, in the same commit, worth the order's frozen total.
      { fact: { kind: 'order_placed', staff: null, total_cents: 31_320 }, at: LATER },
    ]);
    expect(store.orders.get('q-review')?.totals.total_cents).toBe(31_320);
    // A second accept is refused and counts nothing more.
    expect((await move(deps, { quoteId: 'q-review', move: accept })).status).toBe(409);
    expect(store.statsFacts).toHaveLength(3);
  });

  it('a refused move, and moves that are no funnel step, record no stats fact', async () => {
    const { store, deps } = offerSetup();
    store.desks.set(
      'q-review',
      makeDesk({ lines: [makeDeskLine({ product_id: 'p-1', sku: 'SKU-p-1', unit_price_cents: null })] }),
    );
    expect((await move(deps, { quoteId: 'q-review', move: send }, 'token-staff')).status).toBe(409);
    expect(
      (
        await move(
          deps,
          { quoteId: 'q-review', move: { type: 'request_info', message: '¿Cuántas piezas?' } },
          'token-staff',
        )
      ).status,
    ).toBe(200);
    expect(store.statsFacts).toEqual([]);
  });
});
