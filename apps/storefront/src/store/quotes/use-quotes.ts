'use client';

import type { TCartLine, TQuoteHistoryEntry } from '@voltia/domain';
import { useLive, type TLive, type TLiveStart } from '@/shared/live/use-live';
import type { TNewest, TStoredMessage, TStoredQuote } from '@voltia/firebase-client/quotes';

// The customer's quotes, live. The Firestore SDK arrives with a dynamic import: these hooks run on
// the B2B pages only.
const loadQuotesBackend = () =>
  Promise.all([
    import('@voltia/firebase-client/quotes'),
    import('@voltia/firebase-client/firestore'),
    import('@voltia/firebase-client/auth'),
  ]).then(([quotes, firestore, auth]) => ({ ...quotes, getDb: firestore.getDb, authReady: auth.authReady }));

/** The backend once Auth has restored the session (the rules read who asks). */
const loadSignedInBackend = () =>
  loadQuotesBackend().then(async (backend) => {
    await backend.authReady();
    return backend;
  });

/** A listener of the customer's quote pages, with the shared bounded wait and retry. */
function useQuoteLive<T>(
  key: string | null,
  start: TLiveStart<Awaited<ReturnType<typeof loadQuotesBackend>>, T>,
): TLive<T> {
  return useLive(key, loadSignedInBackend, start, { readFailed: 'quotes/read-failed' });
}

/** "Mis cotizaciones": the signed-in customer's `shown` most recently changed quotes, and whether older ones remain. */
export function useCustomerQuotes(uid: string | null, shown: number): TLive<TNewest<TStoredQuote>> {
  return useQuoteLive(uid === null ? null : `${uid}#${shown}`, (backend, onValue, onError) =>
    backend.subscribeCustomerQuotes(backend.getDb(), uid as string, onValue, onError, shown),
  );
}

/** The signed-in customer's `shown` most recently changed drafts (their lists are among them), and whether older ones remain. */
export function useCustomerDrafts(uid: string | null, shown: number): TLive<TNewest<TStoredQuote>> {
  return useQuoteLive(uid === null ? null : `${uid}#drafts#${shown}`, (backend, onValue, onError) =>
    backend.subscribeCustomerDrafts(backend.getDb(), uid as string, onValue, onError, shown),
  );
}

/** One quote and its lines. */
export function useQuote(quoteId: string | null): TLive<{ quote: TStoredQuote; lines: readonly TCartLine[] }> {
  return useQuoteLive(quoteId, (backend, onValue, onError) =>
    backend.subscribeQuoteWithLines(backend.getDb(), quoteId as string, onValue, onError),
  );
}

/** The quote's timeline as its customer may read it (moves and requotes), oldest first. */
export function useQuoteHistory(quoteId: string | null): TLive<TQuoteHistoryEntry[]> {
  return useQuoteLive(quoteId, (backend, onValue, onError) =>
    backend.subscribeQuoteHistory(backend.getDb(), quoteId as string, 'customer', onValue, onError),
  );
}

/** The quote's thread with the sales staff, oldest first. */
export function useQuoteMessages(quoteId: string | null): TLive<TStoredMessage[]> {
  return useQuoteLive(quoteId, (backend, onValue, onError) =>
    backend.subscribeQuoteMessages(backend.getDb(), quoteId as string, onValue, onError),
  );
}

export { loadQuotesBackend };
