import type { TCartLine } from '@voltia/domain';
import {
  catalogueFactsOf,
  makeCartLine,
  makeNewQuote,
  makeRequestDetailsInput,
  makeRequestedQuote,
} from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, EVE, LATER, STAFF, anonymousCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-anon-1': anonymousCaller('anon-1') };

const CONTACTOR = makeCartLine({ product_id: 'p-1', quantity: 3 });
const CABLE = {
  ...makeCartLine({ product_id: 'p-2', quantity: 100 }),
  sku_description: 'Cable THW calibre 12 (100 m)',
  brand: 'Condumex',
};
const RETIRED = { ...makeCartLine({ product_id: 'p-retired' }), sku_description: 'Balastro electromagnético 2x40 W' };

function setup(lines: readonly TCartLine[] = [CONTACTOR, CABLE], unreadableIds: readonly string[] = []) {
  const store = fakeQuoteStore({
    quotes: {
      'q-ana': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
      'q-empty': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }),
      'q-anon': makeNewQuote({ ownerUid: 'anon-1' }),
      'q-ana-requested': makeRequestedQuote('uid-ana'),
    },
    lines: { 'q-ana': lines, 'q-anon': [makeCartLine({ product_id: 'p-1' })] },
    unreadableLines: { 'q-ana': unreadableIds },
    products: {
      'p-1': catalogueFactsOf(CONTACTOR),
      'p-2': catalogueFactsOf(CABLE),
      'p-retired': catalogueFactsOf(RETIRED, { published: false }),
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const submit = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') =>
  postQuotes(deps, '/submit', body, token);

describe('POST /submit', () => {
  it('records the request with its details and tells the staff inbox once', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-ana', status: 'requested' } });
    expect(store.quotes.get('q-ana')).toMatchObject({
      status: 'requested',
      submitted_at: LATER,
      updated_at: LATER,
      request_details: {
        company: 'Constructora Norte',
        phone: '+525512345678',
        tax_id: 'CNO010203AB1',
        notes: 'Entrega en obra.',
      },
    });
    expect(deps.consumeSubmitRate).toHaveBeenCalledWith('uid-ana', LATER);
    const [mail, confirmation, ...others] = [...store.outbox.values()];
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'quote_requested',
      quote_id: 'q-ana',
      to: 'ventas@voltia.example',
      subject: 'Nueva solicitud de cotización COT-2025-000001: Constructora Norte',
      attach_quote_pdf: false,
    });
    expect(deps.deliverMails).toHaveBeenCalledWith([mail?.id, confirmation?.id]);
    expect(mail?.text).toContain('- 3 × Contactor tripolar 25 A bobina 220 V AC (SKU SKU-p-1, Siemens)');
    expect(mail?.text).toContain('- 100 × Cable THW calibre 12 (100 m) (SKU SKU-p-2, Condumex)');
    expect(mail?.text).toContain('http://localhost:3000/cotizacion/q-ana');
    expect(store.lineWrites).toEqual([]);
  });

  it("confirms the request to the customer's contact, in the same transaction, with the lines and the link to the quote", async () => {
    const { store, deps } = setup();
    await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput({ email: 'compras@obra.example' }) });
    const confirmations = [...store.outbox.values()].filter((mail) => mail.to === 'compras@obra.example');
    expect(confirmations).toHaveLength(1);
    const [confirmation] = confirmations;
    expect(confirmation).toMatchObject({
      kind: 'request_received',
      quote_id: 'q-ana',
      subject: 'Recibimos tu solicitud COT-2025-000001',
      attach_quote_pdf: false,
    });
    expect(confirmation?.text).toContain('- 3 × Contactor tripolar 25 A bobina 220 V AC (SKU SKU-p-1, Siemens)');
    expect(confirmation?.text).toContain('- 100 × Cable THW calibre 12 (100 m) (SKU SKU-p-2, Condumex)');
    expect(confirmation?.text).toContain('http://localhost:3000/b2b/cotizaciones/q-ana');
    expect(store.writes).toHaveLength(1);
  });

  it('a line with a forged SKU, description or brand is stored and mailed as the catalogue has it', async () => {
    const forged = { ...CONTACTOR, sku: 'GRATIS-1', sku_description: 'Contactor (precio acordado: $1)', brand: 'Otra' };
    const { store, deps } = setup([forged, CABLE]);
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    expect(res.status).toBe(200);
    expect(store.lineWrites).toEqual([{ quoteId: 'q-ana', line: CONTACTOR }]);
    expect(store.lines.get('q-ana')).toEqual(expect.arrayContaining([CONTACTOR, CABLE]));
    const [mail] = [...store.outbox.values()];
    expect(mail?.text).toContain('- 3 × Contactor tripolar 25 A bobina 220 V AC (SKU SKU-p-1, Siemens)');
    expect(mail?.text).not.toContain('GRATIS');
    expect(mail?.html).not.toContain('precio acordado');
  });

  it('unknown and unpublished products: 409 naming them (the line own description, the catalogue one, an unreadable line id), nothing written or sent', async () => {
    const madeUp = { ...makeCartLine({ product_id: 'p-inventado' }), sku_description: 'Transformador 500 kVA' };
    const { store, deps } = setup([CONTACTOR, madeUp, RETIRED], ['p-roto']);
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    expect(res.status).toBe(409);
    expect(errorOf(res.body)).toEqual({
      code: 'quote/unavailable-products',
      message:
        'Estos productos ya no están disponibles: «Balastro electromagnético 2x40 W», «p-roto», «Transformador 500 kVA». Quítalos de tu carrito para continuar.',
      items: ['Balastro electromagnético 2x40 W', 'p-roto', 'Transformador 500 kVA'],
    });
    expect(store.quotes.get('q-ana')?.status).toBe('draft');
    expect(store.writes).toEqual([]);
    expect(store.lineWrites).toEqual([]);
    expect(store.outbox.size).toBe(0);
  });

  it('another user learns nothing of a cart with unavailable products: 404 as for no quote, no names', async () => {
    const { store, deps } = setup([RETIRED]);
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() }, 'token-eve');
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toEqual({
      code: 'firestore/not-found',
      message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
    });
    expect(store.writes).toEqual([]);
  });

  it('is idempotent: a second submit by the owner answers alreadySubmitted, writes and sends nothing', async () => {
    const { store, deps } = setup();
    await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    const again = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput({ company: 'Otra' }) });
    expect(again).toMatchObject({
      status: 200,
      body: { quoteId: 'q-ana', status: 'requested', alreadySubmitted: true },
    });
    expect(store.writes).toHaveLength(1);
    expect(store.quotes.get('q-ana')?.request_details?.company).toBe('Constructora Norte');
    // One email to the sales inbox and one confirmation to the customer, however many clicks.
    expect([...store.outbox.values()].map((mail) => [mail.kind, mail.to])).toEqual([
      ['quote_requested', 'ventas@voltia.example'],
      ['request_received', 'ana@constructora.example'],
    ]);
    // Counted once in the stats, however many clicks.
    expect(store.statsFacts).toEqual([{ fact: { kind: 'quote_requested' }, at: LATER }]);
  });

  it('gives the year its next quote number, opens the desk from the checked lines and records the request', async () => {
    const { store, deps } = setup();
    store.counters.set('quote-numbers-2025', 41);
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    expect(res.body).toEqual({ quoteId: 'q-ana', status: 'requested', quote_number: 'COT-2025-000041' });
    expect(store.quotes.get('q-ana')).toMatchObject({ quote_number: 'COT-2025-000041', waiting_since: LATER });
    expect(store.counters.get('quote-numbers-2025')).toBe(42);
    expect(
      store.desks.get('q-ana')?.lines.map((line) => [line.product_id, line.quantity, line.unit_price_cents]),
    ).toEqual([
      ['p-1', 3, null],
      ['p-2', 100, null],
    ]);
    expect(store.history.get('q-ana')).toEqual([
      expect.objectContaining({
        kind: 'move',
        move: 'submit',
        from: 'draft',
        to: 'requested',
        actor: { uid: 'uid-ana', role: 'customer', name: 'Ana López' },
      }),
    ]);
  });

  it.each([
    ['an empty cart', 'q-empty', 'token-ana', 409, 'quote/empty'],
    ['another user quote', 'q-ana', 'token-eve', 404, 'firestore/not-found'],
    ['an anonymous cart', 'q-anon', 'token-anon-1', 403, 'auth/sign-in-required'],
    ['staff', 'q-ana', 'token-staff', 403, 'quote/forbidden'],
    ['a quote that does not exist', 'q-ghost', 'token-ana', 404, 'firestore/not-found'],
  ])('%s: %i %s, nothing written or sent', async (_name, quoteId, token, status, code) => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId, details: makeRequestDetailsInput() }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.writes).toEqual([]);
    expect(store.outbox.size).toBe(0);
  });

  it('another user cannot learn anything by re-submitting a submitted quote: 404 as for no quote, nothing sent', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana-requested', details: makeRequestDetailsInput() }, 'token-eve');
    expect(res.status).toBe(404);
    expect(errorOf(res.body)).toEqual({
      code: 'firestore/not-found',
      message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
    });
    expect(store.writes).toEqual([]);
    expect(store.outbox.size).toBe(0);
  });

  it('invalid details: 400 input/invalid naming the fields, before the rate limit', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, {
      quoteId: 'q-ana',
      details: makeRequestDetailsInput({ tax_id: '1', email: 'ana', company: ' ' }),
      status: 'requested',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({
      code: 'input/invalid',
      message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
    });
    expect(errorOf(res.body).fields).toEqual(
      expect.arrayContaining(['details.tax_id', 'details.email', 'details.company', 'status']),
    );
    expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
  });

  it('fields the customer cannot set inside the details (unit_price, status): 400 input/invalid naming them, nothing written', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, {
      quoteId: 'q-ana',
      details: { ...makeRequestDetailsInput(), unit_price: 1, status: 'accepted' },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({
      code: 'input/invalid',
      message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
      fields: ['details.unit_price', 'details.status'],
    });
    expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
    expect(store.outbox.size).toBe(0);
  });

  it.each([
    ['a lone surrogate', 'Ana \ud800', '\udc00'],
    ['a right-to-left override and an escape code', 'Ana \u202Ezeról', 'Entregar \u001B[8mmañana'],
  ])(
    '%s in the details (no text): 400 input/invalid-text in Spanish naming the fields, nothing written',
    async (_name, contact_name, notes) => {
      const { store, deps } = setup();
      const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput({ contact_name, notes }) });
      expect(res.status).toBe(400);
      expect(errorOf(res.body)).toEqual({
        code: 'input/invalid-text',
        message: 'El texto contiene caracteres no válidos.',
        fields: ['details.contact_name', 'details.notes'],
      });
      expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
      expect(store.writes).toEqual([]);
    },
  );

  it('over the rate limit: 429 with Retry-After before anything is read or written', async () => {
    const { store, deps } = setup();
    deps.consumeSubmitRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 600 });
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetailsInput() });
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('600');
    expect(errorOf(res.body)).toMatchObject({
      code: 'firestore/resource-exhausted',
      message: 'Hay demasiadas solicitudes en este momento. Espera un momento e inténtalo de nuevo.',
    });
    expect(store.writes).toEqual([]);
    expect(store.outbox.size).toBe(0);
  });
});
