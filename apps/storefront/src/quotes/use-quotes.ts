'use client';

import { useEffect, useState } from 'react';
import type { AppError, TCartLine } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';

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
    void loadQuotesBackend().then(async (backend) => {
      await backend.authReady();
      if (cancelled) return;
      stop = start(
        backend,
        (value) => setAnswer({ key, live: { status: 'ready', value } }),
        (error) => setAnswer({ key, live: { status: 'error', error } }),
      );
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

export { loadQuotesBackend };
