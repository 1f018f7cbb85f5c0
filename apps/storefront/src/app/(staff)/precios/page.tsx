import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PriceScreenLoader } from '@/staff/prices/price-screen-loader';

export const metadata: Metadata = { title: 'Precios' };

/** The staff's price lists (the filter is read from the URL, hence the Suspense boundary). */
export default function PreciosPage() {
  return (
    <Suspense fallback={null}>
      <PriceScreenLoader />
    </Suspense>
  );
}
