import { DEFAULT_STAFF_EMAIL_DOMAIN, INVALID_STAFF_EMAIL_DOMAIN_MESSAGE, normalizeStaffEmailDomain } from '@voltia/domain/client';

/**
 * The web SDK's configuration, read and checked in this one module.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_*` only where the name is written out in full, so each
 * variable is read literally below. With no configuration at all the app runs against the local
 * emulators with the demo project: a `demo-` project id can never reach a real Firebase project.
 * Checked by hand, without zod: the stats beacon of a product page reads the functions URL from here
 * long before any other code needs a schema (issue 14).
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
  /** The company email domain whose verified accounts are staff (spec 5, DESIGN 4). */
  readonly staffEmailDomain: string;
  readonly functionsBaseUrl: string;
};

type RawEnv = Record<string, string | undefined>;

/** A variable's value, or its reason to be refused. */
type TCheck = { readonly value: string } | { readonly issue: string };

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

function text(raw: string): TCheck {
  return { value: raw.trim() };
}

/** An http(s) origin, without trailing slashes. */
function origin(raw: string): TCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { issue: 'not a URL' };
  }
  return /^https?:$/.test(url.protocol) ? { value: raw.replace(/\/+$/, '') } : { issue: 'not an http(s) URL' };
}

function hostAndPort(raw: string): TCheck {
  return /^[\w.-]+:\d+$/.test(raw) ? { value: raw } : { issue: 'host:port' };
}

function trueOrFalse(raw: string): TCheck {
  return raw === 'true' || raw === 'false' ? { value: raw } : { issue: "'true' or 'false'" };
}

function staffDomain(raw: string): TCheck {
  const domain = normalizeStaffEmailDomain(raw);
  return domain === null ? { issue: INVALID_STAFF_EMAIL_DOMAIN_MESSAGE } : { value: domain };
}

/** Parses the environment; throws a readable error naming the bad variable. */
export function parseFirebaseClientEnv(raw: RawEnv): TFirebaseClientEnv {
  const issues: string[] = [];
  const read = (name: string, value: string | undefined, check: (raw: string) => TCheck): string | undefined => {
    const given = blankToUndefined(value);
    if (given === undefined) return undefined;
    const checked = check(given);
    if ('issue' in checked) {
      issues.push(`${name}: ${checked.issue}`);
      return undefined;
    }
    return checked.value;
  };
  const projectId = read('projectId', raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID, text) ?? 'demo-voltia';
  const apiKey = read('apiKey', raw.NEXT_PUBLIC_FIREBASE_API_KEY, text) ?? 'demo-api-key';
  const authDomain = read('authDomain', raw.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN, text);
  const appId = read('appId', raw.NEXT_PUBLIC_FIREBASE_APP_ID, text);
  const useEmulators = read('useEmulators', raw.NEXT_PUBLIC_FIREBASE_USE_EMULATORS, trueOrFalse);
  const authEmulatorOrigin = read('authEmulatorOrigin', raw.NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN, origin) ?? 'http://127.0.0.1:9099';
  const firestoreEmulatorHost = read('firestoreEmulatorHost', raw.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST, hostAndPort) ?? '127.0.0.1:8080';
  const functionsOrigin = read('functionsOrigin', raw.NEXT_PUBLIC_FUNCTIONS_ORIGIN, origin);
  const functionsRegion = read('functionsRegion', raw.NEXT_PUBLIC_FUNCTIONS_REGION, text) ?? 'us-central1';
  const staffEmailDomain = read('staffEmailDomain', raw.NEXT_PUBLIC_STAFF_EMAIL_DOMAIN, staffDomain) ?? DEFAULT_STAFF_EMAIL_DOMAIN;
  if (issues.length > 0) throw new Error(`Invalid Firebase configuration (${issues.join('; ')})`);

  // A demo project only exists in the emulators, so it always uses them.
  const emulators = projectId.startsWith('demo-') || useEmulators === 'true';
  const functionsBaseUrl =
    functionsOrigin ?? (emulators ? `http://127.0.0.1:5001/${projectId}/${functionsRegion}` : `https://${functionsRegion}-${projectId}.cloudfunctions.net`);
  return {
    projectId,
    apiKey,
    ...(authDomain === undefined ? {} : { authDomain }),
    ...(appId === undefined ? {} : { appId }),
    useEmulators: emulators,
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
