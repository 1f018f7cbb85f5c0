import { bearerToken } from './bearer-token';
import { corsHeaders, isOriginAllowed } from './cors-headers';
import type { TCorsPolicy } from './cors-headers';
import { parseJsonBody } from './parse-json-body';
import type { THttpErrorCode } from './http-error';
import type { TRefuse } from './refusal';
import type { THttpRequest, THttpResponse } from './http-types';

/** CORS of the functions a signed-in storefront page posts JSON to (mailing, quotes). */
export const AUTHENTICATED_POST_CORS: TCorsPolicy = {
  methods: 'POST, OPTIONS',
  headers: 'Authorization, Content-Type',
};

const JSON_MEDIA_TYPES: readonly string[] = ['', 'application/json'];

/** The Admin SDK's codes for Auth not answering, as opposed to a token it refused. */
const AUTH_BACKEND_FAILURES: ReadonlySet<string> = new Set([
  'auth/internal-error',
  'app/network-error',
  'app/network-timeout',
]);

/** How an endpoint knows its caller: a Firebase ID token in `Authorization: Bearer …`. */
export type TPostAuth<TCaller> = {
  /** The code of a 401 (missing or invalid ID token). */
  readonly unauthenticatedCode: THttpErrorCode;
  /** Verifies a Firebase ID token; rejects when it is not valid. */
  readonly verifyIdToken: (token: string) => Promise<TCaller>;
};

export type TReadPostOptions<TCaller> = {
  readonly allowedOrigins: readonly string[];
  /** The endpoint's routes, relative to the function URL. */
  readonly paths: readonly string[];
  readonly maxBodyBytes: number;
  /** The preflight's methods and headers. */
  readonly cors: TCorsPolicy;
  /** The Content-Types a body may be declared with ('' is none); JSON by default. */
  readonly mediaTypes?: readonly string[];
  /** The ID token the caller must send; without it the endpoint is open to any allowed origin. */
  readonly auth?: TPostAuth<TCaller>;
  readonly refuse: TRefuse;
};

export type TReadPost<TCaller> =
  | { readonly ok: true; readonly path: string; readonly caller: TCaller; readonly body: unknown }
  | { readonly ok: false; readonly response: THttpResponse<never> };

/**
 * The front door of an endpoint a storefront page posts JSON to, in order: Origin, path, preflight,
 * method, `Authorization: Bearer <ID token>` where the endpoint needs a caller, media type, a JSON
 * body within the size limit. Every refusal happens here, before the endpoint reads or writes anything.
 */
export async function readPost<TCaller extends { readonly uid: string } | undefined>(
  req: THttpRequest,
  options: TReadPostOptions<TCaller>,
): Promise<TReadPost<TCaller>> {
  const { allowedOrigins, refuse } = options;
  const refused = (response: THttpResponse<never>): TReadPost<TCaller> => ({ ok: false, response });

  // A request without Origin is not a browser's cross-site request (server tools and tests).
  if (req.origin !== undefined && !isOriginAllowed(req.origin, allowedOrigins))
    return refused(refuse('http/origin-not-allowed', req.origin));
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  if (!options.paths.includes(path)) return refused(refuse('http/not-found', req.path));
  if (req.method === 'OPTIONS') {
    const headers = { ...corsHeaders(req.origin, allowedOrigins, true, options.cors), Allow: options.cors.methods };
    return refused({ status: 204, headers, body: undefined });
  }
  if (req.method !== 'POST')
    return refused(refuse('http/method-not-allowed', req.method, { headers: { Allow: options.cors.methods } }));

  const caller =
    options.auth === undefined
      ? ({ ok: true, value: undefined as TCaller } as const)
      : await verifiedCaller(req, options.auth, refuse);
  if (!caller.ok) return refused(caller.response);
  const uid = caller.value === undefined ? {} : { uid: caller.value.uid };

  const mediaType = (req.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(options.mediaTypes ?? JSON_MEDIA_TYPES).includes(mediaType))
    return refused(refuse('http/unsupported-media-type', mediaType, uid));
  const json = parseJsonBody(req.rawBody, options.maxBodyBytes);
  if (!json.ok) return refused(refuse(json.error.code, json.error.detail, uid));
  return { ok: true, path, caller: caller.value, body: json.value };
}

async function verifiedCaller<TCaller>(
  req: THttpRequest,
  auth: TPostAuth<TCaller>,
  refuse: TRefuse,
): Promise<
  { readonly ok: true; readonly value: TCaller } | { readonly ok: false; readonly response: THttpResponse<never> }
> {
  const token = bearerToken(req.authorization);
  if (token === undefined)
    return {
      ok: false,
      response: refuse(auth.unauthenticatedCode, 'no bearer token', { headers: { 'WWW-Authenticate': 'Bearer' } }),
    };
  try {
    return { ok: true, value: await auth.verifyIdToken(token) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Auth not answering (its revocation check reads the account) says nothing about the token:
    // the person is asked to try again, not to sign in again.
    if (typeof code === 'string' && AUTH_BACKEND_FAILURES.has(code))
      return { ok: false, response: refuse('firestore/unavailable', `ID token not checked (${code})`) };
    const detail = `invalid ID token (${typeof code === 'string' ? code : 'unknown'})`;
    return {
      ok: false,
      response: refuse(auth.unauthenticatedCode, detail, {
        headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      }),
    };
  }
}
