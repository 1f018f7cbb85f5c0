import { describe, expect, it } from 'vitest';
import { OTHER_UID, OWNER_UID, daysAfter, makeQuote, makeSentQuote } from '@voltia/domain/testing';
import { customerMoveProblem } from './customer-move-problem';

const sent = makeSentQuote({ valid_until: daysAfter(15) });
const during = daysAfter(3);

describe('customerMoveProblem', () => {
  it('a rejection needs a reason', () => {
    expect(customerMoveProblem(sent, OWNER_UID, { type: 'reject', reason: '   ' }, during)?.code).toBe(
      'quote/reason-required',
    );
    expect(
      customerMoveProblem(sent, OWNER_UID, { type: 'reject', reason: 'El precio supera el presupuesto' }, during),
    ).toBeNull();
  });

  it('an answer needs a message', () => {
    const asked = makeQuote({ status: 'info_requested', info_request: '¿Qué voltaje?' });
    expect(customerMoveProblem(asked, OWNER_UID, { type: 'answer_info', message: '' }, during)?.code).toBe(
      'quote/message-required',
    );
    expect(customerMoveProblem(asked, OWNER_UID, { type: 'answer_info', message: '220 V' }, during)).toBeNull();
  });

  it('an offer past its validity can no longer be accepted', () => {
    expect(customerMoveProblem(sent, OWNER_UID, { type: 'accept' }, daysAfter(20))?.code).toBe('quote/expired');
  });

  it("nobody decides on someone else's quote", () => {
    expect(customerMoveProblem(sent, OTHER_UID, { type: 'accept' }, during)?.code).toBe('quote/not-owner');
  });
});
