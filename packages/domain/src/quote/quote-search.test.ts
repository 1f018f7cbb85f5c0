import { describe, expect, it } from 'vitest';
import { T0, makeQuote, makeRequestDetails } from '../testing/factories';
import {
  searchKeysCondition,
  foldSearchText,
  keysForSearchToken,
  matchesSearchTokens,
  quoteSearchKeys,
  searchTokens,
  withSearchKeys,
} from './quote-search';

const quote = makeQuote({
  status: 'requested',
  submitted_at: T0,
  quote_number: 'COT-2026-000123',
  customer: { id: 'uid-owner', nameOfClient: 'Jorge Treviño' },
  request_details: makeRequestDetails({
    company: 'Constructora Norte S.A.',
    contact_name: 'Jorge Treviño Garza',
    email: 'compras@norte.example',
    tax_id: 'CNO010203AB1',
  }),
});

describe('inbox search keys', () => {
  it('folds case and accents and splits on anything that is not a letter or digit', () => {
    expect(foldSearchText('  Treviño, ÁLVAREZ-López ')).toBe('trevino alvarez lopez');
    expect(searchTokens('COT-2026-000123 a  Norte norte')).toEqual(['cot', '2026', '000123', 'norte']);
    expect(searchTokens('x'.repeat(30))).toEqual(['x'.repeat(24)]);
  });

  it('a requested quote is found by prefixes of its number, customer, company, contact, email and tax id', () => {
    const keys = quoteSearchKeys(quote);
    for (const key of [
      'cot',
      '2026',
      '000123',
      '#123',
      'tr',
      'trevino',
      'constr',
      'norte',
      'garza',
      'compras',
      'example',
      'cno010203ab1',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys).not.toContain('t');
    expect(keys).toEqual([...keys].sort());
  });

  it('a draft has no keys', () => {
    expect(quoteSearchKeys(makeQuote())).toEqual([]);
  });

  it('a stored quote carries its keys', () => {
    expect(withSearchKeys(quote)).toEqual({ ...quote, search_keys: quoteSearchKeys(quote) });
  });

  it('a number searched matches itself or a quote sequence', () => {
    expect(keysForSearchToken('123')).toEqual(['123', '#123']);
    expect(keysForSearchToken('000123')).toEqual(['000123', '#123']);
    expect(keysForSearchToken('norte')).toEqual(['norte']);
  });

  it('every searched word must match', () => {
    const keys = quoteSearchKeys(quote);
    expect(matchesSearchTokens(keys, searchTokens('jorge norte'))).toBe(true);
    expect(matchesSearchTokens(keys, searchTokens('123 treviño'))).toBe(true);
    expect(matchesSearchTokens(keys, searchTokens('jorge sur'))).toBe(false);
  });
});

describe('searchKeysCondition', () => {
  it('asks for the longest word (a number also by its sequence key) and leaves the others to the rows', () => {
    expect(searchKeysCondition('obra norte monterrey')).toEqual({
      condition: { field: 'search_keys', op: 'array-contains', value: 'monterrey' },
      residual: ['obra', 'norte'],
    });
    expect(searchKeysCondition('123').condition).toEqual({
      field: 'search_keys',
      op: 'array-contains-any',
      value: ['123', '#123'],
    });
    expect(searchKeysCondition(' · ')).toEqual({ condition: null, residual: [] });
  });
});
