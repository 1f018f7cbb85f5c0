import { AppError, appErrorFromJSON, toAppError } from '@voltia/domain';
import { firebaseClientEnv } from './env';

/** The HTTP functions the storefront calls with the user's ID token (DESIGN 6). */
export type TFunctionName = 'quotes' | 'mailing';

/**
 * POSTs JSON to one of our functions. A refusal comes back as `{ error: { code, items? } }` with a
 * catalogue code, which becomes an AppError whose Spanish message names the items (the products no
 * longer available); a network failure becomes the network error.
 */
export async function postToFunction(name: TFunctionName, path: string, body: unknown, idToken: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${firebaseClientEnv().functionsBaseUrl}/${name}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw toAppError(error, 'network/request-failed');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload;
  const detail = `${name}${path} answered ${response.status}`;
  throw appErrorFromJSON((payload as { error?: unknown } | null)?.error, detail) ?? new AppError('unknown', { detail });
}
