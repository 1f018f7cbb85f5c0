import { describe, expect, it } from 'vitest';
import {
  ORDER_MOVES,
  ORDER_MOVE_MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ZOrderMove,
  applyOrderMove,
  orderMoveNote,
  orderMovesFrom,
  type TOrderMove,
} from './order-status';

const MOVES: Record<TOrderMove['type'], TOrderMove> = {
  prepare: { type: 'prepare' },
  ship: { type: 'ship', carrier: 'Paquetexpress', tracking_number: 'PX123' },
  deliver: { type: 'deliver' },
  cancel: { type: 'cancel', reason: 'El cliente canceló la obra' },
};

describe('the order lifecycle', () => {
  it('goes confirmed → en preparación → enviado → entregado, one move at a time', () => {
    expect(applyOrderMove('confirmed', MOVES.prepare)).toEqual({ ok: true, value: 'preparing' });
    expect(applyOrderMove('preparing', MOVES.ship)).toEqual({ ok: true, value: 'shipped' });
    expect(applyOrderMove('shipped', MOVES.deliver)).toEqual({ ok: true, value: 'delivered' });
    const skipped = applyOrderMove('confirmed', MOVES.ship);
    expect(skipped.ok).toBe(false);
    if (!skipped.ok) expect(skipped.error.code).toBe('order/move-not-allowed');
  });

  it('cancels until the order ships, never after', () => {
    expect(applyOrderMove('confirmed', MOVES.cancel)).toEqual({ ok: true, value: 'cancelled' });
    expect(applyOrderMove('preparing', MOVES.cancel)).toEqual({ ok: true, value: 'cancelled' });
    for (const status of ['shipped', 'delivered', 'cancelled'] as const)
      expect(applyOrderMove(status, MOVES.cancel).ok).toBe(false);
  });

  it('offers from each status exactly the moves the table allows, none from a final one', () => {
    expect(orderMovesFrom('confirmed')).toEqual(['prepare', 'cancel']);
    expect(orderMovesFrom('preparing')).toEqual(['ship', 'cancel']);
    expect(orderMovesFrom('shipped')).toEqual(['deliver']);
    expect(orderMovesFrom('delivered')).toEqual([]);
    expect(orderMovesFrom('cancelled')).toEqual([]);
    for (const status of ORDER_STATUSES)
      for (const type of orderMovesFrom(status)) expect(applyOrderMove(status, MOVES[type]).ok).toBe(true);
  });

  it('names every status and move in Spanish', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Confirmado',
      'En preparación',
      'Enviado',
      'Entregado',
      'Cancelado',
    ]);
    expect(Object.values(ORDER_MOVES).every((move) => move.label.length > 0)).toBe(true);
  });

  it('parses a move: a cancellation needs its reason, a shipment may go without carrier or guide', () => {
    const noReason = ZOrderMove.safeParse({ type: 'cancel', reason: '  ' });
    expect(noReason.success).toBe(false);
    expect(noReason.error?.issues[0]?.message).toBe(ORDER_MOVE_MESSAGES.reasonRequired);
    expect(ZOrderMove.parse({ type: 'ship' })).toEqual({ type: 'ship', carrier: '', tracking_number: '' });
    expect(ZOrderMove.safeParse({ type: 'ship', tracking_number: 'x'.repeat(81) }).error?.issues[0]?.message).toBe(
      ORDER_MOVE_MESSAGES.trackingTooLong,
    );
    expect(ZOrderMove.safeParse({ type: 'deliver_now' }).success).toBe(false);
  });

  it('puts the carrier and guide of a shipment, and a cancellation reason, in the history note', () => {
    expect(orderMoveNote(MOVES.ship)).toBe('Paquetería: Paquetexpress · Guía: PX123');
    expect(orderMoveNote({ type: 'ship', carrier: '', tracking_number: 'PX9' })).toBe('Guía: PX9');
    expect(orderMoveNote({ type: 'ship', carrier: '', tracking_number: '' })).toBeNull();
    expect(orderMoveNote(MOVES.cancel)).toBe('El cliente canceló la obra');
    expect(orderMoveNote(MOVES.prepare)).toBeNull();
  });
});
