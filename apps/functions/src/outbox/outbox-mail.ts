import { z } from 'zod';
import { ORDER_MAIL_KINDS, QUOTE_MAIL_KINDS } from '@voltia/domain';

// An email waiting in `mail-outbox/{id}`: rendered when its event is recorded (in the same
// transaction), delivered right after, and by the sweep if that fails. `status` moves
// pending → sending (claimed, with a lease) → sent; a failed send goes back to pending.

export const OUTBOX_KINDS = [...QUOTE_MAIL_KINDS, ...ORDER_MAIL_KINDS] as const;

export const ZOutboxMail = z.object({
  id: z.string().min(1),
  kind: z.enum(OUTBOX_KINDS),
  /** The quote the email is about; for an order's email, the order's quote (the order's id). */
  quote_id: z.string().min(1),
  to: z.string().min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  /** Attach the quote's PDF (the offer as sent). */
  attach_quote_pdf: z.boolean(),
  /** Attach the order's confirmation PDF (`quote_id` is the order's id); emails queued before it existed have none. */
  attach_order_pdf: z.boolean().default(false),
  created_at: z.date(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;
/** An email as it is queued: what it attaches may be left unsaid when it attaches nothing. */
export type TOutboxMailInput = z.input<typeof ZOutboxMail>;

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** How long a claimed email is left to its sender before the sweep may try it again. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
/** After this many failed attempts an email stays in the outbox for a person to look at. */
export const OUTBOX_MAX_ATTEMPTS = 8;

export type TOutboxState = {
  readonly status: TOutboxStatus;
  readonly attempts: number;
  readonly lease_until: Date | null;
};

/** Whether a sender may claim the email now (and so send it): pending, or claimed by someone whose lease ran out. */
export function mayClaimOutboxMail(state: TOutboxState, now: Date): boolean {
  if (state.attempts >= OUTBOX_MAX_ATTEMPTS) return false;
  if (state.status === 'pending') return true;
  return state.status === 'sending' && state.lease_until !== null && state.lease_until.getTime() <= now.getTime();
}
