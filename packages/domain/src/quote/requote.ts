import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { ZQuoteDocument } from './quote-document';
import type { TQuoteDocument } from './quote-document';
import { ZQuoteActor } from './quote-move';
import type { TQuoteActor } from './quote-move';

/** A stored quote with its document id, which the new quote points back to. */
export type TIdentifiedQuote = {
  readonly id: string;
  readonly quote: TQuoteDocument;
};

/**
 * DESIGN 5b: a rejected or expired quote stays final; a requote starts a new draft for the same
 * customer, linked by `requote_of`, with none of the old offer's prices, dates or messages. The
 * caller copies the cart lines. The owner or staff may requote; the customer then submits it.
 */
export function requote(source: TIdentifiedQuote, actor: TQuoteActor, now: Date): Result<TQuoteDocument> {
  const parsedActor = ZQuoteActor.safeParse(actor);
  if (!parsedActor.success || source.id.trim() === '') return err(new AppError('input/invalid', { detail: 'actor or id' }));
  const { quote } = source;
  if (quote.status !== 'rejected' && quote.status !== 'expired') return err(new AppError('quote/requote-not-allowed'));
  if (parsedActor.data.role === 'system') return err(new AppError('quote/forbidden'));
  if (parsedActor.data.role === 'customer' && parsedActor.data.uid !== quote.owner) return err(new AppError('quote/not-owner'));

  const parsed = ZQuoteDocument.safeParse({
    source: quote.source,
    alias: quote.alias,
    created_at: now,
    updated_at: now,
    isAnonymous: false,
    customer: quote.customer,
    owner: quote.owner,
    status: 'draft',
    requote_of: source.id,
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}
