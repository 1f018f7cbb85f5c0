import { describe, expect, it } from 'vitest';
import { BUY_NOW_ALIAS, DEFAULT_QUOTE_ALIAS } from '../cart/new-quote';
import { UNTITLED_QUOTE_TITLE, customerQuoteAlias, quoteTitle, quoteTitleParts } from './quote-title';

describe('quoteTitle', () => {
  it('is the folio and the customer’s own name', () => {
    expect(quoteTitle({ quote_number: 'COT-2026-000017', alias: 'Obra Cumbres' })).toBe(
      'COT-2026-000017 · Obra Cumbres',
    );
    expect(quoteTitleParts({ quote_number: 'COT-2026-000017', alias: 'Obra Cumbres' })).toEqual({
      title: 'COT-2026-000017',
      subtitle: 'Obra Cumbres',
    });
  });

  it('never shows the alias a quote was created with', () => {
    for (const alias of [DEFAULT_QUOTE_ALIAS, BUY_NOW_ALIAS, `  ${DEFAULT_QUOTE_ALIAS} `]) {
      expect(quoteTitle({ quote_number: 'COT-2026-000017', alias })).toBe('COT-2026-000017');
      expect(quoteTitle({ quote_number: null, alias })).toBe(UNTITLED_QUOTE_TITLE);
      expect(customerQuoteAlias({ alias })).toBeNull();
    }
    expect(UNTITLED_QUOTE_TITLE).toBe('Tu cotización');
  });

  it('names a draft by the customer’s own name', () => {
    expect(quoteTitleParts({ quote_number: null, alias: 'Lista bodega norte' })).toEqual({
      title: 'Lista bodega norte',
      subtitle: null,
    });
    expect(customerQuoteAlias({ alias: ' Lista bodega norte ' })).toBe('Lista bodega norte');
  });
});
