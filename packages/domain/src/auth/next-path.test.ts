import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN_PATH, safeNextPath, signInHref } from './next-path';

describe('safeNextPath (back to where the visitor came from, never elsewhere)', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeNextPath('/productos/p-1')).toBe('/productos/p-1');
    expect(safeNextPath('/productos?q=cable&marca=x')).toBe('/productos?q=cable&marca=x');
  });

  it.each([
    null,
    undefined,
    '',
    'productos',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    `/${'a'.repeat(2048)}`,
    '/b2b/login',
    '/b2b/login?next=/x',
  ])('falls back for %j', (next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_AFTER_SIGN_IN_PATH);
  });

  it('uses the given fallback', () => {
    expect(safeNextPath('https://x.example', '/carrito')).toBe('/carrito');
  });
});

describe('signInHref (the sign-in screen, then back to the whole address)', () => {
  it('keeps the path and its query', () => {
    expect(signInHref('/b2b/solicitar?carrito=buy-now')).toBe('/b2b/login?next=%2Fb2b%2Fsolicitar%3Fcarrito%3Dbuy-now');
    expect(new URLSearchParams(signInHref('/productos?q=cable&marca=x').split('?')[1]).get('next')).toBe(
      '/productos?q=cable&marca=x',
    );
  });

  it('comes back to /b2b from the sign-in screen itself or from anything unsafe', () => {
    expect(signInHref('/b2b/login?next=%2Fcarrito')).toBe('/b2b/login?next=%2Fb2b');
    expect(signInHref('//evil.example')).toBe('/b2b/login?next=%2Fb2b');
  });
});
