import { describe, expect, it } from 'vitest';
import { normalizeSearchTerm } from './normalize-search-term';

describe('normalizeSearchTerm', () => {
  it.each([
    ['  Interruptor   TERMOMAGNÉTICO ', 'interruptor termomagnetico'],
    ['interruptor termomagnetico', 'interruptor termomagnetico'],
    ['Tubería\tconduit\n3/4"', 'tuberia conduit 3/4"'],
    ['Pequeño Ñandú', 'pequeno nandu'],
    ['Ü ç à', 'u c a'],
    ['Cable\u00a0THHN', 'cable thhn'],
  ])('%j becomes %j', (term, normalized) => {
    expect(normalizeSearchTerm(term)).toBe(normalized);
  });

  it('is idempotent', () => {
    const once = normalizeSearchTerm('  Canaleta  Plástica ');
    expect(normalizeSearchTerm(once)).toBe(once);
  });
});
