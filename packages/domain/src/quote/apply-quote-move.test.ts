import { describe, expect, it } from 'vitest';
import {
  makeDeskLine,
  makeRequestDetails,
  OTHER_UID,
  OWNER_UID,
  STAFF_UID,
  T0,
  daysAfter,
  makeQuote,
  makeSentQuote,
} from '../testing/factories';
import { allowedMoves, applyQuoteMove, isQuoteValidAt, wasSubmittedBy } from './apply-quote-move';
import { validUntilFromDay } from './quote-validity';
import type { TQuoteDocument } from './quote-document';
import { quoteInvariantViolations } from './quote-document';
import type { TQuoteActor, TQuoteMove } from './quote-move';

const owner: TQuoteActor = { role: 'customer', uid: OWNER_UID };
const stranger: TQuoteActor = { role: 'customer', uid: OTHER_UID };
const staff: TQuoteActor = { role: 'staff', uid: STAFF_UID };
const system: TQuoteActor = { role: 'system', uid: 'scheduler' };
const now = daysAfter(1);

function expectOk(quote: TQuoteDocument, actor: TQuoteActor, move: TQuoteMove, at: Date = now): TQuoteDocument {
  const result = applyQuoteMove(quote, actor, move, at);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  expect(quoteInvariantViolations(result.value)).toEqual([]);
  expect(result.value.updated_at).toBe(at);
  return result.value;
}

function expectError(quote: TQuoteDocument, actor: TQuoteActor, move: TQuoteMove, code: string, at: Date = now): void {
  const result = applyQuoteMove(quote, actor, move, at);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
}

const requested = makeQuote({ status: 'requested', submitted_at: T0 });
const inReview = makeQuote({ status: 'in_review', submitted_at: T0 });
const infoRequested = makeQuote({ status: 'info_requested', submitted_at: T0, info_request: '¿Qué calibre necesita?' });
const sent = makeSentQuote();
const pricedLines = [
  makeDeskLine({ product_id: 'p1', sku: 'S1', unit_price_cents: 12_050 }),
  makeDeskLine({ product_id: 'p2', sku: 'S2', unit_price_cents: 300, quantity: 2 }),
];
const TERMS = 'Pago contra entrega.';
const submitMove = (lineCount: number): TQuoteMove => ({
  type: 'submit',
  lineCount,
  details: makeRequestDetails(),
  quote_number: 'COT-2025-000042',
});
const sendMove = (lines = pricedLines, valid_until: Date | null = daysAfter(30)): TQuoteMove => ({
  type: 'send',
  lines,
  valid_until,
  terms: TERMS,
});

