import type { TQuoteMove, TQuoteRequestDetailsInput } from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { postToFunction } from '../functions-api';

export type TQuoteActionAnswer = { readonly quoteId: string; readonly status: string; readonly alreadySubmitted?: boolean };

/** Request a quote (draft → requested) through the quotes function; submitting twice makes one request. */
export async function submitQuoteRequest(quoteId: string, details: TQuoteRequestDetailsInput): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/submit', { quoteId, details }, await currentIdToken())) as TQuoteActionAnswer;
}

/** Any other lifecycle move the person may make (cancel, accept, reject, answer). */
export async function moveQuote(quoteId: string, move: Exclude<TQuoteMove, { type: 'submit' }>): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/move', { quoteId, move }, await currentIdToken())) as TQuoteActionAnswer;
}
