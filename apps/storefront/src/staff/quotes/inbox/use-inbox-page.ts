'use client';

import { useEffect, useState } from 'react';
import type { AppError, TErrorCode, TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxPage } from '@voltia/firebase-client/staff';
import { watchLive, type TLiveStart } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../../staff-backend';

export type TInboxPageState = TListPageState<TInboxPage>;

/** A back-office list's page as the screen holds it. */
export type TListPageState<TPage> =
  /** `previous`: the page shown before, kept on screen (dimmed) until the new one arrives. */
  | { readonly status: 'loading'; readonly previous: TPage | null }
  | { readonly status: 'ready'; readonly page: TPage }
  | { readonly status: 'error'; readonly error: AppError };

/**
 * One inbox page, live, through one listener; `key` names the page (filter, page number, attempt)
 * and a new key subscribes again. `changes` counts the live changes of any page after its first
 * answer: what makes the tab counts refresh.
 */
export function useInboxPage(
  plan: TInboxQueryPlan,
  cursor: TInboxCursor | null,
  key: string,
): { state: TInboxPageState; changes: number } {
  return useLiveListPage<TInboxPage>(
    (backend, onValue, onError) => backend.subscribeInboxPage(backend.getDb(), plan, cursor, onValue, onError),
    key,
    'staff/inbox-read-failed',
  );
}

/** useInboxPage for any back-office list (the orders too): `start` opens the page's listener. */
export function useLiveListPage<TPage>(
  start: TLiveStart<TStaffBackend, TPage>,
  key: string,
  readFailed: TErrorCode,
): { state: TListPageState<TPage>; changes: number } {
  const [answer, setAnswer] = useState<{ key: string; state: TListPageState<TPage> } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let first = true;
    // The shared live path: the bounded wait for the first answer, and the catalogue's codes.
    return watchLive<TStaffBackend, TPage>(
      loadStaffBackend,
      start,
      (live) => {
        if (live.status === 'error') setAnswer({ key, state: { status: 'error', error: live.error } });
        if (live.status !== 'ready') return;
        setAnswer({ key, state: { status: 'ready', page: live.value } });
        if (!first) setChanges((count) => count + 1);
        first = false;
      },
      { readFailed },
    );
    // The key names what `start` follows (the plan and the cursor): it alone says when to subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (answer !== null && answer.key === key) return { state: answer.state, changes };
  return {
    state: { status: 'loading', previous: answer?.state.status === 'ready' ? answer.state.page : null },
    changes,
  };
}
