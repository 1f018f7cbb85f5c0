import { z } from 'zod';
import { toWellFormedText } from '../text/is-well-formed-text';
import { ZWellFormedText } from '../text/well-formed-text';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import type { TQuoteDocument, TStaffRef } from './quote-document';
import type { TQuoteActor } from './quote-move';

/**
 * A staff member as the back-office lists them (`staff-members/{uid}`, written by the quotes
 * function whenever a verified staff member uses it; read by staff only): who a quote can be
 * assigned to, and where their notifications go.
 */
export const ZStaffMember = z.object({
  uid: z.string().min(1),
  name: ZWellFormedText.trim().min(1).max(120),
  email: z.email(),
  updated_at: z.date(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** The display name of a staff member: their name, else the part of the email before the @. */
export function staffDisplayName(name: string | null | undefined, email: string): string {
  const clean = toWellFormedText(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 120);
  return clean === '' ? (email.split('@')[0] ?? email).slice(0, 120) || 'Personal' : clean;
}

/**
 * Assign the quote to a staff member (or to nobody). Staff only, on a quote that was requested;
 * unchanged (same object) when it already has that assignee.
 */
export function assignQuote(
  quote: TQuoteDocument,
  actor: TQuoteActor,
  assignee: TStaffRef | null,
  now: Date,
): Result<TQuoteDocument> {
  if (actor.role !== 'staff') return err(new AppError('quote/forbidden', { detail: `${actor.role} may not assign` }));
  if (quote.status === 'draft') return err(new AppError('quote/invalid-move', { detail: 'assign a draft' }));
  if ((quote.assignee?.uid ?? null) === (assignee?.uid ?? null)) return ok(quote);
  return ok({ ...quote, assignee, updated_at: now });
}
