import { describe, expect, it } from 'vitest';
import { corsHeaders, isOriginAllowed } from './cors-headers';

const ALLOWED = ['http://localhost:3000', 'https://voltia.example'];

describe('isOriginAllowed', () => {
  it('accepts listed origins only, exactly', () => {
    expect(isOriginAllowed('http://localhost:3000', ALLOWED)).toBe(true);
    expect(isOriginAllowed('http://localhost:3001', ALLOWED)).toBe(false);
    expect(isOriginAllowed('https://voltia.example.evil.test', ALLOWED)).toBe(false);
    expect(isOriginAllowed('null', ALLOWED)).toBe(false);
    expect(isOriginAllowed(undefined, ALLOWED)).toBe(false);
  });
});

describe('corsHeaders', () => {
  it('echoes an allowed origin, never *', () => {
    expect(corsHeaders('https://voltia.example', ALLOWED)).toEqual({
      Vary: 'Origin',
      'Access-Control-Allow-Origin': 'https://voltia.example',
    });
  });

  it('adds methods, headers and max age to a preflight answer', () => {
    expect(corsHeaders('http://localhost:3000', ALLOWED, true)).toEqual({
      Vary: 'Origin',
      'Access-Control-Allow-Origin': 'http://localhost:3000',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '3600',
    });
  });

  it('gives other origins nothing but Vary', () => {
    expect(corsHeaders('https://evil.example', ALLOWED, true)).toEqual({ Vary: 'Origin' });
    expect(corsHeaders(undefined, ALLOWED)).toEqual({ Vary: 'Origin' });
  });

  it('answers a preflight with the policy of the function', () => {
    const policy = { methods: 'POST, OPTIONS', headers: 'Authorization, Content-Type' };
    expect(corsHeaders('http://localhost:3000', ALLOWED, true, policy)['Access-Control-Allow-Headers']).toBe(
      'Authorization, Content-Type',
    );
  });
});
