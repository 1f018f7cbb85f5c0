import { describe, expect, it } from 'vitest';
import { QUOTE_MOVE_TYPES } from './quote-move';
import {
  mailKindForMessage,
  mailKindForMove,
  QUOTE_MAIL_AUDIENCE,
  QUOTE_MAIL_KINDS,
  quoteMailId,
} from './quote-notifications';

describe('quote notifications', () => {
  it('staff sending or asking tell the customer; the customer answering, deciding or cancelling tells staff', () => {
    const table = QUOTE_MOVE_TYPES.flatMap((move) =>
      (['customer', 'staff', 'system'] as const)
        .map((role) => [move, role, mailKindForMove(move, role)])
        .filter(([, , kind]) => kind !== null),
    );
    expect(table).toEqual([
      ['request_info', 'staff', 'info_requested'],
      ['answer_info', 'customer', 'customer_answered'],
      ['send', 'staff', 'offer_sent'],
      ['accept', 'customer', 'customer_accepted'],
      ['reject', 'customer', 'customer_rejected'],
      ['cancel', 'customer', 'customer_cancelled'],
    ]);
  });

  it('every kind has an audience', () => {
    expect(Object.keys(QUOTE_MAIL_AUDIENCE).sort()).toEqual([...QUOTE_MAIL_KINDS].sort());
  });

  it('one event, one outbox id', () => {
    expect(quoteMailId('q1', 'offer_sent', new Date(1000))).toBe('q1-offer_sent-1000');
    expect(quoteMailId('q1', 'customer_message', 'm-9')).toBe('q1-customer_message-m-9');
  });

  it('a thread message goes to the other side', () => {
    expect(mailKindForMessage('staff')).toBe('staff_message');
    expect(mailKindForMessage('customer')).toBe('customer_message');
  });
});
