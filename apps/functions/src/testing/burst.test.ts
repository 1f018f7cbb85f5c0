import { describe, expect, it } from 'vitest';
import { isEmulatorProxyFailure } from './burst';

describe('isEmulatorProxyFailure', () => {
  it('recognises the emulator’s own 500 (a socket error body) as a request that never reached the function', () => {
    expect(isEmulatorProxyFailure({ status: 500, retryAfter: null, body: { errno: -32, code: 'EPIPE', syscall: 'write' } })).toBe(true);
  });

  it('never excuses a 500 our function answered, nor another status', () => {
    expect(isEmulatorProxyFailure({ status: 500, retryAfter: null, body: { error: { code: 'unknown', message: 'Ocurrió un error inesperado.' } } })).toBe(false);
    expect(isEmulatorProxyFailure({ status: 500, retryAfter: null, body: 'Internal Server Error' })).toBe(false);
    expect(isEmulatorProxyFailure({ status: 503, retryAfter: '1', body: { errno: -32, code: 'EPIPE', syscall: 'write' } })).toBe(false);
  });
});
