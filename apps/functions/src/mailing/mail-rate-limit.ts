import { rateLimitKey } from './rate-limit-key';
import type { TRateLimitKey } from './rate-limit-key';

/** At most this many sends per caller (uid) within the window. */
export const MAIL_RATE_LIMIT = { maxSends: 3, windowMs: 10 * 60 * 1000 } as const;

/** The caller's mail allowance's key in the rate store. */
export function mailRateKey(uid: string): TRateLimitKey {
  return rateLimitKey('mail', uid);
}
export type TMailRateLimit = { readonly maxSends: number; readonly windowMs: number };

export type TRateDecision =
  | { readonly allowed: true; readonly sends: readonly number[] }
  | { readonly allowed: false; readonly sends: readonly number[]; readonly retryAfterSeconds: number };

/**
 * The rate-limit decision, pure: given the caller's stored send times (ms since epoch), is one more
 * allowed now? Returns the times to store (those still in the window, plus this send when allowed).
 *
 * It must hold under any interleaving of concurrent requests: `now` is read before the transaction,
 * which may run again after another request with a later `now` committed. So the window ends at the
 * newest time seen (this `now` or the newest stored send, whichever is later), a stored send is
 * never dropped for being newer than `now`, and an allowed send is recorded at that newest time.
 * The stored times then only grow from one commit to the next, and for every send recorded at t
 * at most `maxSends` sends are recorded within (t - windowMs, t].
 */
export function decideMailRate(
  previous: readonly number[],
  nowMs: number,
  limit: TMailRateLimit = MAIL_RATE_LIMIT,
): TRateDecision {
  const stored = previous.filter((time) => Number.isFinite(time));
  const newest = Math.max(nowMs, ...stored);
  const windowStart = newest - limit.windowMs;
  const recent = stored.filter((time) => time > windowStart).sort((a, b) => a - b);
  if (recent.length < limit.maxSends) return { allowed: true, sends: [...recent, newest] };
  // The oldest send that still counts leaves the window first; the caller waits by its own clock.
  const oldest = recent[recent.length - limit.maxSends] as number;
  return {
    allowed: false,
    sends: recent,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - nowMs) / 1000)),
  };
}
