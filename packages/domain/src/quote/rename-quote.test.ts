import { describe, expect, it } from 'vitest';
import { OTHER_UID, OWNER_UID, STAFF_UID, T0, daysAfter, makeQuote } from '../testing/factories';
import { renameQuote, validateQuoteAlias } from './rename-quote';

const now = daysAfter(1);

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

describe('renameQuote', () => {
  it('lets the owner rename and bumps updated_at', () => {
    const result = renameQuote(makeQuote(), { role: 'customer', uid: OWNER_UID }, ' Ampliación bodega ', now);
    expect(result.ok && result.value.alias).toBe('Ampliación bodega');
    expect(result.ok && result.value.updated_at).toBe(now);
    expect(result.ok && result.value.created_at).toBe(T0);
  });

  it('lets staff rename', () => {
    expect(renameQuote(makeQuote(), { role: 'staff', uid: STAFF_UID }, 'Obra', now).ok).toBe(true);
  });

  it('refuses other customers, the system, bad aliases and bad input', () => {
    const stranger = renameQuote(makeQuote(), { role: 'customer', uid: OTHER_UID }, 'Obra', now);
    expect(!stranger.ok && stranger.error.code).toBe('quote/not-owner');
    const system = renameQuote(makeQuote(), { role: 'system', uid: 'scheduler' }, 'Obra', now);
    expect(!system.ok && system.error.code).toBe('quote/forbidden');
    const blank = renameQuote(makeQuote(), { role: 'customer', uid: OWNER_UID }, '  ', now);
    expect(!blank.ok && blank.error.code).toBe('quote/invalid-alias');
    const badDate = renameQuote(makeQuote(), { role: 'customer', uid: OWNER_UID }, 'Obra', new Date('x'));
    expect(!badDate.ok && badDate.error.code).toBe('input/invalid');
  });
});
