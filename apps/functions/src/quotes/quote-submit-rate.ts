import type { TMailRateLimit } from '../mailing/mail-rate-limit';
import { rateLimitKey } from '../mailing/rate-limit-key';
import type { TRateLimitKey } from '../mailing/rate-limit-key';

/** At most 10 quote submits per caller per hour: each one mails the staff inbox. */
export const QUOTE_SUBMIT_RATE_LIMIT: TMailRateLimit = { maxSends: 10, windowMs: 60 * 60 * 1000 };

/** The submit allowance's own key in the rate store, apart from the caller's mail allowance. */
export function quoteSubmitRateKey(uid: string): TRateLimitKey {
  return rateLimitKey('quote-submit', uid);
}

/**
 * At most 30 thread messages per caller per 10 minutes: each one mails the other side. A person
 * writing back and forth never meets it; a script filling someone's inbox does.
 */
export const QUOTE_MESSAGE_RATE_LIMIT: TMailRateLimit = { maxSends: 30, windowMs: 10 * 60 * 1000 };

export function quoteMessageRateKey(uid: string): TRateLimitKey {
  return rateLimitKey('quote-message', uid);
}
