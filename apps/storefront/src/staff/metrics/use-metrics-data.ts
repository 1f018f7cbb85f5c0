'use client';

import { useEffect, useRef, useState } from 'react';
import {
  metricsData,
  rankedProductIds,
  toAppError,
  type AppError,
  type TMetricsData,
  type TMetricsNames,
} from '@voltia/domain';
import { watchLive } from '@/shared/live/use-live';
import { loadStaffBackend, type TStaffBackend } from '../staff-backend';

export type TMetricsState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly data: TMetricsData;
      readonly names: TMetricsNames;
      readonly skippedDays: readonly string[];
    }
  | { readonly status: 'error'; readonly error: AppError };

/** How the roll-up asked for on opening went: figures read after a failed one may be a minute old. */
export type TRollupState = 'pending' | 'done' | 'failed';

/** How long the screen waits for the roll-up before it reads the days anyway. */
const ROLLUP_WAIT_MS = 10_000;

/** Asks for a roll-up; resolves true once it is done, false if it failed or took too long. */
function askForRollup(backend: TStaffBackend): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), ROLLUP_WAIT_MS));
  return Promise.race([
    backend.rollUpStatsNow().then(
      () => true,
      () => false,
    ),
    timeout,
  ]);
}

/**
 * The figures of the days `from`–`to`: on opening (and on a retry after a failed one) the screen
 * first asks the metrics function to fold the newest events in, then reads the day documents in
 * one query and the names of the products and categories the panels list.
 */
export function useMetricsData(
  from: string,
  to: string,
  attempt: number,
): { state: TMetricsState; rollup: TRollupState } {
  const key = `${from}|${to}|${attempt}`;
  const [held, setHeld] = useState<{ key: string; state: TMetricsState } | null>(null);
  const [rollup, setRollup] = useState<TRollupState>('pending');
  const rollupRun = useRef<{ attempt: number; done: Promise<boolean> } | null>(null);
  const categories = useRef<Promise<ReadonlyMap<string, string>> | null>(null);

  useEffect(() => {
    const run = async (backend: TStaffBackend) => {
      const db = backend.getDb();
      // One roll-up when the screen opens; a retry asks again only if the last one failed.
      if (rollupRun.current === null || (rollupRun.current.attempt !== attempt && !(await rollupRun.current.done))) {
        const done = askForRollup(backend);
        rollupRun.current = { attempt, done };
        void done.then((ok) => setRollup(ok ? 'done' : 'failed'));
      }
      await rollupRun.current.done;
      const read = await backend.readStatsDays(db, from, to);
      const data = metricsData(read.days);
      categories.current ??= backend.readStatsCategoryNames(db).catch(() => new Map<string, string>());
      const [products, categoryNames] = await Promise.all([
        backend.readStatsProductNames(db, rankedProductIds(data.range)),
        categories.current,
      ]);
      const names: TMetricsNames = {
        product: (id) => products.get(id),
        category: (id) => categoryNames.get(id) ?? id,
        brand: (name) => name,
      };
      return { status: 'ready', data, names, skippedDays: read.skipped.map((day) => day.id) } as const;
    };
    // The shared live path: one answer, with the bounded wait every live screen has (a late one still shows).
    return watchLive<TStaffBackend, Extract<TMetricsState, { status: 'ready' }>>(
      loadStaffBackend,
      (backend, onValue, onError) => {
        let open = true;
        run(backend).then(
          (state) => {
            if (open) onValue(state);
          },
          (error: unknown) => {
            if (open) onError(toAppError(error, 'metrics/read-failed'));
          },
        );
        return () => {
          open = false;
        };
      },
      (live) => {
        if (live.status === 'ready') setHeld({ key, state: live.value });
        if (live.status === 'error') setHeld({ key, state: { status: 'error', error: live.error } });
      },
      { readFailed: 'metrics/read-failed' },
    );
    // The key names the read: from, to and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { state: held !== null && held.key === key ? held.state : { status: 'loading' }, rollup };
}
