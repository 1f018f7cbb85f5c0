'use client';

import dynamic from 'next/dynamic';
import { ListSkeleton } from '../shell/list-states';

/** The price lists, loaded after the first paint while the Firebase SDK loads (like the inbox). */
export const PriceScreenLoader = dynamic(() => import('./price-screen').then((module) => module.PriceScreen), {
  ssr: false,
  loading: () => (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <ListSkeleton of="prices" />
    </div>
  ),
});
