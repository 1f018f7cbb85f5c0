import { describe, expect, it } from 'vitest';
import { QUOTE_STATUSES } from './quote-status';
import { makeDeskLine, makeRequestDetails } from '../testing/factories';
import {
  QUOTE_MOVE_LABELS,
  QUOTE_MOVE_TYPES,
  QUOTE_TRANSITIONS,
  ZQuoteActor,
  ZQuoteMove,
  ZQuoteMoveRequest,
} from './quote-move';

describe('QUOTE_TRANSITIONS', () => {
  it('is exactly the lifecycle table', () => {
    const table = Object.entries(QUOTE_TRANSITIONS).flatMap(([move, rule]) =>
      rule.from.map((from) => `${from} --${move} [${rule.roles.join('|')}]--> ${rule.to}`),
    );
    expect(table.sort()).toEqual(
      [
        'draft --submit [customer]--> requested',
        'requested --start_review [staff]--> in_review',
        'requested --cancel [customer|staff]--> cancelled',
        'in_review --request_info [staff]--> info_requested',
        'in_review --send [staff]--> sent',
        'in_review --cancel [customer|staff]--> cancelled',
        'info_requested --answer_info [customer]--> in_review',
        'info_requested --cancel [customer|staff]--> cancelled',
        'sent --accept [customer]--> accepted',
        'sent --reject [customer]--> rejected',
        'sent --withdraw [staff]--> in_review',
        'sent --expire [system]--> expired',
      ].sort(),
    );
  });

  it('leaves no move out of a final status', () => {
    for (const rule of Object.values(QUOTE_TRANSITIONS)) {
      for (const final of ['accepted', 'rejected', 'expired', 'cancelled'] as const)
        expect(rule.from).not.toContain(final);
    }
  });

  it('every non-final status has a way out', () => {
    const left = new Set(Object.values(QUOTE_TRANSITIONS).flatMap((rule) => rule.from));
    expect(QUOTE_STATUSES.filter((status) => !left.has(status))).toEqual([
      'accepted',
      'rejected',
      'expired',
      'cancelled',
    ]);
  });

  it('has a label and a rule for every move type', () => {
    expect(Object.keys(QUOTE_TRANSITIONS).sort()).toEqual([...QUOTE_MOVE_TYPES].sort());
    expect(Object.keys(QUOTE_MOVE_LABELS).sort()).toEqual([...QUOTE_MOVE_TYPES].sort());
  });
});

describe('ZQuoteMove and ZQuoteActor', () => {
  it('parse well-formed moves', () => {
    const submit = { type: 'submit', lineCount: 2, details: makeRequestDetails(), quote_number: 'COT-2026-000001' };
    expect(ZQuoteMove.parse(submit)).toEqual(submit);
    const send = {
      type: 'send',
      lines: [makeDeskLine({ unit_price_cents: null })],
      valid_until: new Date('2030-01-01'),
      terms: '',
    };
    expect(ZQuoteMove.parse(send)).toEqual(send);
    expect(ZQuoteMove.parse({ type: 'cancel' })).toEqual({ type: 'cancel' });
  });

  it('reject malformed moves and actors', () => {
    expect(ZQuoteMove.safeParse({ type: 'approve' }).success).toBe(false);
    expect(
      ZQuoteMove.safeParse({
        type: 'submit',
        lineCount: -1,
        details: makeRequestDetails(),
        quote_number: 'COT-2026-000001',
      }).success,
    ).toBe(false);
    expect(
      ZQuoteMove.safeParse({ type: 'submit', lineCount: 1, details: makeRequestDetails(), quote_number: 'COT-26-1' })
        .success,
    ).toBe(false);
    expect(ZQuoteMove.safeParse({ type: 'send', lines: [], valid_until: '2030-01-01', terms: '' }).success).toBe(false);
    expect(ZQuoteMove.safeParse({ type: 'reject', reason: 'x'.repeat(501) }).success).toBe(false);
    expect(ZQuoteActor.safeParse({ role: 'admin', uid: 'u' }).success).toBe(false);
    expect(ZQuoteActor.safeParse({ role: 'staff', uid: '' }).success).toBe(false);
  });
});

describe('ZQuoteMoveRequest: what a person may ask over HTTP', () => {
  it('takes a send as a validity day and terms, never prices', () => {
    expect(ZQuoteMoveRequest.parse({ type: 'send', valid_until_day: '2030-01-31', terms: 'Pago contado' })).toEqual({
      type: 'send',
      valid_until_day: '2030-01-31',
      terms: 'Pago contado',
    });
    expect(
      ZQuoteMoveRequest.safeParse({ type: 'send', valid_until_day: '2030-01-31', terms: '', lines: [] }).success,
    ).toBe(false);
    expect(ZQuoteMoveRequest.safeParse({ type: 'send', valid_until_day: '2030-02-30', terms: '' }).success).toBe(false);
    expect(ZQuoteMoveRequest.safeParse({ type: 'send', valid_until_day: '2100-01-01', terms: '' }).success).toBe(false);
  });

  it('has no submit or expire, and refuses extra fields', () => {
    expect(ZQuoteMoveRequest.safeParse({ type: 'submit', lineCount: 1 }).success).toBe(false);
    expect(ZQuoteMoveRequest.safeParse({ type: 'expire' }).success).toBe(false);
    expect(ZQuoteMoveRequest.safeParse({ type: 'accept', status: 'accepted' }).success).toBe(false);
    expect(ZQuoteMoveRequest.parse({ type: 'cancel', reason: 'Ya no' })).toEqual({ type: 'cancel', reason: 'Ya no' });
  });
});
