import Link from 'next/link';
import type { Route } from 'next';
import { tabCountView, type TTabCounts } from './tab-count';

/**
 * A back-office list's status tabs (the inbox's, the orders'): links (each view has its own
 * address), the current one marked with aria-current, each named with its count ("Solicitadas,
 * 12"). On phones the row scrolls sideways inside itself.
 */
export function ListTabs<T extends string>({
  label,
  tabs,
  labels,
  current,
  hrefOf,
  counts,
  approximate,
  countFailed,
}: {
  label: string;
  tabs: readonly T[];
  labels: Readonly<Record<T, string>>;
  current: T;
  hrefOf: (tab: T) => Route;
  counts: TTabCounts<T>;
  approximate: boolean;
  countFailed: string | null;
}) {
  return (
    <nav aria-label={label} className="mt-5">
      <ul
        className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-2 sm:mx-0 sm:flex-wrap sm:px-0"
        aria-busy={counts.status === 'counting' || counts.status === 'refreshing'}
      >
        {tabs.map((tab) => {
          const view = tabCountView(labels[tab], tab, counts, approximate);
          const isCurrent = tab === current;
          return (
            <li key={tab} className="shrink-0">
              <Link
                href={hrefOf(tab)}
                scroll={false}
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={view.label}
                data-tab={tab}
                className="inline-flex min-h-11 items-center gap-2 rounded-button border border-slate-200 bg-white px-3 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:border-primary hover:text-primary aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
              >
                {labels[tab]}
                <span
                  data-testid="tab-count"
                  data-stale={view.stale || undefined}
                  className={`min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums ${isCurrent ? 'bg-white/20' : 'bg-slate-100 text-slate-700'} ${view.stale ? 'opacity-60' : ''}`}
                >
                  {view.badge}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {/* Always there, so a screen reader hears the message when it appears. */}
      <p role="status" className="text-sm text-amber-800">
        {countFailed}
      </p>
    </nav>
  );
}
