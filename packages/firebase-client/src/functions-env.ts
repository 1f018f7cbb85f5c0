import { envReader, origin, text, trueOrFalse, type TEnvReader, type TRawEnv } from './env-checks';
import { FUNCTIONS_REGION } from '@voltia/domain/client';
import { LOCAL_DEFAULTS } from './local-defaults';

/** Where the app's project and its HTTP functions are: the part of the configuration a stats beacon needs. */
export type TFunctionsEnv = {
  readonly projectId: string;
  readonly useEmulators: boolean;
  readonly functionsRegion: string;
  readonly functionsBaseUrl: string;
};

/** Reads the project and functions variables (env.ts reads the rest with the same reader). */
export function readFunctionsEnv(reader: TEnvReader, raw: TRawEnv): TFunctionsEnv {
  // A build for deployment has no default project (local-defaults.ts): it must name one.
  const projectId =
    reader.read('projectId', raw.NEXT_PUBLIC_FIREBASE_PROJECT_ID, text) ?? LOCAL_DEFAULTS?.projectId ?? '';
  const useEmulators = reader.read('useEmulators', raw.NEXT_PUBLIC_FIREBASE_USE_EMULATORS, trueOrFalse);
  const functionsOrigin = reader.read('functionsOrigin', raw.NEXT_PUBLIC_FUNCTIONS_ORIGIN, origin);
  const functionsRegion = reader.read('functionsRegion', raw.NEXT_PUBLIC_FUNCTIONS_REGION, text) ?? FUNCTIONS_REGION;
  // A demo project only exists in the emulators, so it always uses them.
  const emulators = projectId.startsWith('demo-') || useEmulators === 'true';
  const functionsBaseUrl =
    functionsOrigin ??
    (emulators && LOCAL_DEFAULTS
      ? `${LOCAL_DEFAULTS.functionsEmulatorOrigin}/${projectId}/${functionsRegion}`
      : `https://${functionsRegion}-${projectId}.cloudfunctions.net`);
  return { projectId, useEmulators: emulators, functionsRegion, functionsBaseUrl };
}

let cached: string | undefined;

/**
 * The base URL of this build's HTTP functions (`…/stats`, `…/quotes` hang from it). The same
 * variables and rules as firebaseClientEnv(), without reading the rest of the configuration.
 */
export function functionsBaseUrl(): string {
  if (cached === undefined) {
    const reader = envReader();
    const env = readFunctionsEnv(reader, {
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: process.env.NEXT_PUBLIC_FIREBASE_USE_EMULATORS,
      NEXT_PUBLIC_FUNCTIONS_ORIGIN: process.env.NEXT_PUBLIC_FUNCTIONS_ORIGIN,
      NEXT_PUBLIC_FUNCTIONS_REGION: process.env.NEXT_PUBLIC_FUNCTIONS_REGION,
    });
    reader.done();
    cached = env.functionsBaseUrl;
  }
  return cached;
}
