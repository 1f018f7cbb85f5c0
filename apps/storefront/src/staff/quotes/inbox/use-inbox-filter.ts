'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { inboxFilterFromParams, type TInboxFilter } from '@voltia/domain';
import { inboxHistoryMode, inboxHref } from './inbox-href';

/**
 * The inbox's filter, read from the URL; a change goes to the URL (and so to the history). Until
 * the URL has caught up, the filter asked for is the one in effect, so a checkbox or a select
 * answers at once instead of springing back while the navigation runs.
 */
export function useInboxFilter(): { filter: TInboxFilter; setFilter: (next: TInboxFilter) => void } {
  const query = useSearchParams().toString();
  const router = useRouter();
  const fromUrl = useMemo(() => inboxFilterFromParams(new URLSearchParams(query)), [query]);
  // Asked for while the URL was `query`; any change of the URL (this one arriving, the back button) ends it.
  const [asked, setAsked] = useState<{ query: string; filter: TInboxFilter } | null>(null);
  const filter = asked !== null && asked.query === query ? asked.filter : fromUrl;
  const setFilter = useCallback(
    (next: TInboxFilter) => {
      setAsked({ query, filter: next });
      const href = inboxHref(next);
      if (inboxHistoryMode(filter, next) === 'replace') router.replace(href, { scroll: false });
      else router.push(href, { scroll: false });
    },
    [query, filter, router],
  );
  return { filter, setFilter };
}
