import type { TQuoteDocument } from './quote-document';
import { quoteNumberSequence } from './quote-number';

// Firestore has no text search, so every requested quote stores `search_keys`: the prefixes of the
// words staff search by (quote number, customer, company, contact, email, tax id), folded to lower
// case without accents. The inbox asks for one word with `array-contains` and checks the others
// against the same keys, so a search costs what an ordinary page costs.

const MIN_PREFIX = 2;
/** Longer words match on their first 24 characters. */
export const MAX_SEARCH_PREFIX = 24;

/** Lower case, accents off (á → a, ñ → n), anything else than letters and digits a separator. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text as search keys compare them: folded and cut at MAX_SEARCH_PREFIX. */
export function searchTokens(text: string): string[] {
  const words = foldSearchText(text)
    .split(' ')
    .filter((word) => word.length >= MIN_PREFIX)
    .map((word) => word.slice(0, MAX_SEARCH_PREFIX));
  return [...new Set(words)];
}

/** The key a quote's sequence number is found by ("123" finds COT-2026-000123). */
export function sequenceSearchKey(sequence: number): string {
  return `#${sequence}`;
}

/** Every key a requested quote is found by; a draft has none (the inbox never lists drafts). */
export function quoteSearchKeys(
  quote: Pick<TQuoteDocument, 'status' | 'quote_number' | 'customer' | 'request_details'>,
): string[] {
  if (quote.status === 'draft') return [];
  const details = quote.request_details;
  const texts = [
    quote.quote_number,
    quote.customer.nameOfClient,
    details?.company,
    details?.contact_name,
    details?.email,
    details?.tax_id,
  ];
  const keys = new Set<string>();
  for (const word of texts.flatMap((text) => (text ? searchTokens(text) : []))) {
    for (let length = MIN_PREFIX; length <= word.length; length += 1) keys.add(word.slice(0, length));
  }
  const sequence = quote.quote_number === null ? undefined : quoteNumberSequence(quote.quote_number);
  if (sequence !== undefined) keys.add(sequenceSearchKey(sequence));
  return [...keys].sort();
}

/** A quote as it is stored: its fields plus the inbox's `search_keys`, derived so they never drift. */
export function withSearchKeys<
  T extends Pick<TQuoteDocument, 'status' | 'quote_number' | 'customer' | 'request_details'>,
>(quote: T): T & { search_keys: string[] } {
  return { ...quote, search_keys: quoteSearchKeys(quote) };
}

/** The keys any one of which satisfies a searched word: itself, and for a number also its sequence key. */
export function keysForSearchToken(token: string): string[] {
  return /^\d+$/.test(token) ? [token, sequenceSearchKey(Number(token))] : [token];
}

/** Whether a quote's keys contain every searched word (the words the query did not ask Firestore for). */
export function matchesSearchTokens(keys: readonly string[], tokens: readonly string[]): boolean {
  const have = new Set(keys);
  return tokens.every((token) => keysForSearchToken(token).some((key) => have.has(key)));
}

/** The one array condition a searched list asks Firestore for: `search_keys` holding a searched word's key. */
export type TSearchKeysCondition =
  | { readonly field: 'search_keys'; readonly op: 'array-contains'; readonly value: string }
  | { readonly field: 'search_keys'; readonly op: 'array-contains-any'; readonly value: readonly string[] };

/**
 * A search as a searched list asks for it (the inbox, the order list, /precios): the longest word,
 * which narrows the most, as the query's `search_keys` condition, and the other words, which each
 * listed row must match too (Firestore takes one array condition per query). No words: no condition.
 */
export function searchKeysCondition(search: string): {
  condition: TSearchKeysCondition | null;
  residual: string[];
} {
  const tokens = searchTokens(search);
  const primary = [...tokens].sort((a, b) => b.length - a.length || a.localeCompare(b))[0];
  if (primary === undefined) return { condition: null, residual: [] };
  const keys = keysForSearchToken(primary);
  return {
    condition:
      keys.length === 1
        ? { field: 'search_keys', op: 'array-contains', value: primary }
        : { field: 'search_keys', op: 'array-contains-any', value: keys },
    residual: tokens.filter((token) => token !== primary),
  };
}
