import {
  AppError,
  appErrorFromJSON,
  toAppError,
  type TFunctionFileRoute,
  type TFunctionName,
  type TFunctionRoute,
} from '@voltia/domain';
import type { z } from 'zod';
import { functionsBaseUrl } from './functions-env';

export type { TFunctionName };

/**
 * How long a call may take before the screen says so (network/timeout) and keeps what was typed:
 * past the functions' own 60-second limit, so a call given up on here has ended there too and
 * "Reintentar" cannot race a save still running.
 */
export const FUNCTION_CALL_TIMEOUT_MS = 65_000;

async function post(name: TFunctionName, path: string, body: unknown, idToken: string): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The function did not answer in time.', 'TimeoutError')),
    FUNCTION_CALL_TIMEOUT_MS,
  );
  try {
    return await fetch(`${functionsBaseUrl()}/${name}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    throw toAppError(error, 'network/request-failed');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The refusal of an answer that is not ok: `{ error: { code, items? } }` with a catalogue code
 * becomes an AppError whose Spanish message names the items (the products no longer available).
 */
async function refusalOf(response: Response, what: string): Promise<AppError> {
  const payload: unknown = await response.json().catch(() => null);
  const detail = `${what} answered ${response.status}`;
  return (
    appErrorFromJSON((payload as { error?: unknown } | null)?.error, detail) ?? new AppError('unknown', { detail })
  );
}

/** POSTs JSON to one of our functions; a refusal becomes its AppError, a network failure the network error. */
export async function postToFunction(
  name: TFunctionName,
  path: string,
  body: unknown,
  idToken: string,
): Promise<unknown> {
  const response = await post(name, path, body, idToken);
  if (!response.ok) throw await refusalOf(response, `${name}${path}`);
  return response.json().catch(() => null);
}

/**
 * Calls a route that answers a file (a PDF) by its contract: the body typed by its request schema,
 * the file checked to be of the route's content type; refusals as postToFunction.
 */
export async function callFileRoute<TRequest extends z.ZodType>(
  route: TFunctionFileRoute<TRequest>,
  body: z.input<TRequest>,
  idToken: string,
): Promise<Blob> {
  const response = await post(route.fn, route.path, body, idToken);
  if (!response.ok) throw await refusalOf(response, `${route.fn}${route.path}`);
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.startsWith(route.contentType))
    throw new AppError('unknown', {
      detail: `${route.fn}${route.path} answered ${type || 'no content type'}, not ${route.contentType}`,
    });
  return response.blob();
}

/**
 * Calls one route of one of our functions by its contract (the domain's): the body is typed by the
 * route's request schema, and the answer must pass its answer schema; an answer outside the
 * contract (a function and a client of different versions) is an error, never a value cast.
 */
export async function callRoute<TRequest extends z.ZodType, TAnswer extends z.ZodType>(
  route: TFunctionRoute<TRequest, TAnswer>,
  body: z.input<TRequest>,
  idToken: string,
): Promise<z.output<TAnswer>> {
  const answer = route.answer.safeParse(await postToFunction(route.fn, route.path, body, idToken));
  if (!answer.success)
    throw new AppError('unknown', {
      detail: `${route.fn}${route.path} answered outside its contract: ${answer.error.message}`,
    });
  return answer.data;
}
