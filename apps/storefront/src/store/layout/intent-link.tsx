'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { Route } from 'next';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';

type TIntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: Route };

/**
 * A link whose route is prefetched when a person reaches for it (hover, focus, touch), not when it
 * scrolls into view. For the header's links to heavy routes (sign-in, the cart): Next's viewport
 * prefetch would load their JavaScript (forms, zod) on every page for every visitor (decision 007).
 */
export function IntentLink({ href, onPointerEnter, onFocus, onTouchStart, ...props }: TIntentLinkProps) {
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
