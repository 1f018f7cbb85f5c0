import { describe, expect, it } from 'vitest';
import { validateQuoteAlias } from './validate-quote-alias';

describe('validateQuoteAlias', () => {
  it('trims and accepts 1 to 80 characters', () => {
    expect(validateQuoteAlias('  Obra Norte  ')).toEqual({ ok: true, value: 'Obra Norte' });
    expect(validateQuoteAlias('x')).toEqual({ ok: true, value: 'x' });
    expect(validateQuoteAlias(` ${'x'.repeat(80)} `)).toEqual({ ok: true, value: 'x'.repeat(80) });
  });

  it.each(['', '    ', 'x'.repeat(81), 42, null])('refuses %j', (alias) => {
    const result = validateQuoteAlias(alias);
    expect(!result.ok && result.error.code).toBe('quote/invalid-alias');
  });
});
