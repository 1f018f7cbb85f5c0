import { applyQuoteMove, historyActor, isQuoteValidAt, moveHistoryEntry } from '@voltia/domain';
import type { THandlerLogger } from '../http/http-types';
import type { TRunQuoteTransaction } from './quote-transaction';

export const SCHEDULER_UID = 'scheduler';

export type TExpiryDeps = {
  /** Ids of sent quotes whose validity ended before `now` (at most `limit`). */
  readonly listDueQuoteIds: (now: Date, limit: number) => Promise<string[]>;
  readonly runTransaction: TRunQuoteTransaction;
  readonly now: () => Date;
  readonly logger: THandlerLogger;
};

/**
 * Moves every sent quote past its validity to `expired`, each in its own transaction through the
 * domain's expire move (which re-checks the date, so a quote withdrawn or answered meanwhile is
 * left alone). Acceptance never depends on this having run: the domain refuses to accept an offer
 * past its validity whatever the scheduler did. Returns how many it expired.
 */
export async function expireDueQuotes(deps: TExpiryDeps, limit = 200): Promise<number> {
  const now = deps.now();
  const ids = await deps.listDueQuoteIds(now, limit);
  let expired = 0;
  for (const quoteId of ids) {
    try {
      const done = await deps.runTransaction(async (tx) => {
        const quote = await tx.getQuote(quoteId);
        if (quote === undefined || quote.status !== 'sent' || isQuoteValidAt(quote, now)) return false;
        const next = applyQuoteMove(quote, { role: 'system', uid: SCHEDULER_UID }, { type: 'expire' }, now);
        if (!next.ok) return false;
        tx.updateQuote(quoteId, next.value);
        tx.appendHistory(quoteId, [
          moveHistoryEntry(
            historyActor(SCHEDULER_UID, 'system', null),
            'expire',
            quote.status,
            next.value.status,
            null,
            now,
          ),
        ]);
        return true;
      });
      if (done) expired += 1;
    } catch (error) {
      deps.logger.error({ err: error, quoteId }, 'quote could not be expired; the next run tries again');
    }
  }
  deps.logger.info({ due: ids.length, expired }, 'expiry run');
  return expired;
}