describe('applyQuoteMove: the happy path through the lifecycle', () => {
  it('submit: the signed-in owner requests a quote with at least one line', () => {
    const next = expectOk(makeQuote(), owner, submitMove(2));
    expect(next).toMatchObject({
      status: 'requested',
      submitted_at: now,
      quote_number: 'COT-2025-000042',
      waiting_since: now,
    });
  });

  it('start_review: staff pick up a requested quote', () => {
    expect(expectOk(requested, staff, { type: 'start_review' }).status).toBe('in_review');
  });

  it('request_info and answer_info: a question and its answer', () => {
    const asked = expectOk({ ...inReview, customer_message: 'old answer' }, staff, {
      type: 'request_info',
      message: '  ¿Qué voltaje? ',
    });
    expect(asked).toMatchObject({
      status: 'info_requested',
      info_request: '¿Qué voltaje?',
      customer_message: null,
      waiting_since: null,
    });
    const answered = expectOk(asked, owner, { type: 'answer_info', message: ' 220V ' }, daysAfter(2));
    expect(answered).toMatchObject({
      status: 'in_review',
      info_request: '¿Qué voltaje?',
      customer_message: '220V',
      waiting_since: daysAfter(2),
    });
  });

  it('send: every line priced and a validity date in the future; the offer is a snapshot with the totals', () => {
    const validUntil = daysAfter(30);
    const next = expectOk(inReview, staff, sendMove(pricedLines, validUntil));
    expect(next).toMatchObject({ status: 'sent', sent_at: now, valid_until: validUntil, waiting_since: null });
    expect(next.offer).toMatchObject({
      version: 1,
      terms: TERMS,
      totals: { subtotal_cents: 12_650, iva_cents: 2024, total_cents: 14_674, unpriced_lines: 0 },
    });
    expect(next.offer?.lines.map((line) => [line.product_id, line.net_cents])).toEqual([
      ['p1', 12_050],
      ['p2', 600],
    ]);
  });

  it('a withdrawn offer is sent again as the next version', () => {
    const withdrawn = expectOk(sent, staff, { type: 'withdraw' });
    expect(withdrawn).toMatchObject({ offer: sent.offer, valid_until: null, waiting_since: now });
    expect(expectOk(withdrawn, staff, sendMove()).offer?.version).toBe(2);
  });

  it('accept while valid', () => {
    expect(expectOk(sent, owner, { type: 'accept' })).toMatchObject({ status: 'accepted', closed_at: now });
  });

  it('reject while valid, with a reason', () => {
    expect(expectOk(sent, owner, { type: 'reject', reason: ' Precio alto ' })).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Precio alto',
      closed_at: now,
    });
  });

  it('withdraw: staff take a sent quote back to review and the offer lapses', () => {
    expect(expectOk(sent, staff, { type: 'withdraw' })).toMatchObject({ status: 'in_review', valid_until: null });
  });

  it('expire: the system expires a sent quote once its validity has passed', () => {
    const at = daysAfter(15);
    expect(expectOk(sent, system, { type: 'expire' }, at)).toMatchObject({ status: 'expired', closed_at: at });
  });

  it.each([
    ['requested', requested],
    ['in_review', inReview],
    ['info_requested', infoRequested],
  ] as const)('cancel from %s by the owner or by staff', (_status, quote) => {
    expect(expectOk(quote, owner, { type: 'cancel' })).toMatchObject({
      status: 'cancelled',
      cancellation_reason: null,
      closed_at: now,
    });
    expect(expectOk(quote, staff, { type: 'cancel', reason: ' Sin stock ' })).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Sin stock',
    });
    expect(expectOk(quote, staff, { type: 'cancel', reason: '   ' }).cancellation_reason).toBeNull();
  });

  it('does not mutate its input', () => {
    const quote = makeQuote();
    const copy = structuredClone(quote);
    expectOk(quote, owner, submitMove(1));
    expect(quote).toEqual(copy);
  });
});

