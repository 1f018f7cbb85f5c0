'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { inboxFilterFromParams, type TInboxFilter } from '@voltia/domain';
import { inboxHistoryMode, inboxHref } from './inbox-href';

/** The inbox's filter, read from the URL; a change goes to the URL (and so to the history). */
export function useInboxFilter(): { filter: TInboxFilter; setFilter: (next: TInboxFilter) => void } {
  const query = useSearchParams().toString();
  const router = useRouter();
  const filter = useMemo(() => inboxFilterFromParams(new URLSearchParams(query)), [query]);
  const setFilter = useCallback(
    (next: TInboxFilter) => {
      const href = inboxHref(next);
      if (inboxHistoryMode(filter, next) === 'replace') router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [filter, router],
  );
  return { filter, setFilter };
}
