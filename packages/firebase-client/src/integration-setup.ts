import { FUNCTIONS_REGION } from '@voltia/domain/client';

// Vitest setup of the integration tests (vitest.integration.config.ts): the app's own configuration
// (NEXT_PUBLIC_*, env.ts) names the emulators that run the tests, as a storefront built for them
// would. Without it the app falls back to the demo project on the default ports, which `npm test`'s
// second set of emulators does not use (scripts/emulators.mjs). Not bundled (tests only).
const { GCLOUD_PROJECT, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_ORIGIN } = process.env;
if (GCLOUD_PROJECT && FIRESTORE_EMULATOR_HOST && FIREBASE_AUTH_EMULATOR_HOST && FUNCTIONS_EMULATOR_ORIGIN) {
  process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID = GCLOUD_PROJECT;
  process.env.NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR_HOST;
  process.env.NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN = `http://${FIREBASE_AUTH_EMULATOR_HOST}`;
  process.env.NEXT_PUBLIC_FUNCTIONS_ORIGIN = `${FUNCTIONS_EMULATOR_ORIGIN}/${GCLOUD_PROJECT}/${FUNCTIONS_REGION}`;
}
