// Calling the quotes function on the Functions emulator, for the integration tests. Not bundled.
import type { TEmulatorSession } from './auth-emulator';
import { FUNCTIONS_REGION } from '@voltia/domain';

/** The quotes function's URL on the emulator (FUNCTIONS_EMULATOR_ORIGIN, GCLOUD_PROJECT). */
export const QUOTES_EMULATOR_URL = `${process.env.FUNCTIONS_EMULATOR_ORIGIN}/${process.env.GCLOUD_PROJECT ?? ''}/${FUNCTIONS_REGION}/quotes`;
export const STOREFRONT_ORIGIN = 'http://localhost:3000';

export type TQuotesBody = {
  quoteId?: string;
  status?: string;
  quote_number?: string;
  changes?: number;
  error?: { code: string; message: string; fields?: string[] };
};

/** POSTs `body` to a route as the storefront does (its Origin, the session's ID token). */
export async function postQuotesEmulator(
  route: string,
  body: unknown,
  session: TEmulatorSession,
): Promise<{ status: number; body: TQuotesBody }> {
  const res = await fetch(`${QUOTES_EMULATOR_URL}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT_ORIGIN,
      Authorization: `Bearer ${session.idToken}`,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? {} : JSON.parse(text)) as TQuotesBody };
}

/** Reads until `done` (every 200 ms, 10 s at most): for what a function does after it answers (emails). */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
