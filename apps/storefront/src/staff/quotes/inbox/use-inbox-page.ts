'use client';

import { useEffect, useState } from 'react';
import type { AppError, TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxPage } from '@voltia/firebase-client/staff';
import { watchLive } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../../staff-backend';

export type TInboxPageState =
  /** `previous`: the page shown before, kept on screen (dimmed) until the new one arrives. */
  | { readonly status: 'loading'; readonly previous: TInboxPage | null }
  | { readonly status: 'ready'; readonly page: TInboxPage }
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
  const [answer, setAnswer] = useState<{ key: string; state: TInboxPageState } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let first = true;
    // The shared live path: the bounded wait for the first answer, and the catalogue's codes.
    return watchLive<TStaffBackend, TInboxPage>(
      loadStaffBackend,
      (backend, onValue, onError) => backend.subscribeInboxPage(backend.getDb(), plan, cursor, onValue, onError),
      (live) => {
        if (live.status === 'error') setAnswer({ key, state: { status: 'error', error: live.error } });
        if (live.status !== 'ready') return;
        setAnswer({ key, state: { status: 'ready', page: live.value } });
        if (!first) setChanges((count) => count + 1);
        first = false;
      },
      { readFailed: 'staff/inbox-read-failed' },
    );
    // The key names the plan and the cursor: it alone says when to subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (answer !== null && answer.key === key) return { state: answer.state, changes };
  return {
    state: { status: 'loading', previous: answer?.state.status === 'ready' ? answer.state.page : null },
    changes,
  };
}
