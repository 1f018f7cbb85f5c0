'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { Route } from 'next';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';

type TIntentLinkProps<T extends string> = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & {
  href: Route<T>;
};

/**
 * A link whose route is prefetched when a person reaches for it (hover, focus, touch), not when it
 * scrolls into view. For the header's links to heavy routes (sign-in, the cart): Next's viewport
 * prefetch would load their JavaScript (forms, zod) on every page for every visitor (decision 007).
 * And for the catalogue's many links (product cards, facets, pages, the home's categories and
 * brands): in view, a desktop listing asked the server for some twenty routes on load, each a render,
 * that the visitor mostly never opens. The header's, the breadcrumb's and the footer's links too: on
 * a phone's data plan, every page would otherwise fetch the home and the listing it shows links to.
 * And the customer's area: "Mis cotizaciones" and "Mis pedidos" would fetch a route for every quote
 * and order in the list. Every link of the store is one (the legal pages, which run no script of
 * their own, keep Next's plain link).
 */
export function IntentLink<T extends string>({
  href,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: TIntentLinkProps<T>) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}
