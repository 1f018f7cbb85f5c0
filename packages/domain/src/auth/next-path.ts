/** Where the sign-in screen goes when it was opened without a destination. */
export const DEFAULT_AFTER_SIGN_IN_PATH = '/b2b';

/**
 * The `next` parameter of /b2b/login, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative `//host` or a backslash trick would turn the sign-in screen into an open
 * redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback: string = DEFAULT_AFTER_SIGN_IN_PATH): string {
  if (typeof next !== 'string' || next.length > 2048) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // Control characters (tab, newline) are dropped by URL parsers and could hide a second slash.
  if ([...next].some((char) => char < ' ' || char === '\u007f')) return fallback;
  if (next === '/b2b/login' || next.startsWith('/b2b/login?') || next.startsWith('/b2b/login/')) return fallback;
  return next;
}

/**
 * The sign-in screen's address that brings the visitor back to `current` afterwards: the whole path
 * with its query (`/b2b/solicitar?carrito=buy-now` must come back to the buy-now cart, not the
 * regular one). The sign-in screen itself, or anything unsafe, comes back to /b2b.
 */
export function signInHref(current: string): string {
  return `/b2b/login?next=${encodeURIComponent(safeNextPath(current))}`;
}
