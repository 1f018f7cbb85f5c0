import { ZCartLine, ZQuoteDocument, allowedMoves, quoteInvariantViolations } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { buildDemoQuotes } from './demo-quotes';
import { DEMO_USERS } from './demo-users';

const customer = DEMO_USERS.find((user) => user.role === 'customer')!;

describe('buildDemoQuotes', () => {
  const quotes = buildDemoQuotes();

  it('gives the demo customer a pending request and a site list, with fixed ids', () => {
    expect(quotes.map((demo) => [demo.id, demo.quote.status, demo.quote.alias])).toEqual([
      ['demo-quote-norte-solicitada', 'requested', 'Cotización Nueva'],
      ['demo-quote-norte-obra-centro', 'draft', 'Obra Monterrey Centro'],
    ]);
  });

  it('builds documents the schema and the lifecycle invariants accept, owned by the customer', () => {
    for (const { quote, lines } of quotes) {
      expect(ZQuoteDocument.parse(quote)).toEqual(quote);
      expect(quoteInvariantViolations(quote)).toEqual([]);
      expect(quote).toMatchObject({ owner: customer.uid, isAnonymous: false, customer: { id: customer.uid, nameOfClient: customer.profile.full_name } });
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(ZCartLine.parse(line)).toEqual(line);
      expect(new Set(lines.map((line) => line.product_id)).size).toBe(lines.length);
    }
  });

  it('records the request with its details and lets the customer still cancel it', () => {
    const [requested] = quotes;
    expect(requested!.quote.submitted_at).toEqual(new Date('2026-11-16T15:42:00.000Z'));
    expect(requested!.quote.request_details).toMatchObject({ company: 'Constructora Norte S.A. de C.V.', tax_id: 'CNO010203AB1', email: customer.email });
    expect(allowedMoves(requested!.quote, { role: 'customer', uid: customer.uid }, new Date('2026-11-22T12:00:00.000Z'))).toContain('cancel');
  });

  it('is deterministic', () => {
    expect(buildDemoQuotes()).toEqual(quotes);
  });
});
