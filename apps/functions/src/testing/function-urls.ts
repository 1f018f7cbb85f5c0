// Where the integration tests reach the functions. Not bundled.
import { inject } from 'vitest';
import { FUNCTIONS_REGION } from '@voltia/domain';

const project = () => process.env.GCLOUD_PROJECT ?? '';

/** A function's URL on the Functions emulator (FUNCTIONS_EMULATOR_ORIGIN, set by scripts/emulators.mjs). */
export function emulatorFunctionUrl(name: string): string {
  return `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${project()}/${FUNCTIONS_REGION}/${name}`;
}

/**
 * The same function on the suite's own instance of the bundle (function-instance.ts): where the
 * bursts go, as they reach one 2nd gen instance in production.
 */
export function instanceFunctionUrl(name: string): string {
  return `${inject('functionsInstanceOrigin')}/${project()}/${FUNCTIONS_REGION}/${name}`;
}
