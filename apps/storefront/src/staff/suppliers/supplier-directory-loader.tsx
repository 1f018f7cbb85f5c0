'use client';

import dynamic from 'next/dynamic';
import { ListSkeleton } from '../shell/list-states';

/** /proveedores, loaded after the first paint while the Firebase SDK loads (like the inbox). */
export const SupplierDirectoryLoader = dynamic(
  () => import('./supplier-directory').then((module) => module.SupplierDirectory),
  {
    ssr: false,
    loading: () => (
      <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
        <ListSkeleton of="suppliers" />
      </div>
    ),
  },
);
