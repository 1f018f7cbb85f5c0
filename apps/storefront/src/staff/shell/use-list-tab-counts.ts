'use client';

import { useEffect, useState } from 'react';
import { loadStaffBackend, type TStaffBackend } from '../staff-backend';
import type { TTabCounts } from './tab-count';

/** Counts are refreshed at least this often on an open list, while its tab is shown. */
const TAB_COUNT_REFRESH_MS = 60_000;
/** A burst of live changes (a batch of writes) is counted once, this long after the last one. */
const COUNT_SETTLE_MS = 400;

type TAnswer<T extends string> = {
  readonly countKey: string;
  readonly request: string;
  readonly counts: Readonly<Record<T, number>> | null;
  readonly failed: boolean;
};

/**
 * Each tab's count of a back-office list (the inbox, the orders, the prices): `count` asks for them
 * all, and is asked again when `countKey` (what the tabs count) changes, when the live page changes
 * (`liveChanges`) and every minute; never while the browser tab is hidden, and once when it is shown
 * again if it was asked meanwhile.
 */
export function useListTabCounts<T extends string>(
  countKey: string,
  count: (backend: TStaffBackend) => Promise<Readonly<Record<T, number>>>,
  liveChanges: number,
): TTabCounts<T> {
  const [minutes, setMinutes] = useState(0);
  const [answer, setAnswer] = useState<TAnswer<T> | null>(null);
  const request = `${countKey}|${liveChanges}|${minutes}`;

  useEffect(() => {
    const timer = window.setInterval(() => setMinutes((count) => count + 1), TAB_COUNT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const run = () => {
      loadStaffBackend()
        .then((backend) => count(backend))
        .then(
          (counts) => {
            if (!cancelled) setAnswer({ countKey, request, counts, failed: false });
          },
          () => {
            // Shown as "sin actualizar" (or no number); the next refresh tries again.
            if (!cancelled)
              setAnswer((last) => ({
                countKey,
                request,
                counts: last?.countKey === countKey ? last.counts : null,
                failed: true,
              }));
          },
        );
    };
    // A hidden tab (another one in front, the screen locked) counts nothing: the count queries would
    // be read, and billed, for nobody, once a minute and once for every burst of live changes (each
    // batch of an import). What it was asked while hidden is counted once, as soon as it is shown.
    const onShown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onShown);
      run();
    };
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'hidden') document.addEventListener('visibilitychange', onShown);
      else run();
    }, COUNT_SETTLE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
    // `request` names the count key, the live changes and the minute: it alone says when to count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (answer === null || answer.countKey !== countKey) return { status: 'counting' };
  if (answer.request !== request)
    return answer.counts === null ? { status: 'counting' } : { status: 'refreshing', counts: answer.counts };
  if (answer.failed || answer.counts === null) return { status: 'failed', counts: answer.counts };
  return { status: 'fresh', counts: answer.counts };
}
