'use client';

import { useEffect, useRef, useState } from 'react';
import type { AppError, TErrorCode } from '@voltia/domain';
import { watchLive, type TLiveStart } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../staff-backend';
import { currentCursor, firstPage, nextPage, pageNumber, pagesFor, previousPage, type TPageStack } from './page-stack';

// The back-office lists read from Firestore a page at a time (the inbox, the orders, the prices):
// one live listener on the page shown, the cursors of the pages passed (page-stack.ts), the page
// kept on screen while the next one loads, and the keyboard taken to the list's top on a turn.

/** A back-office list's page as the screen holds it. */
export type TListPageState<TPage> =
  /** `previous`: the page shown before, kept on screen (dimmed) until the new one arrives. */
  | { readonly status: 'loading'; readonly previous: TPage | null }
  | { readonly status: 'ready'; readonly page: TPage }
  | { readonly status: 'error'; readonly error: AppError };

/** What a page of any of those lists carries: its rows and where the next page starts (null: none). */
type TPagedRows<TCursor> = { readonly rows: readonly unknown[]; readonly next: TCursor | null };

/** What ListPagination takes to turn the pages. */
export type TListPaging = {
  readonly page: number;
  readonly hasNext: boolean;
  readonly busy: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
};

/**
 * One page of a back-office list, live: `start` opens the listener of the page that starts at the
 * cursor given; `filterKey` names the filter (another filter starts over at page 1). `changes`
 * counts the live changes after a page's first answer (what refreshes the list's counts); `paging`
 * is null while there is nothing to turn to (a single page, or an error).
 */
export function usePagedList<TCursor, TPage extends TPagedRows<TCursor>>(
  filterKey: string,
  start: (cursor: TCursor | null) => TLiveStart<TStaffBackend, TPage>,
  readFailed: TErrorCode,
) {
  const [storedPages, setPages] = useState(() => firstPage<TCursor>(filterKey));
  const pages = pagesFor(storedPages, filterKey);
  const page = pageNumber(pages);
  const [attempt, setAttempt] = useState(0);
  const { state, changes } = useLiveListPage<TPage>(
    start(currentCursor(pages)),
    `${filterKey}#${page}#${attempt}`,
    readFailed,
  );
  const listRef = useRef<HTMLElement>(null);
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.previous : null;
  const loading = state.status === 'loading';

  const turn = (next: TPageStack<TCursor>) => {
    setPages(next);
    // The list is about to change under the buttons: take the keyboard (and the view) to its top.
    listRef.current?.focus();
  };
  const paging: TListPaging | null =
    state.status !== 'error' && (page > 1 || shown?.next != null)
      ? {
          page,
          hasNext: shown?.next != null,
          busy: loading,
          onPrevious: () => turn(previousPage(pages)),
          onNext: () => {
            if (shown?.next != null) turn(nextPage(pages, shown.next));
          },
        }
      : null;

  return {
    state,
    changes,
    page,
    shown,
    loading,
    listRef,
    paging,
    retry: () => setAttempt((count) => count + 1),
  };
}

/**
 * One page of a back-office list, live, through one listener; `key` names the page (filter, page
 * number, attempt) and a new key subscribes again.
 */
function useLiveListPage<TPage>(
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
