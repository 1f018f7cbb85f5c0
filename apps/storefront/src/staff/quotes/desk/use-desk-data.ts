'use client';

import { useEffect, useState } from 'react';
import type { AppError, TCartLine, TQuoteDesk, TQuoteHistoryEntry, TStaffMember } from '@voltia/domain';
import type { TStoredMessage, TStoredQuote } from '@voltia/firebase-client/quotes';
import type { TLive } from '@/quotes/use-quotes';
import { loadStaffBackend } from '../../staff-backend';

export type TDeskData = {
  readonly quote: TLive<{ readonly quote: TStoredQuote; readonly lines: readonly TCartLine[] }>;
  readonly desk: TLive<TQuoteDesk | null>;
  readonly history: TLive<readonly TQuoteHistoryEntry[]>;
  readonly messages: TLive<readonly TStoredMessage[]>;
  readonly staff: TLive<readonly TStaffMember[]>;
};

const LOADING: TDeskData = { quote: { status: 'loading' }, desk: { status: 'loading' }, history: { status: 'loading' }, messages: { status: 'loading' }, staff: { status: 'loading' } };

/**
 * Everything the desk shows, live (decision 006): the quote and its request lines, the staff's
 * desk, the staff history, the thread and the staff members. Five listeners on small documents,
 * opened together once the SDK is loaded; the page keys this component by quote id, so a new id
 * starts from loading.
 */
export function useDeskData(quoteId: string): TDeskData {
  const [data, setData] = useState<TDeskData>(LOADING);
  useEffect(() => {
    let cancelled = false;
    const stops: (() => void)[] = [];
    const slice =
      <K extends keyof TDeskData>(key: K) =>
      (value: TDeskData[K] extends TLive<infer T> ? T : never) =>
        setData((current) => ({ ...current, [key]: { status: 'ready', value } }));
    const failed = (key: keyof TDeskData) => (error: AppError) => setData((current) => ({ ...current, [key]: { status: 'error', error } }));
    void loadStaffBackend().then(async (backend) => {
      await backend.authReady();
      if (cancelled) return;
      const db = backend.getDb();
      stops.push(
        backend.subscribeQuoteWithLines(db, quoteId, slice('quote'), failed('quote')),
        backend.subscribeQuoteDesk(db, quoteId, slice('desk'), failed('desk')),
        backend.subscribeQuoteHistory(db, quoteId, 'staff', slice('history'), failed('history')),
        backend.subscribeQuoteMessages(db, quoteId, slice('messages'), failed('messages')),
        backend.subscribeStaffMembers(db, slice('staff'), failed('staff')),
      );
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
    };
  }, [quoteId]);
  return data;
}
