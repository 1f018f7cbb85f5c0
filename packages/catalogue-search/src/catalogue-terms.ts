// How catalogue text becomes search terms, on the index side and on the query side. Both go through
// the same normalisation, plural folding and unit joining, so they always agree.
import { normalizeSearchText } from './normalize-search-text';

/**
 * Spanish words that carry no meaning in a product search. Without dropping them, AND semantics would
 * make "cable de cobre" miss every cable whose description happens not to contain "de".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'u',
  'un',
  'una',
  'y',
]);

/** Units written after a number ("20 A", "127 V", "2 HP", "12 AWG", "100 m"). */
const UNITS: ReadonlySet<string> = new Set([
  'a',
  'ah',
  'awg',
  'cm',
  'ft',
  'g',
  'hp',
  'hz',
  'ka',
  'kg',
  'kva',
  'kw',
  'l',
  'lm',
  'm',
  'ma',
  'mah',
  'mcm',
  'ml',
  'mm',
  'oz',
  'rpm',
  'v',
  'va',
  'w',
]);
/** Things counted in product names ("2 polos", "3 fases", "8 espacios", "14 entradas"), by stem. */
const COUNTED = new Set(['entrada', 'espacio', 'fase', 'hilo', 'modulo', 'pieza', 'polo', 'puerto', 'salida', 'via']);

/** The unit part of a number+unit term ("v", "awg", "polo"), or undefined when the word is not one. */
function unitOf(part: string): string | undefined {
  if (UNITS.has(part)) return part;
  const stem = stemTerm(part);
  return COUNTED.has(stem) ? stem : undefined;
}

/** "120/240 V" gives "120v" and "240v"; longer runs of numbers before a unit are not one quantity. */
const MAX_NUMBERS_PER_UNIT = 3;

const DIGITS = /^[0-9]+$/;
const LETTERS = /^\p{L}+$/u;
const HAS_LETTER = /\p{L}/u;
const PLURAL_S = /[aeiou]s$/;
const E_AFTER_CONSONANT = /[rlnd]e$/;

/**
 * Light Spanish plural folding to one stem: "interruptores" and "interruptor" → "interruptor",
 * "cables" and "cable" → "cabl", "tensiones" → "tension", "polos" → "polo". The final "s" goes, then an
 * "e" after r/l/n/d, so the singular in "-e" and the plural in "-es" meet ("cable"/"cables",
 * "interruptor"/"interruptores"). Catalogue text mixes both ("Interruptores termomagnéticos" as the
 * category, "Interruptor" in the description); folding makes either spelling find both, and one term
 * where there were two is half the work. Stems are never shown, so they need not be words.
 */
export function stemTerm(term: string): string {
  if (term.length < 5 || !LETTERS.test(term)) return term;
  const singular = PLURAL_S.test(term) ? term.slice(0, -1) : term;
  return E_AFTER_CONSONANT.test(singular) ? singular.slice(0, -1) : singular;
}

/**
 * A number and its unit as one term ("20a", "600v", "2polo"): rare where "20", "v" and "polos" are in
 * half the catalogue, so "600 v" or "2 polos" is both more precise and much cheaper to search.
 */
function unitTerms(parts: readonly string[], unitOfPart: (part: string) => string | undefined): string[] {
  const terms: string[] = [];
  parts.forEach((part, index) => {
    const unit = unitOfPart(part);
    if (unit === undefined) return;
    for (let back = index - 1; back >= 0 && back >= index - MAX_NUMBERS_PER_UNIT && DIGITS.test(parts[back]!); back--) {
      terms.push(`${parts[back]!}${unit}`);
    }
  });
  return terms;
}

/**
 * Index terms of a field: the normalised words (plurals folded, stop words out except in the SKU,
 * where "E" or "A" is a code), number+unit terms, and each punctuated chunk with its punctuation
 * removed, so "S201-C16", "s201 c16" and "S201C16" all find the SKU and "THWLS" finds "THW-LS".
 * Outside the SKU the joined form is only kept when it has a letter (no "120240" from "120/240").
 * Texts, chunks and words repeat a lot across a catalogue (brands, categories, attribute values, the
 * words of descriptions), so their terms, parts, stems and units are memoised; SKUs, which do not
 * repeat, are not kept whole. The arrays returned are shared: callers must not change them.
 */
export function createIndexTokenizer(): (text: string, isSku: boolean) => readonly string[] {
  const stemOf = memoized(stemTerm);
  const unitOfPart = memoized((part: string) => unitOf(part) ?? null);
  const partsOf = memoized((chunk: string): string[] => {
    const normalized = normalizeSearchText(chunk);
    return normalized === '' ? [] : normalized.split(' ');
  });
  const tokenize = (text: string, isSku: boolean): string[] => {
    const sequence: string[] = [];
    const joined: string[] = [];
    for (const chunk of text.split(/\s+/)) {
      const parts = partsOf(chunk);
      sequence.push(...parts);
      if (parts.length > 1) {
        const whole = parts.join('');
        if (isSku || HAS_LETTER.test(whole)) joined.push(whole);
      }
    }
    const words = isSku ? sequence : sequence.filter((part) => !STOP_WORDS.has(part));
    const terms = [...words.map(stemOf), ...joined, ...unitTerms(sequence, (part) => unitOfPart(part) ?? undefined)];
    if (isSku) terms.push(sequence.join(''));
    return terms;
  };
  const fieldTerms = memoized((text: string) => tokenize(text, false));
  return (text, isSku) => (isSku ? tokenize(text, true) : fieldTerms(text));
}

/** Memo entries kept before a memo starts again, so a long-lived engine's memos stay bounded. */
const MEMO_SIZE = 50_000;

function memoized<T>(compute: (key: string) => T): (key: string) => T {
  const memo = new Map<string, T>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(key, (value = compute(key)));
    }
    return value;
  };
}

export interface TQueryText {
  /** The terms to match, in typing order (the last one may be incomplete). */
  terms: string[];
  /** The whole query through `normalizeSearchText` ("S201-C16" → "s201 c16"), to compare with SKUs. */
  normalized: string;
}

/**
 * Query terms, tokenised like the index: numbers joined to the unit after them, plurals folded, stop
 * words dropped (unless the query is nothing but stop words).
 */
export function parseQueryText(text: string): TQueryText {
  const normalized = normalizeSearchText(text);
  if (normalized === '') return { terms: [], normalized };
  const parts = normalized.split(' ');
  const words: string[] = [];
  for (const part of parts) {
    let run = 0;
    while (run < MAX_NUMBERS_PER_UNIT && run < words.length && DIGITS.test(words[words.length - 1 - run]!)) run++;
    const unit = run > 0 ? unitOf(part) : undefined;
    if (unit === undefined) {
      words.push(part);
    } else {
      for (let index = words.length - run; index < words.length; index++) words[index] = `${words[index]!}${unit}`;
    }
  }
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return { terms: (meaningful.length > 0 ? meaningful : words).map(stemTerm), normalized };
}
