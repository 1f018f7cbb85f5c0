'use client';

import { useEffect, useState } from 'react';
import type { TCartLine, TQuoteDesk, TQuoteHistoryEntry, TStaffMember } from '@voltia/domain';
import type { TStoredMessage, TStoredQuote } from '@voltia/firebase-client/quotes';
import { watchLive, type TLive, type TLiveStart } from '@/shared/live/use-live';
import { signedInStaffBackend, type TStaffBackend } from '../../staff-backend';

export type TDeskData = {
  readonly quote: TLive<{ readonly quote: TStoredQuote; readonly lines: readonly TCartLine[] }>;
  readonly desk: TLive<TQuoteDesk | null>;
  readonly history: TLive<readonly TQuoteHistoryEntry[]>;
  readonly messages: TLive<readonly TStoredMessage[]>;
  readonly staff: TLive<readonly TStaffMember[]>;
};

const LOADING: TDeskData = {
  quote: { status: 'loading' },
  desk: { status: 'loading' },
  history: { status: 'loading' },
  messages: { status: 'loading' },
  staff: { status: 'loading' },
};

/**
 * Everything the desk shows, live (decision 006): the quote and its request lines, the staff's
 * desk, the staff history, the thread and the staff members. Five listeners on small documents,
 * opened together once the SDK is loaded; the page keys this component by quote id, so a new id
 * starts from loading.
 */
export function useDeskData(quoteId: string): TDeskData {
  // Kept with the attempt it belongs to: "Reintentar" (an error's `retry`) opens all five again.
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<{ attempt: number; data: TDeskData }>({ attempt, data: LOADING });
  useEffect(() => {
    const retry = () => setAttempt((count) => count + 1);
    // Each listener takes the shared live path: the bounded wait for its first answer, then its values.
    const follow = <K extends keyof TDeskData>(
      key: K,
      start: TLiveStart<TStaffBackend, TDeskData[K] extends TLive<infer T> ? T : never>,
    ) =>
      watchLive(
        signedInStaffBackend,
        start,
        (live) =>
          setHeld((current) => ({
            attempt,
            data: {
              ...(current.attempt === attempt ? current.data : LOADING),
              [key]: live.status === 'error' ? { ...live, retry } : live,
            },
          })),
        {
          readFailed: 'quotes/read-failed',
        },
      );
    const stops = [
      follow('quote', (backend, onValue, onError) =>
        backend.subscribeQuoteWithLines(backend.getDb(), quoteId, onValue, onError),
      ),
      follow('desk', (backend, onValue, onError) =>
        backend.subscribeQuoteDesk(backend.getDb(), quoteId, onValue, onError),
      ),
      follow('history', (backend, onValue, onError) =>
        backend.subscribeQuoteHistory(backend.getDb(), quoteId, 'staff', onValue, onError),
      ),
      follow('messages', (backend, onValue, onError) =>
        backend.subscribeQuoteMessages(backend.getDb(), quoteId, onValue, onError),
      ),
      follow('staff', (backend, onValue, onError) => backend.subscribeStaffMembers(backend.getDb(), onValue, onError)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [quoteId, attempt]);
  return held.attempt === attempt ? held.data : LOADING;
}
