'use client';

import { useEffect, useState } from 'react';
import { toAppError, type AppError, type TCartLine, type TQuoteHistoryEntry } from '@voltia/domain';
import type { TStoredMessage, TStoredQuote } from '@voltia/firebase-client/quotes';

// The customer's quotes, live. The Firestore SDK arrives with a dynamic import: these hooks run on
// the B2B pages only.
const loadQuotesBackend = () =>
  Promise.all([import('@voltia/firebase-client/quotes'), import('@voltia/firebase-client/firestore'), import('@voltia/firebase-client/auth')]).then(
    ([quotes, firestore, auth]) => ({ ...quotes, getDb: firestore.getDb, authReady: auth.authReady }),
  );

export type TLive<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: AppError };

function useLive<T>(key: string | null, start: (backend: Awaited<ReturnType<typeof loadQuotesBackend>>, onValue: (value: T) => void, onError: (error: AppError) => void) => () => void): TLive<T> {
  // Each answer remembers the key it belongs to, so a new key reads as loading until its first answer.
  const [answer, setAnswer] = useState<{ key: string; live: TLive<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onError = (error: AppError) => setAnswer({ key, live: { status: 'error', error } });
    loadQuotesBackend()
      .then(async (backend) => {
        await backend.authReady();
        if (cancelled) return;
        stop = start(backend, (value) => setAnswer({ key, live: { status: 'ready', value } }), onError);
      })
      // The SDK's chunk did not load (offline, a new deployment): an error state, not an endless "Cargando".
      .catch((error: unknown) => {
        if (!cancelled) onError(toAppError(error, 'quotes/read-failed'));
      });
    return () => {
      cancelled = true;
      stop?.();
    };
    // `start` is defined inline by the callers; the key says when to resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer !== null && answer.key === key ? answer.live : { status: 'loading' };
}

/** "Mis cotizaciones": every quote of the signed-in customer, most recent first. */
export function useCustomerQuotes(uid: string | null): TLive<TStoredQuote[]> {
  return useLive(uid, (backend, onValue, onError) => backend.subscribeCustomerQuotes(backend.getDb(), uid as string, onValue, onError));
}

/** One quote and its lines. */
export function useQuote(quoteId: string | null): TLive<{ quote: TStoredQuote; lines: readonly TCartLine[] }> {
  return useLive(quoteId, (backend, onValue, onError) => backend.subscribeQuoteWithLines(backend.getDb(), quoteId as string, onValue, onError));
}

/** The quote's timeline as its customer may read it (moves and requotes), oldest first. */
export function useQuoteHistory(quoteId: string | null): TLive<TQuoteHistoryEntry[]> {
  return useLive(quoteId, (backend, onValue, onError) => backend.subscribeQuoteHistory(backend.getDb(), quoteId as string, 'customer', onValue, onError));
}

/** The quote's thread with the sales staff, oldest first. */
export function useQuoteMessages(quoteId: string | null): TLive<TStoredMessage[]> {
  return useLive(quoteId, (backend, onValue, onError) => backend.subscribeQuoteMessages(backend.getDb(), quoteId as string, onValue, onError));
}

export { loadQuotesBackend };
