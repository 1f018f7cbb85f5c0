import type { Firestore } from 'firebase-admin/firestore';
import { decideMailRate, MAIL_RATE_LIMIT } from './mail-rate-limit';
import type { TMailRateLimit, TRateDecision } from './mail-rate-limit';
import type { TRateLimitKey } from './rate-limit-key';
import { runTransaction } from '../firestore/run-transaction';

export const MAIL_RATE_COLLECTION = 'mail-rate';

/**
 * Takes one send from an allowance in `mail-rate/{key}` ({ sends: number[] }), in a transaction so
 * concurrent requests cannot both take the last one. Each limit has its own key, always made by
 * rateLimitKey (mail: mailRateKey of the uid; quote submits: quoteSubmitRateKey; stats:
 * statsRateKey of the address), so no subject can make an invalid document id. Only the Admin SDK
 * writes here.
 */
export async function consumeMailRate(
  db: Firestore,
  key: TRateLimitKey,
  now: Date,
  limit: TMailRateLimit = MAIL_RATE_LIMIT,
): Promise<TRateDecision> {
  const ref = db.collection(MAIL_RATE_COLLECTION).doc(key);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const stored: unknown = snapshot.get('sends');
    const previous = Array.isArray(stored) ? stored.filter((value): value is number => typeof value === 'number') : [];
    const decision = decideMailRate(previous, now.getTime(), limit);
    if (decision.allowed) tx.set(ref, { sends: decision.sends, updated_at: now });
    return decision;
  });
}
