import { describe, expect, it } from 'vitest';
import { makeQuote } from '@voltia/domain/testing';
import { quoteTitle } from './quote-title';

describe('quoteTitle', () => {
  it('names a requested quote by its number, with its name beside it', () => {
    expect(quoteTitle(makeQuote({ status: 'requested', quote_number: 'COT-2026-000123', alias: 'Obra Cumbres' }))).toEqual({ title: 'COT-2026-000123', subtitle: 'Obra Cumbres' });
  });

  it('names a draft or list by its name only', () => {
    expect(quoteTitle(makeQuote({ status: 'draft', alias: 'Obra Monterrey Centro' }))).toEqual({ title: 'Obra Monterrey Centro', subtitle: null });
  });
});
