/**
 * The one place that says which remote hosts product images may come from. `next.config.ts` hands
 * this list to `images.remotePatterns` (the image optimizer fetches and resizes only these), and the
 * storefront shows a remote image only when its host is here; any other shows the category's
 * placeholder. The domain's `ZProductImageUrl` (https, or a path the site serves) stays the gate for
 * what staff can store; this list is what the storefront agrees to display.
 *
 * Exact host names only (no `*` wildcards): a wildcard would let any bucket or subdomain through.
 */
export const PRODUCT_IMAGE_REMOTE_PATTERNS = [
  // Firebase Storage download URLs (where uploaded product photos will live).
  { protocol: 'https', hostname: 'firebasestorage.googleapis.com', pathname: '/**' },
  // Public Cloud Storage objects.
  { protocol: 'https', hostname: 'storage.googleapis.com', pathname: '/**' },
] as const satisfies readonly { protocol: 'https'; hostname: string; pathname: string }[];

const allowedHosts: ReadonlySet<string> = new Set(PRODUCT_IMAGE_REMOTE_PATTERNS.map((pattern) => pattern.hostname));

/**
 * Whether the storefront can show this image: a path the site itself serves (`/…`, not `//host`),
 * or an https URL on an allowed host (default port). Anything else gets the placeholder.
 */
export function isDisplayableProductImage(src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//') && !src.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    allowedHosts.has(url.hostname)
  );
}
