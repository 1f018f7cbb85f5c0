import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RFC_MESSAGES, ZRfc, isRfcDate, isValidRfc, normalizeRfc, parseRfc, rfcProblem } from './rfc';

describe('RFC', () => {
  it('accepts a company (3 letters) and a person (4 letters), Ñ and & included', () => {
    for (const rfc of [
      'ENO010101AB1',
      'XAXX010101000',
      'GODE561231GR8',
      'ÑAÑ010203AB1',
      'A&B991231ZZA',
      'PEÑA800229H20',
    ]) {
      expect(rfcProblem(rfc), rfc).toBeUndefined();
    }
  });

  it('normalises what people type: case, spaces and hyphens', () => {
    expect(normalizeRfc(' eno-010101 ab1 ')).toBe('ENO010101AB1');
    expect(parseRfc('gode 561231 gr8')).toEqual({ ok: true, value: 'GODE561231GR8' });
    expect(ZRfc.parse('ñañ-010203-ab1')).toBe('ÑAÑ010203AB1');
  });

  it('refuses each wrong part with its own Spanish message', () => {
    expect(rfcProblem('')).toBe(RFC_MESSAGES.required);
    expect(rfcProblem('AB010101AB1')).toBe(RFC_MESSAGES.shape); // 2 letters
    expect(rfcProblem('ABCDE010101AB1')).toBe(RFC_MESSAGES.shape); // 5 letters
    expect(rfcProblem('ABC01010AB1')).toBe(RFC_MESSAGES.shape); // 5 digits
    expect(rfcProblem('AB1010101AB1')).toBe(RFC_MESSAGES.shape);
    expect(rfcProblem('ABC011301AB1')).toBe(RFC_MESSAGES.date); // month 13
    expect(rfcProblem('ABC010230AB1')).toBe(RFC_MESSAGES.date); // 30 February
    expect(rfcProblem('ABC010229AB1')).toBe(RFC_MESSAGES.date); // 2001 and 1901 are not leap years
    expect(rfcProblem('ABC000229AB1')).toBeUndefined(); // 2000 is
    expect(rfcProblem('ABC010100AB1')).toBe(RFC_MESSAGES.date); // day 0
    expect(rfcProblem('ABC010101ABZ')).toBe(RFC_MESSAGES.homoclave); // check digit is 0-9 or A
    expect(rfcProblem('ABC010101A-1')).toBe(RFC_MESSAGES.homoclave);
    expect(parseRfc('ABC010101')).toEqual({ ok: false, error: RFC_MESSAGES.shape });
    const parsed = ZRfc.safeParse('ABC019901AB1');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(RFC_MESSAGES.date);
    expect(ZRfc.safeParse(42).error?.issues[0]?.message).toBe(RFC_MESSAGES.required);
  });

  it('knows the calendar', () => {
    expect(isRfcDate(24, 2, 29)).toBe(true);
    expect(isRfcDate(23, 2, 29)).toBe(false);
    expect(isRfcDate(99, 4, 31)).toBe(false);
    expect(isRfcDate(99, 12, 31)).toBe(true);
    expect(isRfcDate(0, 0, 1)).toBe(false);
  });
});

const LETTER = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÑ&');
const ALNUM = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const CHECK = fc.constantFrom(...'0123456789A');
const pad = (n: number) => String(n).padStart(2, '0');

/** A valid RFC from its parts (any real date of 2000–2099). */
const validRfc = fc
  .record({
    letters: fc.array(LETTER, { minLength: 3, maxLength: 4 }),
    date: fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    homoclave: fc.tuple(ALNUM, ALNUM, CHECK),
  })
  .map(
    ({ letters, date, homoclave }) =>
      `${letters.join('')}${pad(date.getUTCFullYear() % 100)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${homoclave.join('')}`,
  );

describe('RFC properties', () => {
  it('every RFC built from valid parts is valid, however it is typed', () => {
    fc.assert(
      fc.property(validRfc, fc.boolean(), (rfc, spaced) => {
        const typed = spaced ? ` ${rfc.slice(0, 4).toLowerCase()}-${rfc.slice(4)} ` : rfc;
        expect(isValidRfc(typed)).toBe(true);
        expect(parseRfc(typed)).toEqual({ ok: true, value: rfc });
      }),
    );
  });

  it('normalising is idempotent, and a valid RFC is 12 or 13 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (raw) => {
        const once = normalizeRfc(raw);
        expect(normalizeRfc(once)).toBe(once);
        if (rfcProblem(once) === undefined) expect([12, 13]).toContain(once.length);
      }),
    );
  });

  it('any other length, or a digit among the letters, is refused', () => {
    fc.assert(
      fc.property(validRfc, fc.integer({ min: 0, max: 2 }), (rfc, at) => {
        expect(isValidRfc(rfc.slice(0, at) + '7' + rfc.slice(at + 1))).toBe(false);
        expect(isValidRfc(rfc + 'X')).toBe(false);
        // A person's RFC without its first letter is a company's; a company's without one is too short.
        expect(isValidRfc(rfc.slice(1))).toBe(rfc.length === 13);
      }),
    );
  });
});
