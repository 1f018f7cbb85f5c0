import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { ANA, EVE, LATER, STAFF, anonymousCaller, anonymousCart, customerDraft, makeCartLine, makeRequestDetails, requestedQuote } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-anon-1': anonymousCaller('anon-1') };

function setup() {
  const store = fakeQuoteStore({
    quotes: {
      'q-ana': customerDraft('uid-ana'),
      'q-empty': customerDraft('uid-ana'),
      'q-anon': anonymousCart('anon-1'),
      'q-ana-requested': requestedQuote('uid-ana'),
    },
    lines: {
      'q-ana': [makeCartLine('p-1', 3), makeCartLine('p-2', 100)],
      'q-anon': [makeCartLine('p-1')],
    },
  });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const submit = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') => postQuotes(deps, '/submit', body, token);

describe('POST /submit', () => {
  it('records the request with its details and tells the staff inbox once', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails() });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-ana', status: 'requested' } });
    expect(store.quotes.get('q-ana')).toMatchObject({
      status: 'requested',
      submitted_at: LATER,
      updated_at: LATER,
      request_details: { company: 'Constructora Norte', phone: '+525512345678', tax_id: 'CNO010203AB1', notes: 'Entrega en obra.' },
    });
    expect(deps.consumeSubmitRate).toHaveBeenCalledWith('uid-ana', LATER);
    expect(deps.send).toHaveBeenCalledTimes(1);
    const mail = deps.send.mock.calls[0]?.[0];
    expect(mail).toMatchObject({ to: 'ventas@voltia.example', subject: 'Nueva solicitud de cotización: Constructora Norte' });
    expect(mail?.text).toContain('- 3 × Contactor tripolar 25 A bobina 220 V AC (SKU SKU-p-1, Siemens)');
    expect(mail?.text).toContain('- 100 × ');
    expect(mail?.text).toContain('http://localhost:3000/cotizacion/q-ana');
  });

  it('is idempotent: a second submit by the owner answers alreadySubmitted, writes and sends nothing', async () => {
    const { store, deps } = setup();
    await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails() });
    const again = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails({ company: 'Otra' }) });
    expect(again).toMatchObject({ status: 200, body: { quoteId: 'q-ana', status: 'requested', alreadySubmitted: true } });
    expect(store.writes).toHaveLength(1);
    expect(store.quotes.get('q-ana')?.request_details?.company).toBe('Constructora Norte');
    expect(deps.send).toHaveBeenCalledTimes(1);
  });

  it('an SMTP failure after the commit is logged and the request still stands', async () => {
    const { store, deps } = setup();
    deps.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails() });
    expect(res.status).toBe(200);
    expect(store.quotes.get('q-ana')?.status).toBe('requested');
    expect(deps.logger.error).toHaveBeenCalledWith(expect.objectContaining({ quoteId: 'q-ana' }), 'staff could not be told of the quote request');
  });

  it.each([
    ['an empty cart', 'q-empty', 'token-ana', 409, 'quote/empty'],
    ['another user quote', 'q-ana', 'token-eve', 403, 'quote/not-owner'],
    ['an anonymous cart', 'q-anon', 'token-anon-1', 403, 'auth/sign-in-required'],
    ['staff', 'q-ana', 'token-staff', 403, 'quote/forbidden'],
    ['a quote that does not exist', 'q-ghost', 'token-ana', 404, 'firestore/not-found'],
  ])('%s: %i %s, nothing written or sent', async (_name, quoteId, token, status, code) => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId, details: makeRequestDetails() }, token);
    expect(res.status).toBe(status);
    expect(errorOf(res.body).code).toBe(code);
    expect(store.writes).toEqual([]);
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('another user cannot learn anything by re-submitting a submitted quote: 409, nothing sent', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana-requested', details: makeRequestDetails() }, 'token-eve');
    expect(res.status).toBe(409);
    expect(errorOf(res.body).code).toBe('quote/invalid-move');
    expect(store.writes).toEqual([]);
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('invalid details: 400 input/invalid naming the fields, before the rate limit', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails({ tax_id: '1', email: 'ana', company: ' ' }), status: 'requested' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.' });
    expect(errorOf(res.body).fields).toEqual(expect.arrayContaining(['details.tax_id', 'details.email', 'details.company', 'status']));
    expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
  });

  it('fields the customer cannot set inside the details (unit_price, status): 400 input/invalid naming them, nothing written', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana', details: { ...makeRequestDetails(), unit_price: 1, status: 'accepted' } });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.', fields: ['details.unit_price', 'details.status'] });
    expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('a lone surrogate in the details (no text): 400 input/invalid naming the fields, nothing written', async () => {
    const { store, deps } = setup();
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails({ contact_name: 'Ana \ud800', notes: '\udc00' }) });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'input/invalid', fields: ['details.contact_name', 'details.notes'] });
    expect(deps.consumeSubmitRate).not.toHaveBeenCalled();
    expect(store.writes).toEqual([]);
  });

  it('over the rate limit: 429 with Retry-After before anything is read or written', async () => {
    const { store, deps } = setup();
    deps.consumeSubmitRate.mockResolvedValueOnce({ allowed: false, sends: [], retryAfterSeconds: 600 });
    const res = await submit(deps, { quoteId: 'q-ana', details: makeRequestDetails() });
    expect(res.status).toBe(429);
    expect(res.headers['Retry-After']).toBe('600');
    expect(errorOf(res.body)).toMatchObject({ code: 'firestore/resource-exhausted', message: 'Hay demasiadas solicitudes en este momento. Espera un momento e inténtalo de nuevo.' });
    expect(store.writes).toEqual([]);
    expect(deps.send).not.toHaveBeenCalled();
  });
});