describe('applyQuoteMove: refusals', () => {
  it('no move leaves a final status', () => {
    const finals = [
      makeSentQuote({ status: 'accepted', closed_at: T0 }),
      makeSentQuote({ status: 'rejected', closed_at: T0, rejection_reason: 'x' }),
      makeSentQuote({ status: 'expired', closed_at: T0 }),
      makeQuote({ status: 'cancelled', submitted_at: T0, closed_at: T0 }),
    ];
    for (const quote of finals) {
      expectError(quote, owner, { type: 'cancel' }, 'quote/invalid-move');
      expectError(quote, staff, { type: 'start_review' }, 'quote/invalid-move');
      expectError(quote, system, { type: 'expire' }, 'quote/invalid-move', daysAfter(100));
    }
  });

  it('a move from the wrong status is an invalid move', () => {
    expectError(makeQuote(), staff, { type: 'start_review' }, 'quote/invalid-move');
    expectError(makeQuote(), owner, { type: 'cancel' }, 'quote/invalid-move');
    expectError(requested, owner, { type: 'accept' }, 'quote/invalid-move');
    expectError(sent, owner, { type: 'cancel' }, 'quote/invalid-move');
  });

  it('customers cannot make staff moves, staff cannot make customer moves, the system only expires', () => {
    expectError(requested, owner, { type: 'start_review' }, 'quote/forbidden');
    expectError(inReview, owner, sendMove(), 'quote/forbidden');
    expectError(inReview, owner, { type: 'request_info', message: 'x' }, 'quote/forbidden');
    expectError(sent, owner, { type: 'withdraw' }, 'quote/forbidden');
    expectError(sent, owner, { type: 'expire' }, 'quote/forbidden', daysAfter(20));
    expectError(makeQuote(), staff, submitMove(1), 'quote/forbidden');
    expectError(sent, staff, { type: 'accept' }, 'quote/forbidden');
    expectError(infoRequested, staff, { type: 'answer_info', message: 'x' }, 'quote/forbidden');
    expectError(requested, system, { type: 'cancel' }, 'quote/forbidden');
  });

  it('a customer may only move their own quote', () => {
    expectError(makeQuote(), stranger, submitMove(1), 'quote/not-owner');
    expectError(requested, stranger, { type: 'cancel' }, 'quote/not-owner');
    expectError(sent, stranger, { type: 'accept' }, 'quote/not-owner');
  });

  it('submit needs a signed-in customer and at least one line', () => {
    expectError(makeQuote({ isAnonymous: true }), owner, submitMove(1), 'auth/sign-in-required');
    expectError(makeQuote(), { ...owner, isAnonymous: true }, submitMove(1), 'auth/sign-in-required');
    expectError(makeQuote(), owner, submitMove(0), 'quote/empty');
  });

  it('request_info and answer_info need a message', () => {
    expectError(inReview, staff, { type: 'request_info', message: '   ' }, 'quote/message-required');
    expectError(infoRequested, owner, { type: 'answer_info', message: '' }, 'quote/message-required');
  });

  it('send needs lines, all of them priced above zero, distinct, and a validity date in the future and in range', () => {
    expectError(inReview, staff, sendMove([]), 'quote/empty');
    expectError(
      inReview,
      staff,
      sendMove([...pricedLines, makeDeskLine({ product_id: 'p3', unit_price_cents: null })]),
      'quote/unpriced-lines',
    );
    for (const unit_price_cents of [0, -5, 1.5, Number.NaN]) {
      expectError(inReview, staff, sendMove([makeDeskLine({ unit_price_cents })]), 'input/invalid');
    }
    expectError(
      inReview,
      staff,
      sendMove([pricedLines[0], pricedLines[0]].flatMap((line) => (line ? [line] : []))),
      'input/invalid',
    );
    expectError(inReview, staff, sendMove(pricedLines, now), 'quote/invalid-validity');
    expectError(inReview, staff, sendMove(pricedLines, T0), 'quote/invalid-validity');
    expectError(inReview, staff, sendMove(pricedLines, null), 'quote/invalid-validity');
    expectError(inReview, staff, sendMove(pricedLines, new Date('x')), 'quote/invalid-validity');
    expectError(
      inReview,
      staff,
      sendMove(pricedLines, new Date('2100-01-02T00:00:00Z')),
      'quote/validity-out-of-range',
    );
  });

  it('send needs a validity day after today in Mexico City: an offer ending tonight is refused', () => {
    // now is 2025-03-02 04:00 in Mexico City.
    expectError(inReview, staff, sendMove(pricedLines, validUntilFromDay('2025-03-02')), 'quote/invalid-validity');
    expectOk(inReview, staff, sendMove(pricedLines, validUntilFromDay('2025-03-03')));
  });

  it("send with a line below its cost: refused without the sender's confirmation, sent with it", () => {
    // p1 nets 120.50 against a cost of 122.77: −1.88 %; p2 is above its cost; a product without a known cost is not judged.
    const costs = { p1: 12_277, p2: 100 };
    const refused = applyQuoteMove(inReview, staff, { ...sendMove(), costs } as TQuoteMove, now);
    expect(!refused.ok && refused.error.code).toBe('quote/below-cost-unconfirmed');
    expect(!refused.ok && refused.error.userMessage).toBe(
      'Hay productos con precio por debajo del costo: confirma que quieres enviarlos así antes de enviar la cotización.',
    );
    expect(!refused.ok && refused.error.detail).toBe('S1');
    expectError(
      inReview,
      staff,
      { ...sendMove(), costs, below_cost_confirmed: false } as TQuoteMove,
      'quote/below-cost-unconfirmed',
    );
    expect(expectOk(inReview, staff, { ...sendMove(), costs, below_cost_confirmed: true } as TQuoteMove).status).toBe(
      'sent',
    );
    // At cost, above it, or with no cost known: nothing to confirm.
    expect(expectOk(inReview, staff, { ...sendMove(), costs: { p1: 12_050 } } as TQuoteMove).status).toBe('sent');
    expect(expectOk(inReview, staff, { ...sendMove(), costs: {} } as TQuoteMove).status).toBe('sent');
    // A line still without a price is named as such first.
    expectError(
      inReview,
      staff,
      { ...sendMove([pricedLines[0]!, { ...pricedLines[1]!, unit_price_cents: null }]), costs } as TQuoteMove,
      'quote/unpriced-lines',
    );
    // The discount counts: 10 % off 120.50 is below a cost of 110.
    expectError(
      inReview,
      staff,
      {
        ...sendMove([{ ...pricedLines[0]!, discount_bp: 1000 }, pricedLines[1]!]),
        costs: { p1: 11_000 },
      } as TQuoteMove,
      'quote/below-cost-unconfirmed',
    );
  });

  it("send with a discount above 15 %: refused without a second staff member's approval, with a stale one, or by the approver", () => {
    const discounted = [{ ...pricedLines[0]!, discount_bp: 2000 }, pricedLines[1]!];
    const approval = {
      by: { uid: 'uid-ricardo', name: 'Ricardo' },
      discounts: [{ product_id: 'p1', sku: 'S1', discount_bp: 2000 }],
    };
    expectError(inReview, staff, sendMove(discounted), 'quote/discount-approval-required');
    expectError(
      inReview,
      staff,
      { ...sendMove(discounted), discount_approval: null } as TQuoteMove,
      'quote/discount-approval-required',
    );
    expectError(
      inReview,
      staff,
      { ...sendMove([{ ...pricedLines[0]!, discount_bp: 2500 }]), discount_approval: approval } as TQuoteMove,
      'quote/discount-approval-stale',
    );
    expectError(
      inReview,
      { role: 'staff', uid: 'uid-ricardo' },
      { ...sendMove(discounted), discount_approval: approval } as TQuoteMove,
      'quote/discount-approval-self',
    );
    expect(
      expectOk(inReview, staff, { ...sendMove(discounted), discount_approval: approval } as TQuoteMove).offer?.lines[0]
        ?.discount_bp,
    ).toBe(2000);
    // 15 % itself needs no approval.
    expectOk(inReview, staff, sendMove([{ ...pricedLines[0]!, discount_bp: 1500 }]));
  });

  it('send names the unpriced lines by SKU', () => {
    const result = applyQuoteMove(
      inReview,
      staff,
      sendMove([makeDeskLine({ sku: 'ABC-1', unit_price_cents: null })]),
      now,
    );
    expect(result.ok ? undefined : result.error.detail).toBe('ABC-1');
  });

  it('accept and reject only while the quote is valid', () => {
    const end = sent.valid_until ?? T0;
    expectError(sent, owner, { type: 'accept' }, 'quote/expired', end);
    expectError(sent, owner, { type: 'reject', reason: 'caro' }, 'quote/expired', daysAfter(16));
    expectError(makeSentQuote({ valid_until: null }), owner, { type: 'accept' }, 'quote/expired');
    expectOk(sent, owner, { type: 'accept' }, new Date(end.getTime() - 1));
  });

  it('reject needs a reason', () => {
    expectError(sent, owner, { type: 'reject', reason: '  ' }, 'quote/reason-required');
  });

  it('expire only once the validity date has passed', () => {
    expectError(sent, system, { type: 'expire' }, 'quote/not-expired');
    expectOk(sent, system, { type: 'expire' }, sent.valid_until ?? T0);
  });

  it('malformed actor, move or time is invalid input', () => {
    expectError(makeQuote(), { role: 'customer', uid: '' }, submitMove(1), 'input/invalid');
    expectError(makeQuote(), { role: 'admin', uid: 'x' } as unknown as TQuoteActor, submitMove(1), 'input/invalid');
    expectError(makeQuote(), owner, { type: 'approve' } as unknown as TQuoteMove, 'input/invalid');
    expectError(makeQuote(), owner, submitMove(1.5), 'input/invalid');
    expectError(makeQuote(), owner, submitMove(1), 'input/invalid', new Date(Number.NaN));
  });
});

