'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCurrentSection, STAFF_NAV } from './staff-nav';

type TOverflow = { readonly before: boolean; readonly after: boolean };

/**
 * The back-office's sections as one bar. On a phone it scrolls sideways: the current section is
 * brought into view whenever the path changes, and a fade with an arrow on either edge says there
 * is more that way (decoration only: every link is in the bar and reachable by keyboard).
 */
export function StaffNavBar({ linkClass }: { linkClass: string }) {
  const pathname = usePathname();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<TOverflow>({ before: false, after: false });

  const measure = useCallback(() => {
    const bar = scroller.current;
    if (bar === null) return;
    const before = bar.scrollLeft > 1;
    const after = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
    setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const bar = scroller.current;
    const current = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (bar && current) {
      // Centre the current section in the bar (the browser clamps at either end); the page itself does not move.
      bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
    }
    measure();
  }, [pathname, measure]);

  useEffect(() => {
    const bar = scroller.current;
    if (bar === null) return;
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [measure]);

  const hint = (side: 'before' | 'after') => (
    <span
      aria-hidden="true"
      data-testid="nav-more-hint"
      className={`pointer-events-none absolute inset-y-0 ${side === 'before' ? 'left-0 justify-start bg-gradient-to-r pl-0.5' : 'right-0 justify-end bg-gradient-to-l pr-0.5'} flex w-10 items-center from-primary-dark via-primary-dark/80 to-transparent text-lg font-bold text-white`}
    >
      {side === 'before' ? '‹' : '›'}
    </span>
  );

  return (
    <nav aria-label="Área de ventas" className="relative -mx-1 w-full sm:mx-0 sm:w-auto">
      <div ref={scroller} onScroll={measure} className="relative overflow-x-auto [scrollbar-width:none]">
        <ul className="flex items-center gap-1">
          {STAFF_NAV.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={linkClass}
                aria-current={isCurrentSection(pathname, item.href) ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {overflow.before ? hint('before') : null}
      {overflow.after ? hint('after') : null}
    </nav>
  );
}
