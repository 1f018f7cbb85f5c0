import { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { TQuoteDocument } from '../quote/quote-document';
import { customerNameOf } from './new-quote';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';


export const ZQuoteClaimant = z.object({
  uid: z.string().min(1),
  displayName: z.string().nullable(),
});
export type TQuoteClaimant = z.infer<typeof ZQuoteClaimant>;

/**
 * Spec 4: signing in or registering converts the stored cart from anonymous to owned. Only a draft
 * can be claimed (a submitted quote already has its customer), and a quote owned by another account
 * is never taken over. Claiming one's own quote again just refreshes the name.
 */
export function claimQuote(quote: TQuoteDocument, claimant: TQuoteClaimant, now: Date): Result<TQuoteDocument> {
  const parsed = ZQuoteClaimant.safeParse(claimant);
  if (!parsed.success || Number.isNaN(now.getTime())) {
    return err(new AppError('input/invalid', { cause: parsed.error, detail: 'claimant or now is invalid' }));
  }
  if (!quote.isAnonymous && quote.owner !== parsed.data.uid) return err(new AppError('quote/already-owned'));
  if (quote.status !== 'draft') return err(new AppError('quote/not-draft'));
  return ok({
    ...quote,
    isAnonymous: false,
    customer: { id: parsed.data.uid, nameOfClient: customerNameOf(parsed.data.displayName) },
    owner: parsed.data.uid,
    updated_at: now,
  });
}
