import { createHash } from 'node:crypto';

/** The allowances kept in the rate store (`mail-rate`), each apart from the others. */
export type TRateLimitScope = 'mail' | 'stats' | 'quote-submit' | 'quote-message';

declare const RATE_LIMIT_KEY: unique symbol;
/** A rate store document id, only ever made by rateLimitKey. */
export type TRateLimitKey = string & { readonly [RATE_LIMIT_KEY]: true };

/**
 * The key of one subject's allowance in one scope: `{scope}:{SHA-256 of the subject, hex}`, at most
 * 78 characters whatever the subject. A subject comes from the request (a uid, or an address a
 * client can pad: an `X-Forwarded-For` of 1 600 characters made an id longer than Firestore's 1 500
 * bytes and a 500); hashed, it is always a valid document id and no raw address is kept
 * in one.
 */
export function rateLimitKey(scope: TRateLimitScope, subject: string): TRateLimitKey {
  return `${scope}:${createHash('sha256').update(subject, 'utf8').digest('hex')}` as TRateLimitKey;
}
