import { createHash } from 'node:crypto';
import type { TSearchRecordEvent } from '@voltia/domain';
import { normalizeSearchTerm } from './normalize-search-term';

/** Firestore allows 1500 bytes; staying far below keeps ids readable in the console. */
export const MAX_STATS_DOC_ID_LENGTH = 400;
const HASH_LENGTH = 16;

// Firestore reserves ids of the form __…__.
const RESERVED_ID = /^__.*__$/;

/** Whether Firestore can name one document by `value` as it is (no "/", not "." or "..", not __…__). */
export function isPlainDocId(value: string): boolean {
  return !value.includes('/') && value !== '.' && value !== '..' && !RESERVED_ID.test(value);
}

/**
 * A Firestore document id for any string, injective (two inputs never share an id) and readable
 * for ordinary values ("p-000123" stays "p-000123"). encodeURIComponent removes "/", the one
 * forbidden character; "~" is escaped too so it can mark a truncated id; spaces read as "+";
 * the reserved ids "." and ".." and the reserved pattern __…__ are escaped.
 */
export function safeDocId(value: string, maxLength: number = MAX_STATS_DOC_ID_LENGTH): string {
  let id = encodeIdPart(value);
  if (id === '.' || id === '..') id = id.replace(/\./g, '%2E');
  if (RESERVED_ID.test(id)) id = `%5F${id.slice(1)}`;
  if (id.length <= maxLength) return id;
  // Too long: a readable prefix cut between characters, then "~" and a hash of the whole value.
  const hash = createHash('sha256').update(value, 'utf8').digest('hex').slice(0, HASH_LENGTH);
  const budget = maxLength - HASH_LENGTH - 1;
  let prefix = '';
  for (const char of value) {
    const part = encodeIdPart(char);
    if (prefix.length + part.length > budget) break;
    prefix += part;
  }
  return `${prefix}~${hash}`;
}

// Works code point by code point (an escape never depends on its neighbours), which is what lets
// a long id be cut between characters. A lone surrogate (possible through a JSON "\ud800" escape)
// would make encodeURIComponent throw, so it gets its own escape, one no other input produces.
function encodeIdPart(value: string): string {
  let encoded = '';
  for (const char of value) {
    const codePoint = char.codePointAt(0) ?? 0;
    encoded +=
      codePoint >= 0xd800 && codePoint <= 0xdfff
        ? `%u${codePoint.toString(16).toUpperCase()}`
        : encodeURIComponent(char).replace('~', '%7E').replace('%20', '+');
  }
  return encoded;
}

/** `stats-searches` id: the search type and the normalised term, e.g. `category__tableros`. */
export function searchStatsDocId(type: TSearchRecordEvent['type'], searchTerm: string): string {
  return `${type}__${safeDocId(normalizeSearchTerm(searchTerm), MAX_STATS_DOC_ID_LENGTH - type.length - 2)}`;
}
