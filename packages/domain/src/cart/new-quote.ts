import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ZQuoteDocument } from '../quote/quote-document';
import type { TQuoteDocument } from '../quote/quote-document';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

export const DEFAULT_QUOTE_ALIAS = 'Cotización Nueva';
/** Spec 3 allows 'Compra Ya' or 'Comprar Ya'; one spelling is used so buy-now carts are recognisable. */
export const BUY_NOW_ALIAS = 'Compra Ya';
export const ANONYMOUS_CUSTOMER_NAME = 'Anónimo';

export const QUOTE_KINDS = ['cart', 'buy-now'] as const;
export const ZQuoteKind = z.enum(QUOTE_KINDS);
export type TQuoteKind = z.infer<typeof ZQuoteKind>;

export type TNewQuoteInput = {
  /** Uid of the (usually anonymous) Firebase user who adds the first product. */
  readonly ownerUid: string;
  readonly now: Date;
  readonly kind: TQuoteKind;
};

/**
 * The quote document created on a visitor's first add (spec 4). Every visitor has a Firebase user
 * (anonymous at first, DESIGN 4), so `customer.id` is that uid rather than null: the invariant
 * `customer.id === owner` then holds for every quote and the rules can check it with one comparison.
 */
export function newQuote({ ownerUid, now, kind }: TNewQuoteInput): Result<TQuoteDocument> {
  const parsed = ZQuoteDocument.safeParse({
    source: 'cart',
    alias: kind === 'buy-now' ? BUY_NOW_ALIAS : DEFAULT_QUOTE_ALIAS,
    created_at: now,
    updated_at: now,
    isAnonymous: true,
    customer: { id: ownerUid, nameOfClient: ANONYMOUS_CUSTOMER_NAME },
    owner: ownerUid,
    status: 'draft',
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}
