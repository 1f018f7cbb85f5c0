import type { Firestore } from 'firebase-admin/firestore';
import { decideMailRate, MAIL_RATE_LIMIT } from './mail-rate-limit';
import type { TMailRateLimit, TRateDecision } from './mail-rate-limit';
import { runTransaction } from '../firestore/run-transaction';

export const MAIL_RATE_COLLECTION = 'mail-rate';

/**
 * Takes one send from an allowance in `mail-rate/{key}` ({ sends: number[] }), in a transaction so
 * concurrent requests cannot both take the last one. The key is the caller's uid for mail; other
 * limits use their own key (quote submits: quoteSubmitRateKey). Only the Admin SDK writes here.
 */
export async function consumeMailRate(db: Firestore, key: string, now: Date, limit: TMailRateLimit = MAIL_RATE_LIMIT): Promise<TRateDecision> {
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
