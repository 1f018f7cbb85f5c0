import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogueLoader } from '@/staff/catalogue/catalogue-loader';

export const metadata: Metadata = { title: 'Catálogo' };

/** The staff's product catalogue (its view is read from the URL, hence the Suspense boundary). */
export default function CatalogoPage() {
  return (
    <Suspense fallback={null}>
      <CatalogueLoader />
    </Suspense>
  );
}
