import type { TDeskOp, TSeenDiscount } from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { postToFunction } from '../functions-api';
import type { TQuoteActionAnswer } from '../quotes/quote-actions';

/** Saves a batch of desk edits (all or nothing); answers how many values changed. */
export async function saveDeskEdits(quoteId: string, ops: readonly TDeskOp[]): Promise<TQuoteActionAnswer & { readonly changes: number }> {
  return (await postToFunction('quotes', '/desk', { quoteId, ops }, await currentIdToken())) as TQuoteActionAnswer & { changes: number };
}

/** Assigns the quote to a staff member (null: nobody); "Tomar" is assigning it to oneself with startReview. */
export async function assignQuote(quoteId: string, assigneeUid: string | null, startReview = false): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/assign', { quoteId, assignee_uid: assigneeUid, ...(startReview ? { start_review: true } : {}) }, await currentIdToken())) as TQuoteActionAnswer;
}

/** A second staff member approves the desk's discounts above 15 %, as they saw them. */
export async function approveQuoteDiscounts(quoteId: string, discounts: readonly TSeenDiscount[]): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/approve-discount', { quoteId, discounts }, await currentIdToken())) as TQuoteActionAnswer;
}
