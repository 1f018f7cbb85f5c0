import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_MOVES } from '@voltia/domain';
import { ORDER_MOVE_DONE, staffOrderStatusText } from './staff-order-view';

describe('staffOrderStatusText', () => {
  it('says in Spanish what each status asks of staff', () => {
    expect(staffOrderStatusText('confirmed')).toContain('Pásalo a preparación');
    expect(staffOrderStatusText('preparing')).toContain('Márcalo como enviado');
    expect(staffOrderStatusText('shipped')).toContain('Márcalo como entregado');
    expect(staffOrderStatusText('delivered')).toContain('terminó');
    expect(staffOrderStatusText('cancelled')).toContain('Se canceló');
    for (const status of ORDER_STATUSES) expect(staffOrderStatusText(status)).not.toBe('');
  });
});

describe('ORDER_MOVE_DONE', () => {
  it('has a message for every move of the lifecycle', () => {
    expect(Object.keys(ORDER_MOVE_DONE).sort()).toEqual(Object.keys(ORDER_MOVES).sort());
  });
});
