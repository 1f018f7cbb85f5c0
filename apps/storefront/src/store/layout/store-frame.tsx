import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';

/** The store's header, main landmark and footer around a page (the (tienda) layout, the 404 page). */
export function StoreFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
