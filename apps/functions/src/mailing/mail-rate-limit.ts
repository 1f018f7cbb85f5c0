/** At most this many sends per caller (uid) within the window. */
export const MAIL_RATE_LIMIT = { maxSends: 3, windowMs: 10 * 60 * 1000 } as const;
export type TMailRateLimit = { readonly maxSends: number; readonly windowMs: number };

export type TRateDecision =
  | { readonly allowed: true; readonly sends: readonly number[] }
  | { readonly allowed: false; readonly sends: readonly number[]; readonly retryAfterSeconds: number };

/**
 * The rate-limit decision, pure: given the caller's earlier send times (ms since epoch), is one more
 * allowed now? Returns the times to store (those still in the window, plus now when allowed).
 */
export function decideMailRate(previous: readonly number[], nowMs: number, limit: TMailRateLimit = MAIL_RATE_LIMIT): TRateDecision {
  const windowStart = nowMs - limit.windowMs;
  const recent = previous.filter((time) => Number.isFinite(time) && time > windowStart && time <= nowMs).sort((a, b) => a - b);
  if (recent.length < limit.maxSends) return { allowed: true, sends: [...recent, nowMs] };
  // The oldest send that still counts leaves the window first.
  const oldest = recent[recent.length - limit.maxSends] as number;
  return { allowed: false, sends: recent, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - nowMs) / 1000)) };
}
