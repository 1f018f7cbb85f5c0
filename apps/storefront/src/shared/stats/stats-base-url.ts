import { functionsBaseUrl } from '@voltia/firebase-client';

/** The stats API's base URL: the `stats` function under the configured functions origin. */
export function statsBaseUrl(): string {
  return `${functionsBaseUrl()}/stats`;
}
