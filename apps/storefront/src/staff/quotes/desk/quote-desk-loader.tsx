'use client';

import dynamic from 'next/dynamic';
import { DeskSkeleton } from './desk-skeleton';

/**
 * The desk, loaded after the page's first paint: its table, the domain's rules (zod included) and
 * its dialogs come while the Firebase SDK does (both are needed before any data shows), so the
 * route's own first JavaScript is the staff shell and this skeleton.
 */
export const QuoteDeskLoader = dynamic(() => import('./quote-desk').then((module) => module.QuoteDesk), {
  ssr: false,
  loading: () => (
    <div className="mx-auto flex w-full max-w-[1920px] flex-col gap-6 px-3 py-6 sm:px-6 lg:px-8">
      <DeskSkeleton />
    </div>
  ),
});
