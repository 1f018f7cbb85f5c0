import { describe, expect, it } from 'vitest';
import { CODIGO_POSTAL_MESSAGE, ZCodigoPostal, isCodigoPostal } from './codigo-postal';

describe('código postal', () => {
  it('is exactly five digits', () => {
    expect(ZCodigoPostal.parse('64000')).toBe('64000');
    expect(ZCodigoPostal.parse(' 06600 ')).toBe('06600'); // leading zero kept
    expect(isCodigoPostal('01000')).toBe(true);
    for (const bad of ['6400', '640000', '64 000', '64-000', 'ABCDE', '６４０００', '']) {
      expect(isCodigoPostal(bad.trim()), bad).toBe(false);
      expect(ZCodigoPostal.safeParse(bad).error?.issues[0]?.message, bad).toBe(CODIGO_POSTAL_MESSAGE);
    }
    expect(ZCodigoPostal.safeParse(64000).error?.issues[0]?.message).toBe(CODIGO_POSTAL_MESSAGE);
  });
});
