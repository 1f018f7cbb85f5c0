import {
  DEFAULT_STAFF_EMAIL_DOMAIN,
  INVALID_STAFF_EMAIL_DOMAIN_MESSAGE,
  normalizeStaffEmailDomain,
} from '@voltia/domain/client';
import { envReader, origin, text, type TCheck, type TRawEnv } from './env-checks';
import { readFunctionsEnv } from './functions-env';
import { LOCAL_DEFAULTS } from './local-defaults';

/**
 * The web SDK's configuration, read and checked here; the project and functions variables by
 * functions-env.ts, whose functionsBaseUrl() is all a stats beacon needs.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_*` only where the name is written out in full, so each
 * variable is read literally below. With no configuration at all the app runs against the local
 * emulators with the demo project: a `demo-` project id can never reach a real Firebase project.
 * Checked by hand (env-checks.ts), without zod: a product page's stats beacon reads the functions
 * URL long before any other code needs a schema.
 */
export type TFirebaseClientEnv = {
  readonly projectId: string;
  readonly apiKey: string;
  readonly authDomain?: string;
  readonly appId?: string;
  readonly useEmulators: boolean;
  readonly authEmulatorOrigin: string;
  readonly firestoreEmulatorHost: string;
  readonly functionsRegion: string;
  /** The company email domain whose verified accounts are staff. */
  readonly staffEmailDomain: string;
  readonly functionsBaseUrl: string;
};

function hostAndPort(raw: string): TCheck {
  return /^[\w.-]+:\d+$/.test(raw) ? { value: raw } : { issue: 'host:port' };
}

function staffDomain(raw: string): TCheck {
  const domain = normalizeStaffEmailDomain(raw);
  return domain === null ? { issue: INVALID_STAFF_EMAIL_DOMAIN_MESSAGE } : { value: domain };
}

/** Parses the environment; throws a readable error naming the bad variable. */
export function parseFirebaseClientEnv(raw: TRawEnv): TFirebaseClientEnv {
  const reader = envReader();
  const { projectId, useEmulators, functionsRegion, functionsBaseUrl } = readFunctionsEnv(reader, raw);
  const apiKey = reader.read('apiKey', raw.NEXT_PUBLIC_FIREBASE_API_KEY, text) ?? LOCAL_DEFAULTS?.apiKey ?? '';
  const authDomain = reader.read('authDomain', raw.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, text);
  const appId = reader.read('appId', raw.NEXT_PUBLIC_FIREBASE_APP_ID, text);
  const authEmulatorOrigin =
    reader.read('authEmulatorOrigin', raw.NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN, origin) ??
    LOCAL_DEFAULTS?.authEmulatorOrigin ??
    '';
  const firestoreEmulatorHost =
    reader.read('firestoreEmulatorHost', raw.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST, hostAndPort) ??
    LOCAL_DEFAULTS?.firestoreEmulatorHost ??
    '';
  const staffEmailDomain =
    reader.read('staffEmailDomain', raw.NEXT_PUBLIC_STAFF_EMAIL_DOMAIN, staffDomain) ?? DEFAULT_STAFF_EMAIL_DOMAIN;
  reader.done();
  return {
    projectId,
    apiKey,
    ...(authDomain === undefined ? {} : { authDomain }),
    ...(appId === undefined ? {} : { appId }),
    useEmulators,
    authEmulatorOrigin,
    firestoreEmulatorHost,
    functionsRegion,
    staffEmailDomain,
    functionsBaseUrl,
  };
}

let cached: TFirebaseClientEnv | undefined;

/** The configuration of this build, parsed once. */
export function firebaseClientEnv(): TFirebaseClientEnv {
  cached ??= parseFirebaseClientEnv({
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_FIREBASE_USE_EMULATORS: process.env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS,
    NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN: process.env.NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN,
    NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST,
    NEXT_PUBLIC_FUNCTIONS_ORIGIN: process.env.NEXT_PUBLIC_FUNCTIONS_ORIGIN,
    NEXT_PUBLIC_FUNCTIONS_REGION: process.env.NEXT_PUBLIC_FUNCTIONS_REGION,
    NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: process.env.NEXT_PUBLIC_STAFF_EMAIL_DOMAIN,
  });
  return cached;
}
