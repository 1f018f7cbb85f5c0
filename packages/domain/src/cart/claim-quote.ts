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
 * is never taken over: to the claimant it does not exist (firestore/not-found, as for an unknown id).
 * Claiming one's own quote again just refreshes the name.
 */
export function claimQuote(quote: TQuoteDocument, claimant: TQuoteClaimant, now: Date): Result<TQuoteDocument> {
  const parsed = ZQuoteClaimant.safeParse(claimant);
  if (!parsed.success || Number.isNaN(now.getTime())) {
    return err(new AppError('input/invalid', { cause: parsed.error, detail: 'claimant or now is invalid' }));
  }
  if (!quote.isAnonymous && quote.owner !== parsed.data.uid)
    return err(new AppError('firestore/not-found', { detail: 'owned by another account' }));
  if (quote.status !== 'draft') return err(new AppError('quote/not-draft'));
  return ok({
    ...quote,
    isAnonymous: false,
    customer: { id: parsed.data.uid, nameOfClient: customerNameOf(parsed.data.displayName) },
    owner: parsed.data.uid,
    updated_at: now,
  });
}

/** The quote already belongs to this account (claimed, or created signed in): claiming it again changes nothing. */
export function isQuoteClaimedBy(quote: Pick<TQuoteDocument, 'isAnonymous' | 'owner'>, uid: string): boolean {
  return !quote.isAnonymous && quote.owner === uid;
}

/**
 * Who asks to move a cart to their account: the signed-in account, and the anonymous user
 * it proved it held (a verified anonymous ID token), if any.
 */
export type TQuoteClaimProof = {
  readonly callerUid: string;
  /** Uid of a verified anonymous-provider ID token the caller presented; null without one. */
  readonly heldAnonymousUid: string | null;
};

/**
 * Whether the caller may claim the quote at all; claimQuote then applies the claim. An account
 * claims its own quote (the anonymous user was linked, uid kept), or an anonymous cart whose
 * anonymous owner it proves it held: a cart is never claimed by someone who did not hold it. An id
 * that names no quote (`undefined`) gets the very refusal someone else's quote gets.
 */
export function authorizeQuoteClaim<T extends Pick<TQuoteDocument, 'isAnonymous' | 'owner'>>(
  quote: T | undefined,
  proof: TQuoteClaimProof,
): Result<T> {
  if (quote === undefined) return err(new AppError('firestore/not-found', { detail: 'no such quote' }));
  if (quote.owner === proof.callerUid) return ok(quote);
  // Someone else's quote is, to the caller, a quote that does not exist: the refusal
  // is the one an unknown id gets, so ids cannot be probed.
  if (!quote.isAnonymous) return err(new AppError('firestore/not-found', { detail: 'owned by another account' }));
  if (proof.heldAnonymousUid === null || proof.heldAnonymousUid !== quote.owner) {
    return err(
      new AppError('firestore/not-found', {
        detail: proof.heldAnonymousUid === null ? 'no anonymous proof' : 'anonymous proof of another user',
      }),
    );
  }
  return ok(quote);
}
