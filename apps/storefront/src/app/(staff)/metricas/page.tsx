import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MetricsScreenLoader } from '@/staff/metrics/metrics-screen-loader';

export const metadata: Metadata = { title: 'Métricas' };

/** The staff's metrics (the period lives in the URL, hence the Suspense boundary). */
export default function MetricsPage() {
  return (
    <Suspense fallback={null}>
      <MetricsScreenLoader />
    </Suspense>
  );
}
