/** Methods and headers a storefront page may use on the stats API. */
const ALLOWED_METHODS = 'POST, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type';
const PREFLIGHT_MAX_AGE_SECONDS = '3600';

export function isOriginAllowed(origin: string | undefined, allowedOrigins: readonly string[]): origin is string {
  return origin !== undefined && allowedOrigins.includes(origin);
}

/**
 * CORS headers for an answer to `origin`: the origin is echoed only when it is on the list (never
 * `*`), and `Vary: Origin` always, so a cache never serves one origin's answer to another.
 */
export function corsHeaders(origin: string | undefined, allowedOrigins: readonly string[], preflight = false): Record<string, string> {
  if (!isOriginAllowed(origin, allowedOrigins)) return { Vary: 'Origin' };
  return {
    'Vary': 'Origin',
    'Access-Control-Allow-Origin': origin,
    ...(preflight
      ? {
          'Access-Control-Allow-Methods': ALLOWED_METHODS,
          'Access-Control-Allow-Headers': ALLOWED_HEADERS,
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
        }
      : {}),
  };
}

export const STATS_ALLOWED_METHODS = ALLOWED_METHODS;
