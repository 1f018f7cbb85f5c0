import { quoteStatusAt, type TQuoteStatus } from '@voltia/domain';
import type { TInboxRow } from '@voltia/firebase-client/staff';

// What a listed quote says about itself, the same in the table, the cards and the CSV.

/** Who asked: the contact the customer confirmed on the request, else the account's name. */
export function inboxCustomerName(row: Pick<TInboxRow, 'request_details' | 'customer'>): string {
  return row.request_details?.contact_name ?? row.customer.nameOfClient;
}

/** The assignee's name, or "Sin asignar". */
export function inboxAssigneeName(row: Pick<TInboxRow, 'assignee'>): string {
  return row.assignee?.name ?? 'Sin asignar';
}

/** Whether "Tomar" is offered: a request nobody has taken yet. */
export function canTake(row: Pick<TInboxRow, 'status' | 'assignee'>): boolean {
  return row.status === 'requested' && row.assignee === null;
}

/**
 * The status a row shows at `now`: an offer past its validity reads "Vencida" at once, not "Enviada"
 * until the hourly expiry job stores it.
 */
export function inboxStatus(row: Pick<TInboxRow, 'status' | 'valid_until'>, now: Date): TQuoteStatus {
  return quoteStatusAt(row, now);
}
