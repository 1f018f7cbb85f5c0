import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuoteInboxLoader } from '@/staff/quotes/inbox/quote-inbox-loader';

export const metadata: Metadata = { title: 'Cotizaciones' };

/** The staff's quote inbox (its filter is read from the URL, hence the Suspense boundary). */
export default function CotizacionesPage() {
  return (
    <Suspense fallback={null}>
      <QuoteInboxLoader />
    </Suspense>
  );
}
