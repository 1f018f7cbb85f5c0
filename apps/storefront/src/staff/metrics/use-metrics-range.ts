'use client';

import type { Route } from 'next';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { metricsRangeFromParams, metricsRangeQuery, utcDayOf, type TMetricsRange } from '@voltia/domain';

/**
 * The period /metricas shows, held in the URL (`?rango=30`, `?desde=…&hasta=…`): a new period pushes
 * a history entry, so Back returns to the previous one. `today` is the UTC day the screen opened on.
 */
export function useMetricsRange(): {
  range: TMetricsRange;
  error: string | null;
  today: string;
  setRange: (range: TMetricsRange) => void;
} {
  const [today] = useState(() => utcDayOf(new Date()));
  const query = useSearchParams().toString();
  const router = useRouter();
  const { range, error } = useMemo(() => metricsRangeFromParams(new URLSearchParams(query), today), [query, today]);
  const setRange = useCallback(
    (next: TMetricsRange) => router.push(`/metricas${metricsRangeQuery(next)}` as Route, { scroll: false }),
    [router],
  );
  return { range, error, today, setRange };
}
