import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { err, ok, type Result } from '../result/result';
import { ZWellFormedText } from '../text/well-formed-text';

// An order's lifecycle as data, like the quote's: an accepted offer becomes a confirmed order,
// staff move it through preparation, shipping and delivery, and may cancel it (with a reason) until
// it ships. Every move is one entry of the order's history (who, when, before → after).

export const ORDER_STATUSES = ['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ORDER_STATUS_LABELS: Readonly<Record<TOrderStatus, string>> = {
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  shipped: 'Enviado',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const ORDER_TEXT_MAX_LENGTH = 80;
export const ORDER_CANCEL_REASON_MAX_LENGTH = 500;

export const ORDER_MOVE_MESSAGES = {
  carrierTooLong: `La paquetería no puede tener más de ${ORDER_TEXT_MAX_LENGTH} caracteres.`,
  trackingTooLong: `El número de guía no puede tener más de ${ORDER_TEXT_MAX_LENGTH} caracteres.`,
  reasonRequired: 'Escribe por qué se cancela el pedido.',
  reasonTooLong: `El motivo no puede tener más de ${ORDER_CANCEL_REASON_MAX_LENGTH} caracteres.`,
} as const;

/** A move staff ask for; shipping may name the carrier and the tracking number, a cancellation needs its reason. */
export const ZOrderMove = z.discriminatedUnion('type', [
  z.object({ type: z.literal('prepare') }),
  z.object({
    type: z.literal('ship'),
    carrier: ZWellFormedText.trim()
      .max(ORDER_TEXT_MAX_LENGTH, { error: ORDER_MOVE_MESSAGES.carrierTooLong })
      .default(''),
    tracking_number: ZWellFormedText.trim()
      .max(ORDER_TEXT_MAX_LENGTH, { error: ORDER_MOVE_MESSAGES.trackingTooLong })
      .default(''),
  }),
  z.object({ type: z.literal('deliver') }),
  z.object({
    type: z.literal('cancel'),
    reason: ZWellFormedText.trim()
      .min(1, { error: ORDER_MOVE_MESSAGES.reasonRequired })
      .max(ORDER_CANCEL_REASON_MAX_LENGTH, { error: ORDER_MOVE_MESSAGES.reasonTooLong }),
  }),
]);
export type TOrderMove = z.infer<typeof ZOrderMove>;
export type TOrderMoveType = TOrderMove['type'];

/** Each move: the statuses it may leave, the one it reaches, and its button's label. */
export const ORDER_MOVES = {
  prepare: { from: ['confirmed'], to: 'preparing', label: 'Pasar a preparación' },
  ship: { from: ['preparing'], to: 'shipped', label: 'Marcar como enviado' },
  deliver: { from: ['shipped'], to: 'delivered', label: 'Marcar como entregado' },
  cancel: { from: ['confirmed', 'preparing'], to: 'cancelled', label: 'Cancelar pedido' },
} as const satisfies Readonly<
  Record<TOrderMoveType, { from: readonly TOrderStatus[]; to: TOrderStatus; label: string }>
>;

/** The moves an order in `status` allows, in the lifecycle's order (none once delivered or cancelled). */
export function orderMovesFrom(status: TOrderStatus): TOrderMoveType[] {
  return (Object.keys(ORDER_MOVES) as TOrderMoveType[]).filter((type) =>
    (ORDER_MOVES[type].from as readonly TOrderStatus[]).includes(status),
  );
}

/** The status an order reaches by a move, or `order/move-not-allowed` (someone moved it first, or it is final). */
export function applyOrderMove(status: TOrderStatus, move: TOrderMove): Result<TOrderStatus> {
  const rule = ORDER_MOVES[move.type];
  return (rule.from as readonly TOrderStatus[]).includes(status)
    ? ok(rule.to)
    : err(new AppError('order/move-not-allowed', { detail: `${move.type} from ${status}` }));
}

/** One entry of an order's history. */
export const ZOrderHistoryEntry = z.object({
  at: z.date(),
  by: z.object({ uid: z.string().min(1), name: z.string() }),
  /** null for the order's creation (the offer accepted). */
  from: ZOrderStatus.nullable(),
  to: ZOrderStatus,
  /** The carrier and tracking number of a shipment, a cancellation's reason. */
  note: z.string().nullable(),
});
export type TOrderHistoryEntry = z.infer<typeof ZOrderHistoryEntry>;

/** What a move adds to the history: a shipment's carrier and tracking number, a cancellation's reason. */
export function orderMoveNote(move: TOrderMove): string | null {
  if (move.type === 'cancel') return move.reason;
  if (move.type !== 'ship') return null;
  const parts = [
    move.carrier === '' ? null : `Paquetería: ${move.carrier}`,
    move.tracking_number === '' ? null : `Guía: ${move.tracking_number}`,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}
