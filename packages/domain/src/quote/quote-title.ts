import { BUY_NOW_ALIAS, DEFAULT_QUOTE_ALIAS } from '../cart/new-quote';
import type { TQuoteDocument } from './quote-document';

/** What a draft without a folio and without a name of the customer's own is called. */
export const UNTITLED_QUOTE_TITLE = 'Tu cotización';

/** The aliases a quote gets when it is created; they name nothing the customer chose, so they are never shown as its title. */
const DEFAULT_ALIASES: ReadonlySet<string> = new Set([DEFAULT_QUOTE_ALIAS, BUY_NOW_ALIAS]);

type TTitled = Pick<TQuoteDocument, 'quote_number' | 'alias'>;

/** The customer's own name for the quote, or null while it still has the alias it was created with. */
export function customerQuoteAlias(quote: Pick<TQuoteDocument, 'alias'>): string | null {
  const alias = quote.alias.trim();
  return alias === '' || DEFAULT_ALIASES.has(alias) ? null : alias;
}

/**
 * A quote's title in two parts, for screens that show the name under the folio: the folio
 * (COT-2026-000017) with the customer's own name as subtitle; a draft has no folio, so its own name,
 * or UNTITLED_QUOTE_TITLE.
 */
export function quoteTitleParts(quote: TTitled): { readonly title: string; readonly subtitle: string | null } {
  const alias = customerQuoteAlias(quote);
  if (quote.quote_number === null) return { title: alias ?? UNTITLED_QUOTE_TITLE, subtitle: null };
  return { title: quote.quote_number, subtitle: alias };
}

/**
 * A quote's title on one line, the same on the desk, the customer's pages, the PDF and every email:
 * "COT-2026-000017 · Obra Cumbres", "COT-2026-000017" when the customer gave it no name.
 */
export function quoteTitle(quote: TTitled): string {
  const { title, subtitle } = quoteTitleParts(quote);
  return subtitle === null ? title : `${title} · ${subtitle}`;
}
