import { pickCartLine } from '../cart/cart-line';
import type { TCartLine } from '../cart/cart-line';
import { newQuoteDesk } from './desk/quote-desk';
import type { TQuoteDesk } from './desk/quote-desk';
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
 * A rejected or expired quote stays final; a requote asks for prices again in a new
 * quote for the same customer, linked by `requote_of`, with a new number, the same request details
 * and the same staff member, and none of the old offer, dates or messages. It starts requested:
 * the customer (or staff on their behalf) already said what they need. A quote is requoted once:
 * the source records the new quote (`markRequoted`) in the same commit. The caller copies the lines
 * and allocates the number.
 */
export function requote(
  source: TIdentifiedQuote,
  actor: TQuoteActor,
  now: Date,
  quoteNumber: string,
): Result<TQuoteDocument> {
  const parsedActor = ZQuoteActor.safeParse(actor);
  if (!parsedActor.success || source.id.trim() === '')
    return err(new AppError('input/invalid', { detail: 'actor or id' }));
  const { quote } = source;
  if (parsedActor.data.role === 'system') return err(new AppError('quote/forbidden'));
  if (parsedActor.data.role === 'customer' && parsedActor.data.uid !== quote.owner)
    return err(new AppError('quote/not-owner'));
  if (quote.status !== 'rejected' && quote.status !== 'expired') return err(new AppError('quote/requote-not-allowed'));
  if (quote.requoted_to !== null)
    return err(new AppError('quote/already-requoted', { detail: `requoted to ${quote.requoted_to}` }));

  const parsed = ZQuoteDocument.safeParse({
    source: quote.source,
    alias: quote.alias,
    created_at: now,
    updated_at: now,
    isAnonymous: false,
    customer: quote.customer,
    owner: quote.owner,
    status: 'requested',
    submitted_at: now,
    request_details: quote.request_details,
    quote_number: quoteNumber,
    assignee: quote.assignee,
    waiting_since: now,
    requote_of: source.id,
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}

/** Whether "Volver a cotizar" applies: a rejected or expired quote that was not requoted yet. */
export function isRequotable(quote: Pick<TQuoteDocument, 'status' | 'requoted_to'>): boolean {
  return (quote.status === 'rejected' || quote.status === 'expired') && quote.requoted_to === null;
}

/** The source quote once requoted to `requotedTo`: it points at the new quote and cannot be requoted again. */
export function markRequoted(source: TQuoteDocument, requotedTo: string, now: Date): TQuoteDocument {
  return { ...source, requoted_to: requotedTo, updated_at: now };
}

/**
 * The lines and desk a requote starts with: the products and quantities of the last offer, priced
 * as they were (staff revise from there), or the customer's own lines when no offer was made.
 */
export function requoteStart(
  source: TQuoteDocument,
  cartLines: readonly TCartLine[],
  now: Date,
): { lines: TCartLine[]; desk: TQuoteDesk } {
  if (source.offer === null) {
    const lines = [...cartLines];
    return { lines, desk: newQuoteDesk(lines, now) };
  }
  const lines: TCartLine[] = source.offer.lines.map(pickCartLine);
  const desk = newQuoteDesk(lines, now);
  return {
    lines,
    desk: {
      ...desk,
      terms: source.offer.terms === '' ? desk.terms : source.offer.terms,
      lines: source.offer.lines.map((line) => ({
        ...pickCartLine(line),
        unit_price_cents: line.unit_price_cents,
        discount_bp: line.discount_bp,
        delivery_days: line.delivery_days,
        origin: 'requested' as const,
        requested_quantity: line.quantity,
      })),
    },
  };
}
