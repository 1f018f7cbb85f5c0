// The emails an order sends its customer, beside the quote's (quote-notifications.ts): the
// confirmation when the offer is accepted, and one for each status staff move it to. Each is
// recorded in the outbox in the same transaction as its event, with a deterministic id.

import type { TOrderStatus } from './order-status';

export const ORDER_MAIL_KINDS = ['order_confirmed', 'order_status'] as const;
export type TOrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/**
 * The outbox id of an order email: the order, the kind and the status it tells of. An order reaches
 * each status at most once (its lifecycle never goes back), so one status makes one email however
 * often its move is retried.
 */
export function orderMailId(orderId: string, kind: TOrderMailKind, status: TOrderStatus): string {
  return `${orderId}-${kind}-${status}`;
}
