import { describe, expect, it } from 'vitest';
import { connectOnce, splitHostPort } from './emulator-target';

describe('splitHostPort', () => {
  it('splits host and port', () => {
    expect(splitHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(splitHostPort('localhost:9099')).toEqual({ host: 'localhost', port: 9099 });
  });
  it('rejects a value without a port', () => {
    expect(() => splitHostPort('localhost')).toThrow(/host:port/);
    expect(() => splitHostPort(':80')).toThrow(/host:port/);
  });
});

describe('connectOnce', () => {
  it('connects an instance the first time only', () => {
    const instance = {};
    let calls = 0;
    connectOnce(instance, () => calls++);
    connectOnce(instance, () => calls++);
    connectOnce({}, () => calls++);
    expect(calls).toBe(2);
  });
});
