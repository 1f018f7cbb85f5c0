/**
 * CORS for the storefront's calls to the functions (stats, mailing), shared by every HTTP function.
 * Methods and headers a storefront page may use; the default is the stats API's.
 */
export type TCorsPolicy = { readonly methods: string; readonly headers: string };
/** The stats API's: a page (or sendBeacon) posts events without credentials. */
export const STATS_CORS: TCorsPolicy = { methods: 'POST, OPTIONS', headers: 'Content-Type' };
const PREFLIGHT_MAX_AGE_SECONDS = '3600';

export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): origin is string {
  return origin !== undefined && allowedOrigins.includes(origin);
}

/**
 * CORS headers for an answer to `origin`: the origin is echoed only when it is on the list (never
 * `*`), and `Vary: Origin` always, so a cache never serves one origin's answer to another.
 */
export function corsHeaders(
  origin: string | undefined,
  allowedOrigins: readonly string[],
  preflight = false,
  policy: TCorsPolicy = STATS_CORS,
): Record<string, string> {
  if (!isOriginAllowed(origin, allowedOrigins)) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    ...(preflight
      ? {
          'Access-Control-Allow-Methods': policy.methods,
          'Access-Control-Allow-Headers': policy.headers,
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
        }
      : {}),
  };
}
