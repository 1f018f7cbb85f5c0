import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN_PATH, safeNextPath } from './next-path';

describe('safeNextPath (back to where the visitor came from, never elsewhere)', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeNextPath('/productos/p-1')).toBe('/productos/p-1');
    expect(safeNextPath('/productos?q=cable&marca=x')).toBe('/productos?q=cable&marca=x');
  });

  it.each([null, undefined, '', 'productos', 'https://evil.example/', '//evil.example', '/\\evil.example', '/\tevil', `/${'a'.repeat(2048)}`, '/b2b/login', '/b2b/login?next=/x'])(
    'falls back for %j',
    (next) => {
      expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN_PATH);
    },
  );

  it('uses the given fallback', () => {
    expect(safeNextPath('https://x.example', '/carrito')).toBe('/carrito');
  });
});
