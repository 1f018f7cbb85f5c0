import { describe, expect, it } from 'vitest';
import { connectFirestoreEmulatorOnce, connectOnce, splitHostPort } from './emulator-target';

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

describe('connectFirestoreEmulatorOnce', () => {
  it('connects an instance to the configured host and port, the first time only', () => {
    const db = {};
    const calls: unknown[][] = [];
    const env = { useEmulators: true, firestoreEmulatorHost: '127.0.0.1:8080' };
    expect(connectFirestoreEmulatorOnce(db, env, (...args) => calls.push(args))).toBe(db);
    connectFirestoreEmulatorOnce(db, env, (...args) => calls.push(args));
    expect(calls).toEqual([[db, '127.0.0.1', 8080]]);
  });

  it('leaves the instance alone when the configuration does not use the emulators', () => {
    const calls: unknown[][] = [];
    connectFirestoreEmulatorOnce({}, { useEmulators: false, firestoreEmulatorHost: '127.0.0.1:8080' }, (...args) =>
      calls.push(args),
    );
    expect(calls).toEqual([]);
  });
});
