import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import type { TQuoteDocument } from './quote-document';
import { ZHistoryActor } from './quote-history';
import type { THistoryActor } from './quote-history';
import { QUOTE_MESSAGE_MAX_LENGTH } from './quote-limits';

/** A message of the quote's thread (`quote-detail/{id}/messages/{id}`), written by the quotes function. */
export const ZQuoteMessage = z.object({
  at: z.date(),
  author: ZHistoryActor,
  text: ZWellFormedText.min(1).max(QUOTE_MESSAGE_MAX_LENGTH),
});
export type TQuoteMessage = z.infer<typeof ZQuoteMessage>;

/**
 * A message from `author` on the quote: staff on any requested quote; its owner too, signed in
 * (never an anonymous visitor). Drafts have no thread: nobody at the company sees them yet.
 */
export function newQuoteMessage(
  quote: TQuoteDocument,
  author: THistoryActor & { isAnonymous?: boolean },
  text: string,
  now: Date,
): Result<TQuoteMessage> {
  if (author.role === 'system') return err(new AppError('quote/forbidden', { detail: 'system message' }));
  if (author.role === 'customer') {
    if (author.isAnonymous === true) return err(new AppError('auth/sign-in-required'));
    if (author.uid !== quote.owner) return err(new AppError('quote/not-owner'));
  }
  if (quote.status === 'draft') return err(new AppError('quote/invalid-move', { detail: 'message on a draft' }));
  const clean = text.trim();
  if (clean === '') return err(new AppError('quote/message-required'));
  if (clean.length > QUOTE_MESSAGE_MAX_LENGTH)
    return err(new AppError('input/invalid', { detail: 'message too long' }));
  return ok({ at: now, author: { uid: author.uid, role: author.role, name: author.name }, text: clean });
}
