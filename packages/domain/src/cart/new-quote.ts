import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { toWellFormedText } from '../text/is-well-formed-text';
import { ZQuoteDocument } from '../quote/quote-document';
import type { TQuoteDocument } from '../quote/quote-document';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

export const DEFAULT_QUOTE_ALIAS = 'Cotización Nueva';
/** Spec 3 allows 'Compra Ya' or 'Comprar Ya'; one spelling is used so buy-now carts are recognisable. */
export const BUY_NOW_ALIAS = 'Compra Ya';
export const ANONYMOUS_CUSTOMER_NAME = 'Anónimo';
/** Used when the account has no name yet (a phone sign-in, for example), since nameOfClient may not be empty. */
export const UNNAMED_CUSTOMER_NAME = 'Cliente';

export const QUOTE_KINDS = ['cart', 'buy-now'] as const;
export const ZQuoteKind = z.enum(QUOTE_KINDS);
export type TQuoteKind = z.infer<typeof ZQuoteKind>;

export type TNewQuoteInput = {
  /** Uid of the Firebase user (anonymous or not) who creates the quote. */
  readonly ownerUid: string;
  readonly now: Date;
  readonly kind: TQuoteKind;
  /**
   * The signed-in customer's name for `nameOfClient` (buy-now and lists carry the
   * customer's identity). Absent for an anonymous visitor; null or blank for an account without a name.
   */
  readonly customerName?: string | null;
  /** A list's own name; defaults to the kind's alias. */
  readonly alias?: string;
};

/** A name fit for `nameOfClient`: one line, at most 120 characters, never empty. */
export function customerNameOf(name: string | null | undefined): string {
  const clean = toWellFormedText(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 120)
    .trim();
  return clean === '' ? UNNAMED_CUSTOMER_NAME : clean;
}

/**
 * The customer name from the first source that has one (for example the profile's full_name, then
 * the ID token's name), through customerNameOf; UNNAMED_CUSTOMER_NAME when none has.
 */
export function customerNameFrom(candidates: readonly (string | null | undefined)[]): string {
  return customerNameOf(candidates.find((name) => typeof name === 'string' && name.trim() !== ''));
}

/**
 * The quote document created on a visitor's first add. Every visitor has a Firebase user
 * (anonymous at first), so `customer.id` is that uid rather than null: the invariant
 * `customer.id === owner` then holds for every quote and the rules can check it with one comparison.
 */
export function newQuote({ ownerUid, now, kind, customerName, alias }: TNewQuoteInput): Result<TQuoteDocument> {
  const anonymous = customerName === undefined;
  const parsed = ZQuoteDocument.safeParse({
    source: 'cart',
    alias: alias ?? (kind === 'buy-now' ? BUY_NOW_ALIAS : DEFAULT_QUOTE_ALIAS),
    created_at: now,
    updated_at: now,
    isAnonymous: anonymous,
    customer: { id: ownerUid, nameOfClient: anonymous ? ANONYMOUS_CUSTOMER_NAME : customerNameOf(customerName) },
    owner: ownerUid,
    status: 'draft',
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}
