import type { TMailRateLimit } from '../mailing/mail-rate-limit';
import { rateLimitKey } from '../mailing/rate-limit-key';
import type { TRateLimitKey } from '../mailing/rate-limit-key';

/**
 * At most 60 stats events per client per minute. A shopper browsing fast (a product, a search, a
 * filter every second or two) stays far below; a script flooding the aggregates meets it, and the
 * client's allowance document takes at most about one write per second.
 */
export const STATS_RATE_LIMIT: TMailRateLimit = { maxSends: 60, windowMs: 60 * 1000 };

/** The stats allowance's key in the rate store: the client's address, hashed (rateLimitKey). */
export function statsRateKey(client: string): TRateLimitKey {
  return rateLimitKey('stats', client);
}
