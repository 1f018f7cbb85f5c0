import type { TQuoteMoveRequest, TQuoteRequestDetailsInput } from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { postToFunction, postToFunctionForFile } from '../functions-api';

export type TQuoteActionAnswer = { readonly quoteId: string; readonly status: string; readonly alreadySubmitted?: boolean; readonly quote_number?: string };

/** Request a quote (draft → requested) through the quotes function; submitting twice makes one request. */
export async function submitQuoteRequest(quoteId: string, details: TQuoteRequestDetailsInput): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/submit', { quoteId, details }, await currentIdToken())) as TQuoteActionAnswer;
}

/** Any other lifecycle move the person may make (customers: cancel, accept, reject, answer; staff: review, ask, send, withdraw, cancel). */
export async function moveQuote(quoteId: string, move: TQuoteMoveRequest): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/move', { quoteId, move }, await currentIdToken())) as TQuoteActionAnswer;
}

/** A message on the quote's thread (the other side is told by email). */
export async function postQuoteMessage(quoteId: string, text: string): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/message', { quoteId, text }, await currentIdToken())) as TQuoteActionAnswer;
}

/** Asks again for prices of a rejected or expired quote; answers the new quote's id and number. */
export async function requoteQuote(quoteId: string): Promise<TQuoteActionAnswer> {
  return (await postToFunction('quotes', '/requote', { quoteId }, await currentIdToken())) as TQuoteActionAnswer;
}

/** The quote's PDF (owner or staff, once sent). */
export async function downloadQuotePdf(quoteId: string): Promise<Blob> {
  return postToFunctionForFile('quotes', '/pdf', { quoteId }, await currentIdToken());
}
