'use client';

import { useCallback, useState } from 'react';
import { toAppError, type TQuoteMoveRequest } from '@voltia/domain';
import { loadQuotesBackend } from './use-quotes';

/**
 * A lifecycle move through the quotes function, with its progress and the catalogue's Spanish
 * message when it is refused or fails. `run` answers whether the move went through; the caller's
 * form keeps what the person typed either way until it did.
 */
export function useQuoteMove(quoteId: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (move: TQuoteMoveRequest): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const backend = await loadQuotesBackend();
        await backend.moveQuote(quoteId, move);
        return true;
      } catch (failure) {
        setError(toAppError(failure, 'quote/move-failed').userMessage);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [quoteId],
  );
  return { busy, error, setError, run };
}
