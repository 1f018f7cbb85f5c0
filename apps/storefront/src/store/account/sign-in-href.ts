'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { Route } from 'next';
import { signInHref } from '@voltia/domain/client';

/**
 * The sign-in screen's address that brings the visitor back to this page, query included. It reads
 * the query (useSearchParams), so on a statically rendered page its component sits in a Suspense
 * boundary whose fallback links with the path alone.
 */
export function useSignInHref(): Route {
  const search = useSearchParams().toString();
  return signInHref(`${usePathname()}${search === '' ? '' : `?${search}`}`) as Route;
}

/** The same, read from the address bar when a person acts (a click that sends them to sign in). */
export function signInHrefHere(): Route {
  return signInHref(`${window.location.pathname}${window.location.search}`) as Route;
}
