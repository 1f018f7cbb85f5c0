import { usePathname } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';

/** Marks the sticky header of a route group (the store's, the back-office's): toasts keep below it. */
export const APP_HEADER_ATTRIBUTE = 'data-app-header';

/** The gap between the header's bottom edge and the first toast: sonner's own edge gaps (24 px, 16 px on phones). */
const GAP_PX = { desktop: 16, mobile: 12 } as const;

type TSide = { top: number };

/**
 * sonner's offsets for toasts at the top right that start below a header `headerBottomPx` tall:
 * toasts stay top right, and there they must never cover the header's cart badge or menu.
 * sonner's phone layout (≤ 600 px wide) reads `mobileOffset`, wider screens `offset`; the sides
 * sonner is not given keep its defaults.
 */
export function toastOffsets(headerBottomPx: number): { offset: TSide; mobileOffset: TSide } {
  const header = Math.max(0, Math.ceil(headerBottomPx));
  return { offset: { top: header + GAP_PX.desktop }, mobileOffset: { top: header + GAP_PX.mobile } };
}

function measureHeaderBottom(): number {
  const header = document.querySelector<HTMLElement>(`[${APP_HEADER_ATTRIBUTE}]`);
  return header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
}

const noHeader = () => 0;

/**
 * Where the current page's sticky header ends (px from the viewport top; 0 without one), followed
 * as it changes height (a wrapped back-office menu, a font load) and across route groups (the
 * subscription is renewed on each route, when the header may be another element). Measures only
 * while `active` (once the toast area exists); on the server, 0.
 */
export function useHeaderBottom(active: boolean): number {
  const pathname = usePathname();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const header = active && pathname ? document.querySelector<HTMLElement>(`[${APP_HEADER_ATTRIBUTE}]`) : null;
      if (!header) return () => undefined;
      // It reports once on observe, then on every change of size.
      const observer = new ResizeObserver(onChange);
      observer.observe(header);
      return () => observer.disconnect();
    },
    [active, pathname],
  );
  return useSyncExternalStore(subscribe, active ? measureHeaderBottom : noHeader, noHeader);
}
