import { describe, expect, it } from 'vitest';
import { fakeQuoteStore } from '../testing/fake-quote-store';
import { makeNewQuote, makeRequestedQuote } from '@voltia/domain/testing';
import { ANA, EVE, LATER, STAFF, makeCaller } from '../testing/quote-factories';
import { errorOf, makeQuotesDeps, postQuotes } from '../testing/quotes-deps';

// An unverified company address is not staff (DESIGN 4).
const FAKE_STAFF = makeCaller({ uid: 'uid-fake-staff', email: 'ventas@voltia.example', emailVerified: false });
const TOKENS = { 'token-ana': ANA, 'token-eve': EVE, 'token-staff': STAFF, 'token-fake-staff': FAKE_STAFF };

function setup() {
  const store = fakeQuoteStore({ quotes: { 'q-requested': makeRequestedQuote('uid-ana'), 'q-draft': makeNewQuote({ ownerUid: 'uid-ana', customerName: 'Ana López' }) } });
  return { store, deps: makeQuotesDeps(store, TOKENS) };
}

const move = (deps: ReturnType<typeof setup>['deps'], body: unknown, token = 'token-ana') => postQuotes(deps, '/move', body, token);

describe('POST /move', () => {
  it('the owner cancels a requested quote, with a reason', async () => {
    const { store, deps } = setup();
    const res = await move(deps, { quoteId: 'q-requested', move: { type: 'cancel', reason: ' Ya no se necesita ' } });
    expect(res).toMatchObject({ status: 200, body: { quoteId: 'q-requested', status: 'cancelled' } });
    expect(store.quotes.get('q-requested')).toMatchObject({ status: 'cancelled', cancellation_reason: 'Ya no se necesita', closed_at: LATER });
    expect(deps.logger.info).toHaveBeenCalledWith(
      { uid: 'uid-ana', role: 'customer', quoteId: 'q-requested', move: 'cancel', from: 'requested', to: 'cancelled' },
      'quote moved',
    );
  });

  it('staff start the review, then ask for information, which the owner answers', async () => {
    const { store, deps } = setup();
    expect((await move(deps, { quoteId: 'q-requested', move: { type: 'start_review' } }, 'token-staff')).body).toEqual({ quoteId: 'q-requested', status: 'in_review' });
    expect((await move(deps, { quoteId: 'q-requested', move: { type: 'request_info', message: '¿Voltaje de bobina?' } }, 'token-staff')).status).toBe(200);
    const answered = await move(deps, { quoteId: 'q-requested', move: { type: 'answer_info', message: '220 V AC' } });
    expect(answered.body).toEqual({ quoteId: 'q-requested', status: 'in_review' });
    expect(store.quotes.get('q-requested')).toMatchObject({ info_request: '¿Voltaje de bobina?', customer_message: '220 V AC' });
  });

  it.each([
    ['a stranger cancels', { type: 'cancel' }, 'token-eve', 403, 'quote/not-owner'],
    ['the customer makes a staff move', { type: 'start_review' }, 'token-ana', 403, 'quote/forbidden'],
    ['an unverified company address makes a staff move', { type: 'start_review' }, 'token-fake-staff', 403, 'quote/forbidden'],
    ['the customer accepts before any offer', { type: 'accept' }, 'token-ana', 409, 'quote/invalid-move'],
    ['staff ask with an empty message', { type: 'request_info', message: '' }, 'token-staff', 409, 'quote/invalid-move'],
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
    const res = await move(deps, { quoteId: 'q-requested', move: { type: 'request_info', message: '   ' } }, 'token-staff');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'quote/message-required', message: 'Escribe un mensaje.' });
  });

  it('a draft cannot be cancelled: 409', async () => {
    const { deps } = setup();
    expect(errorOf((await move(deps, { quoteId: 'q-draft', move: { type: 'cancel' } })).body).code).toBe('quote/invalid-move');
  });

  it.each([
    ['submit (its own route)', { type: 'submit', lineCount: 99, details: {} }, 'move.details.contact_name'],
    ['a valid-looking submit', { type: 'submit', lineCount: 99, details: { contact_name: 'A', email: 'a@b.example', phone: '+525512345678', company: 'C', tax_id: 'ABCDE1', delivery_city: 'X' } }, 'move.type'],
    ['expire (the scheduler)', { type: 'expire' }, 'move.type'],
    ['send (not yet)', { type: 'send', lines: [], valid_until: '2030-01-01' }, 'move.valid_until'],
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
