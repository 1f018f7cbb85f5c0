import { z } from 'zod';

/** Quote lifecycle statuses. */
export const QUOTE_STATUSES = [
  'draft',
  'requested',
  'in_review',
  'info_requested',
  'sent',
  'accepted',
  'rejected',
  'expired',
  'cancelled',
] as const;

export const ZQuoteStatus = z.enum(QUOTE_STATUSES);
export type TQuoteStatus = z.infer<typeof ZQuoteStatus>;

export const QUOTE_STATUS_LABELS: Readonly<Record<TQuoteStatus, string>> = {
  draft: 'Borrador',
  requested: 'Solicitada',
  in_review: 'En revisión',
  info_requested: 'Información requerida',
  sent: 'Enviada',
  accepted: 'Aceptada',
  rejected: 'Rechazada',
  expired: 'Vencida',
  cancelled: 'Cancelada',
};

/** Statuses nobody can move a quote out of; a rejected or expired one can only be requoted into a new quote. */
export const FINAL_QUOTE_STATUSES = [
  'accepted',
  'rejected',
  'expired',
  'cancelled',
] as const satisfies readonly TQuoteStatus[];

export function isFinalQuoteStatus(status: TQuoteStatus): boolean {
  return (FINAL_QUOTE_STATUSES as readonly TQuoteStatus[]).includes(status);
}