describe('allowedMoves', () => {
  it('offers each party what the table lets them do', () => {
    expect(allowedMoves(makeQuote(), owner, now)).toEqual(['submit']);
    expect(allowedMoves(makeQuote(), staff, now)).toEqual([]);
    expect(allowedMoves(requested, owner, now)).toEqual(['cancel']);
    expect(allowedMoves(requested, staff, now)).toEqual(['start_review', 'cancel']);
    expect(allowedMoves(inReview, staff, now)).toEqual(['request_info', 'send', 'cancel']);
    expect(allowedMoves(inReview, owner, now)).toEqual(['cancel']);
    expect(allowedMoves(infoRequested, owner, now)).toEqual(['answer_info', 'cancel']);
    expect(allowedMoves(infoRequested, staff, now)).toEqual(['cancel']);
    expect(allowedMoves(sent, owner, now)).toEqual(['accept', 'reject']);
    expect(allowedMoves(sent, staff, now)).toEqual(['withdraw']);
    expect(allowedMoves(sent, system, now)).toEqual([]);
  });

  it('follows the validity date', () => {
    const after = daysAfter(20);
    expect(allowedMoves(sent, owner, after)).toEqual([]);
    expect(allowedMoves(sent, system, after)).toEqual(['expire']);
    expect(allowedMoves(sent, staff, after)).toEqual(['withdraw']);
  });

  it('offers nothing to strangers, anonymous submitters, bad actors or bad times', () => {
    expect(allowedMoves(requested, stranger, now)).toEqual([]);
    expect(allowedMoves(makeQuote({ isAnonymous: true }), owner, now)).toEqual([]);
    expect(allowedMoves(makeQuote(), { ...owner, isAnonymous: true }, now)).toEqual([]);
    expect(allowedMoves(requested, { role: 'staff', uid: '' }, now)).toEqual([]);
    expect(allowedMoves(requested, staff, new Date('x'))).toEqual([]);
  });

  it('offers nothing on a final quote', () => {
    for (const actor of [owner, staff, system]) {
      expect(
        allowedMoves(makeSentQuote({ status: 'accepted', closed_at: T0, waiting_since: null }), actor, daysAfter(100)),
      ).toEqual([]);
    }
  });
});

describe('isQuoteValidAt', () => {
  it('is true strictly before valid_until', () => {
    const validUntil = daysAfter(2);
    expect(isQuoteValidAt({ valid_until: validUntil }, daysAfter(1))).toBe(true);
    expect(isQuoteValidAt({ valid_until: validUntil }, validUntil)).toBe(false);
    expect(isQuoteValidAt({ valid_until: null }, T0)).toBe(false);
  });
});

describe('wasSubmittedBy', () => {
  it('is true for the owner of a quote that left draft with submitted_at', () => {
    expect(wasSubmittedBy(makeQuote({ status: 'requested', submitted_at: T0 }), OWNER_UID)).toBe(true);
    expect(wasSubmittedBy(makeSentQuote(), OWNER_UID)).toBe(true);
  });

  it('is false for a draft, for another user, and without submitted_at', () => {
    expect(wasSubmittedBy(makeQuote(), OWNER_UID)).toBe(false);
    expect(wasSubmittedBy(makeQuote({ status: 'requested', submitted_at: T0 }), OTHER_UID)).toBe(false);
    expect(wasSubmittedBy(makeQuote({ status: 'requested', submitted_at: null }), OWNER_UID)).toBe(false);
  });
});
