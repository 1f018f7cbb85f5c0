'use client';

import dynamic from 'next/dynamic';
import { ListSkeleton } from '../shell/list-states';

/** /catalogo, loaded after the first paint while the Firebase SDK loads (see QuoteInboxLoader). */
export const CatalogueLoader = dynamic(() => import('./catalogue-screen').then((module) => module.CatalogueScreen), {
  ssr: false,
  loading: () => (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <ListSkeleton of="catalogue" />
    </div>
  ),
});
