import { AppError, appErrorFromJSON, toAppError } from '@voltia/domain';
import { firebaseClientEnv } from './env';

/** The HTTP functions the storefront calls with the user's ID token (DESIGN 6). */
export type TFunctionName = 'quotes' | 'mailing' | 'catalogue' | 'suppliers' | 'prices';

async function post(name: TFunctionName, path: string, body: unknown, idToken: string): Promise<Response> {
  try {
    return await fetch(`${firebaseClientEnv().functionsBaseUrl}/${name}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw toAppError(error, 'network/request-failed');
  }
}

/**
 * The refusal of an answer that is not ok: `{ error: { code, items? } }` with a catalogue code
 * becomes an AppError whose Spanish message names the items (the products no longer available).
 */
async function refusalOf(response: Response, what: string): Promise<AppError> {
  const payload: unknown = await response.json().catch(() => null);
  const detail = `${what} answered ${response.status}`;
  return appErrorFromJSON((payload as { error?: unknown } | null)?.error, detail) ?? new AppError('unknown', { detail });
}

/** POSTs JSON to one of our functions; a refusal becomes its AppError, a network failure the network error. */
export async function postToFunction(name: TFunctionName, path: string, body: unknown, idToken: string): Promise<unknown> {
  const response = await post(name, path, body, idToken);
  if (!response.ok) throw await refusalOf(response, `${name}${path}`);
  return response.json().catch(() => null);
}

/** POSTs JSON to one of our functions and reads a file back (a PDF); refusals as postToFunction. */
export async function postToFunctionForFile(name: TFunctionName, path: string, body: unknown, idToken: string): Promise<Blob> {
  const response = await post(name, path, body, idToken);
  if (!response.ok) throw await refusalOf(response, `${name}${path}`);
  return response.blob();
}
