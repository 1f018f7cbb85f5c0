import { describe, expect, it, vi } from 'vitest';
import { parseFirebaseClientEnv } from './env';
import { FUNCTIONS_REGION } from '@voltia/domain';

describe('parseFirebaseClientEnv', () => {
  it('defaults to the demo project on the local emulators', () => {
    const env = parseFirebaseClientEnv({});
    expect(env.projectId).toBe('demo-voltia');
    expect(env.useEmulators).toBe(true);
    expect(env.authEmulatorOrigin).toBe('http://127.0.0.1:9099');
    expect(env.firestoreEmulatorHost).toBe('127.0.0.1:8080');
    expect(env.functionsBaseUrl).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}`);
    expect(env.staffEmailDomain).toBe('voltia.example');
  });

  it('takes the staff email domain from the environment and rejects a malformed one', () => {
    expect(parseFirebaseClientEnv({ NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'distribuidora.com.mx' }).staffEmailDomain).toBe(
      'distribuidora.com.mx',
    );
    expect(() => parseFirebaseClientEnv({ NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: '@no valid' })).toThrow(/staffEmailDomain/);
  });

  it('treats blank variables as unset', () => {
    expect(parseFirebaseClientEnv({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: '  ' }).projectId).toBe('demo-voltia');
  });

  it('always uses the emulators for a demo- project, even when told otherwise', () => {
    const env = parseFirebaseClientEnv({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-x',
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'false',
    });
    expect(env.useEmulators).toBe(true);
  });

  it('uses the cloud for a real project unless emulators are asked for', () => {
    const env = parseFirebaseClientEnv({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'voltia-prod',
      NEXT_PUBLIC_FIREBASE_API_KEY: 'key',
      NEXT_PUBLIC_FUNCTIONS_REGION: 'southamerica-east1',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.functionsBaseUrl).toBe('https://southamerica-east1-voltia-prod.cloudfunctions.net');
    const local = parseFirebaseClientEnv({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'voltia-prod',
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'true',
    });
    expect(local.useEmulators).toBe(true);
  });

  it('takes an explicit functions origin without a trailing slash', () => {
    const env = parseFirebaseClientEnv({ NEXT_PUBLIC_FUNCTIONS_ORIGIN: 'https://api.voltia.example/' });
    expect(env.functionsBaseUrl).toBe('https://api.voltia.example');
  });

  it('names the bad variable when the configuration is invalid', () => {
    expect(() => parseFirebaseClientEnv({ NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: 'no-port' })).toThrow(
      /firestoreEmulatorHost/,
    );
    expect(() => parseFirebaseClientEnv({ NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN: 'ftp://x' })).toThrow(/authEmulatorOrigin/);
    expect(() => parseFirebaseClientEnv({ NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'yes' })).toThrow(/useEmulators/);
  });

  it('trims values, lower-cases the staff domain and names every bad variable at once', () => {
    const env = parseFirebaseClientEnv({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: ' demo-x ',
      NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: ' Voltia.Example ',
    });
    expect(env.projectId).toBe('demo-x');
    expect(env.staffEmailDomain).toBe('voltia.example');
    expect(env.authDomain).toBeUndefined();
    expect(() =>
      parseFirebaseClientEnv({ NEXT_PUBLIC_FUNCTIONS_ORIGIN: 'no es url', NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'si' }),
    ).toThrow(/useEmulators: .*; functionsOrigin: not a URL/);
  });
});

describe('functionsBaseUrl', () => {
  it('reads the project and functions variables with the same rules', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_FIREBASE_PROJECT_ID', 'voltia-prod');
    vi.stubEnv('NEXT_PUBLIC_FUNCTIONS_REGION', 'southamerica-east1');
    const { functionsBaseUrl } = await import('./functions-env');
    expect(functionsBaseUrl()).toBe('https://southamerica-east1-voltia-prod.cloudfunctions.net');
    vi.unstubAllEnvs();
  });

  it('refuses a bad functions origin, naming it', async () => {
    vi.resetModules();
    vi.stubEnv('NEXT_PUBLIC_FUNCTIONS_ORIGIN', 'ftp://api.voltia.example');
    const { functionsBaseUrl } = await import('./functions-env');
    expect(() => functionsBaseUrl()).toThrow(/functionsOrigin: not an http\(s\) URL/);
    vi.unstubAllEnvs();
  });
});
