import { describe, expect, it } from 'vitest';
import { ZPhoneNumber, normalizePhoneNumber } from './phone-number';

describe('ZPhoneNumber (E.164)', () => {
  it.each([
    ['+525512345678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    [' +52 (55) 1234-5678 ', '+525512345678'],
    ['+1.415.555.2671', '+14155552671'],
    ['+447911123456', '+447911123456'],
  ])('normalises %j to %s', (raw, expected) => {
    expect(ZPhoneNumber.parse(raw)).toBe(expected);
  });

  it.each(['5512345678', '+0525512345678', '+52', '+1234567890123456', '+52 55 abc', '', '++525512345678'])(
    'refuses %j',
    (raw) => {
      expect(ZPhoneNumber.safeParse(raw).success).toBe(false);
    },
  );

  it('gives a Spanish message', () => {
    const result = ZPhoneNumber.safeParse('123');
    expect(result.error?.issues[0]?.message).toContain('código de país');
  });
});

describe('normalizePhoneNumber', () => {
  it('returns the E.164 number or the invalid-phone code', () => {
    expect(normalizePhoneNumber('+52 55 1234 5678')).toEqual({ ok: true, value: '+525512345678' });
    const result = normalizePhoneNumber('55 1234');
    expect(!result.ok && result.error.code).toBe('auth/invalid-phone-number');
  });
});
