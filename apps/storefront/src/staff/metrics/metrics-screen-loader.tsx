'use client';

import dynamic from 'next/dynamic';
import { MetricsSkeleton } from './metrics-skeleton';

/**
 * /metrics, loaded after the first paint while the Firebase SDK loads (like the other staff
 * screens). The screen's chunk carries recharts and react-day-picker: only this route loads them.
 */
export const MetricsScreenLoader = dynamic(() => import('./metrics-screen').then((module) => module.MetricsScreen), {
  ssr: false,
  loading: () => (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <MetricsSkeleton />
    </div>
  ),
});
