import { useId, type ReactNode, type RefObject } from 'react';

/**
 * A back-office list's region: named for screen readers by `title` (the view: tab, search, page),
 * `status` read out when it changes (how many rows; shown on screen with `statusShown`), busy while
 * a page loads, and focusable so a page turn takes the keyboard to its top (usePagedList's listRef).
 */
export function ListSection({
  listRef,
  title,
  status,
  statusShown = false,
  statusTestId,
  busy,
  testId,
  children,
}: {
  listRef: RefObject<HTMLElement | null>;
  title: string;
  status: string;
  statusShown?: boolean;
  statusTestId?: string;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      ref={listRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-busy={busy}
      className="mt-4 focus:outline-none"
      data-testid={testId}
    >
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <p
        role="status"
        className={statusShown ? 'text-sm font-semibold text-slate-700' : 'sr-only'}
        data-testid={statusTestId}
      >
        {status}
      </p>
      {children}
    </section>
  );
}
