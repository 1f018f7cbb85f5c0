import { AppError, isErrorCode, toAppError } from '@voltia/domain';
import { firebaseClientEnv } from './env';

/** The HTTP functions the storefront calls with the user's ID token (DESIGN 6). */
export type TFunctionName = 'quotes' | 'mailing';

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

/** The refusal of an answer that is not ok: its catalogue code as an AppError. */
async function refusalOf(response: Response, what: string): Promise<AppError> {
  const payload: unknown = await response.json().catch(() => null);
  const code = (payload as { error?: { code?: unknown } } | null)?.error?.code;
  return new AppError(isErrorCode(code) ? code : 'unknown', { detail: `${what} answered ${response.status}` });
}

/**
 * POSTs JSON to one of our functions. A refusal comes back as `{ error: { code } }` with a
 * catalogue code, which becomes an AppError; a network failure becomes the network error.
 */
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
