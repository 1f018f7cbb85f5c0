'use client';

import { useCallback, useState } from 'react';
import { toAppError, type TQuoteAnswer, type TQuoteMoveRequest } from '@voltia/domain';
import { loadQuotesBackend } from './use-quotes';

/**
 * A lifecycle move through the quotes function, with its progress and the catalogue's Spanish
 * message when it is refused or fails. `run` answers the function's answer when the move went
 * through, null when it did not; the caller's form keeps what the person typed either way until it did.
 */
export function useQuoteMove(quoteId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (move: TQuoteMoveRequest): Promise<TQuoteAnswer | null> => {
      setBusy(true);
      setError(null);
      try {
        const backend = await loadQuotesBackend();
        return await backend.moveQuote(quoteId, move);
      } catch (failure) {
        setError(toAppError(failure, 'quote/move-failed').userMessage);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [quoteId],
  );
  return { busy, error, setError, run };
}
