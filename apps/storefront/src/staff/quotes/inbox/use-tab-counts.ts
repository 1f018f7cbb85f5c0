'use client';

import { useMemo } from 'react';
import { DEFAULT_INBOX_FILTER, type TInboxFilter, type TInboxTab } from '@voltia/domain';
import { inboxQueryString } from './inbox-href';
import type { TTabCounts } from '../../shell/tab-count';
import { useListTabCounts } from '../../shell/use-list-tab-counts';

/**
 * Each tab's count under the rest of the filter (nine count queries). Only "mine" and the search
 * change what the tabs count; they are counted again when those change, when the live page
 * changes (`liveChanges`) and every minute the tab is shown.
 */
export function useTabCounts(filter: TInboxFilter, staffUid: string, liveChanges: number): TTabCounts<TInboxTab> {
  const countFilter = useMemo(
    () => ({ ...DEFAULT_INBOX_FILTER, mine: filter.mine, search: filter.search }),
    [filter.mine, filter.search],
  );
  return useListTabCounts<TInboxTab>(
    inboxQueryString(countFilter),
    (backend) => backend.countInboxTabs(backend.getDb(), countFilter, staffUid),
    liveChanges,
  );
}
