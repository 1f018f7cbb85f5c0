import { z } from 'zod';
import { DEFAULT_STAFF_EMAIL_DOMAIN, ZStaffEmailDomain } from '@voltia/domain';

/**
 * The web SDK's configuration, read and validated in this one module.
 *
 * Next.js inlines `process.env.NEXT_PUBLIC_*` only where the name is written out in full, so each
 * variable is read literally below. With no configuration at all the app runs against the local
 * emulators with the demo project: a `demo-` project id can never reach a real Firebase project.
 */
const ZOrigin = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

export const ZFirebaseClientEnv = z
  .object({
    projectId: z.string().trim().min(1).default('demo-voltia'),
    apiKey: z.string().trim().min(1).default('demo-api-key'),
    authDomain: z.string().trim().min(1).optional(),
    appId: z.string().trim().min(1).optional(),
    useEmulators: z.enum(['true', 'false']).optional(),
    authEmulatorOrigin: ZOrigin.default('http://127.0.0.1:9099'),
    firestoreEmulatorHost: z
      .string()
      .regex(/^[\w.-]+:\d+$/, 'host:port')
      .default('127.0.0.1:8080'),
    functionsOrigin: ZOrigin.optional(),
    functionsRegion: z.string().trim().min(1).default('us-central1'),
    /** The company email domain whose verified accounts are staff (spec 5, DESIGN 4). */
    staffEmailDomain: ZStaffEmailDomain.default(DEFAULT_STAFF_EMAIL_DOMAIN),
  })
  .transform(({ useEmulators, functionsOrigin, ...rest }) => {
    // A demo project only exists in the emulators, so it always uses them.
    const emulators = rest.projectId.startsWith('demo-') || useEmulators === 'true';
    const functionsBase = functionsOrigin ?? (emulators ? `http://127.0.0.1:5001/${rest.projectId}/${rest.functionsRegion}` : `https://${rest.functionsRegion}-${rest.projectId}.cloudfunctions.net`);
    return { ...rest, useEmulators: emulators, functionsBaseUrl: functionsBase };
  });
export type TFirebaseClientEnv = z.infer<typeof ZFirebaseClientEnv>;

type RawEnv = Record<string, string | undefined>;

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

/** Parses the environment; throws a readable error naming the bad variable. */
export function parseFirebaseClientEnv(raw: RawEnv): TFirebaseClientEnv {
  const result = ZFirebaseClientEnv.safeParse({
    projectId: blankToUndefined(raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID),
    apiKey: blankToUndefined(raw.NEXT_PUBLIC_FIREBASE_API_KEY),
    authDomain: blankToUndefined(raw.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN),
    appId: blankToUndefined(raw.NEXT_PUBLIC_FIREBASE_APP_ID),
    useEmulators: blankToUndefined(raw.NEXT_PUBLIC_FIREBASE_USE_EMULATORS),
    authEmulatorOrigin: blankToUndefined(raw.NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN),
    firestoreEmulatorHost: blankToUndefined(raw.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST),
    functionsOrigin: blankToUndefined(raw.NEXT_PUBLIC_FUNCTIONS_ORIGIN),
    functionsRegion: blankToUndefined(raw.NEXT_PUBLIC_FUNCTIONS_REGION),
    staffEmailDomain: blankToUndefined(raw.NEXT_PUBLIC_STAFF_EMAIL_DOMAIN),
  });
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid Firebase configuration (${issues})`);
  }
  return result.data;
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
