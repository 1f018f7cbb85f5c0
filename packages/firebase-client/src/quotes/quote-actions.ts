import {
  QUOTES_FILE_ROUTES,
  QUOTES_ROUTES,
  type TQuoteAnswer,
  type TQuoteMoveRequest,
  type TQuoteRequestDetailsInput,
} from '@voltia/domain';
import { currentIdToken } from '../account/auth-service';
import { callFileRoute, callRoute } from '../functions-api';

/** Request a quote (draft → requested) through the quotes function; submitting twice makes one request. */
export async function submitQuoteRequest(quoteId: string, details: TQuoteRequestDetailsInput): Promise<TQuoteAnswer> {
  return callRoute(QUOTES_ROUTES.submit, { quoteId, details }, await currentIdToken());
}

/** Any other lifecycle move the person may make (customers: cancel, accept, reject, answer; staff: review, ask, send, withdraw, cancel). */
export async function moveQuote(quoteId: string, move: TQuoteMoveRequest): Promise<TQuoteAnswer> {
  return callRoute(QUOTES_ROUTES.move, { quoteId, move }, await currentIdToken());
}

/** A message on the quote's thread (the other side is told by email). */
export async function postQuoteMessage(quoteId: string, text: string): Promise<TQuoteAnswer> {
  return callRoute(QUOTES_ROUTES.message, { quoteId, text }, await currentIdToken());
}

/** Asks again for prices of a rejected or expired quote; answers the new quote's id and number. */
export async function requoteQuote(quoteId: string): Promise<TQuoteAnswer> {
  return callRoute(QUOTES_ROUTES.requote, { quoteId }, await currentIdToken());
}

/** The quote's PDF (owner or staff, once sent). */
export async function downloadQuotePdf(quoteId: string): Promise<Blob> {
  return callFileRoute(QUOTES_FILE_ROUTES.pdf, { quoteId }, await currentIdToken());
}
