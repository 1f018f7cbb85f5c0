import { ZQuoteDocument, quoteInvariantViolations } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { BENCH_QUOTE_PREFIX, buildBenchQuotes } from './bench-quotes';

describe('buildBenchQuotes', () => {
  it('builds requested quotes with unique ids and numbers, valid by the domain', () => {
    const quotes = buildBenchQuotes(120, new Date('2026-11-23T18:00:00Z'));
    expect(new Set(quotes.map((q) => q.id)).size).toBe(120);
    expect(new Set(quotes.map((q) => q.quote.quote_number)).size).toBe(120);
    for (const { id, quote } of quotes) {
      expect(id.startsWith(BENCH_QUOTE_PREFIX)).toBe(true);
      expect(quote.status).toBe('requested');
      expect(ZQuoteDocument.parse(quote)).toEqual(quote);
      expect(quoteInvariantViolations(quote)).toEqual([]);
    }
  });
});
