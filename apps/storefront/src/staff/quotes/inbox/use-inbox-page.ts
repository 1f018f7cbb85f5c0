'use client';

import { useEffect, useState } from 'react';
import { toAppError, type AppError, type TInboxQueryPlan } from '@voltia/domain';
import type { TInboxCursor, TInboxPage } from '@voltia/firebase-client/staff';
import { loadStaffBackend } from '../../staff-backend';

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
export function useInboxPage(plan: TInboxQueryPlan, cursor: TInboxCursor | null, key: string): { state: TInboxPageState; changes: number } {
  const [answer, setAnswer] = useState<{ key: string; state: TInboxPageState } | null>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let first = true;
    loadStaffBackend().then(
      (backend) => {
        if (cancelled) return;
        stop = backend.subscribeInboxPage(
          backend.getDb(),
          plan,
          cursor,
          (page) => {
            setAnswer({ key, state: { status: 'ready', page } });
            if (!first) setChanges((count) => count + 1);
            first = false;
          },
          (error) => setAnswer({ key, state: { status: 'error', error } }),
        );
      },
      (error: unknown) => {
        if (!cancelled) setAnswer({ key, state: { status: 'error', error: toAppError(error, 'staff/inbox-read-failed') } });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // The key names the plan and the cursor: it alone says when to subscribe again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (answer !== null && answer.key === key) return { state: answer.state, changes };
  return { state: { status: 'loading', previous: answer?.state.status === 'ready' ? answer.state.page : null }, changes };
}
