/**
 * The key search terms are counted under: "  Interruptor  TERMOMAGNÉTICO " and
 * "interruptor termomagnetico" are the same search. Trims, lower-cases, collapses whitespace and
 * strips diacritics (so ñ counts as n: visitors often type it without the tilde).
 */
export function normalizeSearchTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
