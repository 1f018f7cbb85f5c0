import { bearerToken } from './bearer-token';
import { corsHeaders, isOriginAllowed } from './cors-headers';
import type { TCorsPolicy } from './cors-headers';
import { parseJsonBody } from './parse-json-body';
import type { THttpErrorCode } from './http-error';
import type { TRefuse } from './refusal';
import type { THttpRequest, THttpResponse } from './http-types';

/** CORS of the functions a signed-in storefront page posts JSON to (mailing, quotes). */
export const AUTHENTICATED_POST_CORS: TCorsPolicy = { methods: 'POST, OPTIONS', headers: 'Authorization, Content-Type' };

const ACCEPTED_MEDIA_TYPES = new Set(['', 'application/json']);

export type TAuthenticatedPostOptions<TCaller> = {
  readonly allowedOrigins: readonly string[];
  /** The endpoint's routes, relative to the function URL. */
  readonly paths: readonly string[];
  readonly maxBodyBytes: number;
  /** The code of a 401 (missing or invalid ID token). */
  readonly unauthenticatedCode: THttpErrorCode;
  /** Verifies a Firebase ID token; rejects when it is not valid. */
  readonly verifyIdToken: (token: string) => Promise<TCaller>;
  readonly refuse: TRefuse;
};

export type TAuthenticatedPost<TCaller> =
  | { readonly ok: true; readonly path: string; readonly caller: TCaller; readonly body: unknown }
  | { readonly ok: false; readonly response: THttpResponse<never> };

/**
 * The front door of an endpoint a signed-in page posts JSON to, in order: Origin, path, preflight,
 * method, `Authorization: Bearer <ID token>`, media type, a JSON body within the size limit. Every
 * refusal happens here, before the endpoint reads or writes anything.
 */
export async function readAuthenticatedPost<TCaller extends { readonly uid: string }>(
  req: THttpRequest,
  options: TAuthenticatedPostOptions<TCaller>,
): Promise<TAuthenticatedPost<TCaller>> {
  const { allowedOrigins, refuse } = options;
  const refused = (response: THttpResponse<never>): TAuthenticatedPost<TCaller> => ({ ok: false, response });

  // A request without Origin is not a browser's cross-site request (server tools and tests).
  if (req.origin !== undefined && !isOriginAllowed(req.origin, allowedOrigins)) return refused(refuse('http/origin-not-allowed', req.origin));
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  if (!options.paths.includes(path)) return refused(refuse('http/not-found', req.path));
  if (req.method === 'OPTIONS') {
    const headers = { ...corsHeaders(req.origin, allowedOrigins, true, AUTHENTICATED_POST_CORS), Allow: AUTHENTICATED_POST_CORS.methods };
    return refused({ status: 204, headers, body: undefined });
  }
  if (req.method !== 'POST') return refused(refuse('http/method-not-allowed', req.method, { headers: { Allow: AUTHENTICATED_POST_CORS.methods } }));

  const token = bearerToken(req.authorization);
  if (token === undefined) return refused(refuse(options.unauthenticatedCode, 'no bearer token', { headers: { 'WWW-Authenticate': 'Bearer' } }));
  let caller: TCaller;
  try {
    caller = await options.verifyIdToken(token);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const detail = `invalid ID token (${typeof code === 'string' ? code : 'unknown'})`;
    return refused(refuse(options.unauthenticatedCode, detail, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } }));
  }

  const mediaType = (req.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_MEDIA_TYPES.has(mediaType)) return refused(refuse('http/unsupported-media-type', mediaType, { uid: caller.uid }));
  const json = parseJsonBody(req.rawBody, options.maxBodyBytes);
  if (!json.ok) return refused(refuse(json.error.code, json.error.detail, { uid: caller.uid }));
  return { ok: true, path, caller, body: json.value };
}
