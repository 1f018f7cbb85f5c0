'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FullScreenLoader } from './full-screen-loader';
import { shouldShowRouteLoader } from './should-show-route-loader';

/** Hides the overlay even if an expected route change never arrives (cancelled or failed navigation). */
export const ROUTE_LOADER_SAFETY_TIMEOUT_MS = 10_000;

/**
 * Shows the full-screen loader from the click on an internal link until the new pathname or query
 * renders. `loading.tsx` only covers segments that suspend; this covers every link navigation.
 * It needs a <Suspense> boundary above it because it reads the search params.
 */
export function RouteChangeLoader() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const routeKey = `${pathname}?${search}`;

  const [pending, setPending] = useState(false);
  const [renderedRoute, setRenderedRoute] = useState(routeKey);
  // A new route has rendered: hide the overlay in this same render (no frame with a stale overlay).
  if (renderedRoute !== routeKey) {
    setRenderedRoute(routeKey);
    setPending(false);
  }

  useEffect(() => {
    // Capture phase: runs before Next's <Link> handler turns the click into a client navigation.
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      if (shouldShowRouteLoader(event, link, window.location.href)) setPending(true);
    }
    // Coming back from the back-forward cache restores the old state; the navigation it showed for is over.
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setPending(false);
    }
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPending(false), ROUTE_LOADER_SAFETY_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return pending ? <FullScreenLoader /> : null;
}
