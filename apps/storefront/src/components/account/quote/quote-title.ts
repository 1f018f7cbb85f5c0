import type { TQuoteDocument } from '@voltia/domain';

/**
 * How the customer names a quote: by its number once requested (COT-2026-000123), with its name
 * beside it; a draft or list has no number yet, only its name.
 */
export function quoteTitle(quote: Pick<TQuoteDocument, 'quote_number' | 'alias'>): { readonly title: string; readonly subtitle: string | null } {
  return quote.quote_number === null ? { title: quote.alias, subtitle: null } : { title: quote.quote_number, subtitle: quote.alias };
}
