const COMBINING_MARKS = /\p{M}+/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * The one text normalisation used for indexing and for queries, so both sides always agree:
 * lower case, accents folded ("Termomagnético" → "termomagnetico", "ñ" → "n"), punctuation to single
 * spaces, trimmed. NFKD rather than NFD so compatibility characters fold too ("mm²" → "mm2").
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_LETTER_OR_DIGIT, ' ').trim();
}
