import { applyQuoteMove, type AppError, type TQuoteDocument, type TQuoteMove } from '@voltia/domain';

/**
 * Why the lifecycle would refuse this customer's move now (an empty reason or answer, an offer past
 * its validity…), or null: the form says so at once, with the catalogue's message, before a request.
 */
export function customerMoveProblem(quote: TQuoteDocument, uid: string, move: TQuoteMove, now: Date): AppError | null {
  const result = applyQuoteMove(quote, { role: 'customer', uid, isAnonymous: false }, move, now);
  return result.ok ? null : result.error;
}
