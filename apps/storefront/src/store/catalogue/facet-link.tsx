'use client';

import type { Route } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import { CheckIcon } from '@/shared/ui/icons';
import { recordCatalogueSearch, type TCatalogueSearchKind } from './record-catalogue-search';

export interface FacetLinkProps {
  href: Route;
  name: string;
  count: number;
  /**
   * The count as the page writes it ("1,234"), formatted on the server: the first Intl.NumberFormat
   * a page builds loads the locale's data, a long task on a phone (≈ 25 ms on the bench host, ×4 on a phone).
   */
  countText: string;
  selected: boolean;
  kind: Exclude<TCatalogueSearchKind, 'search'>;
}

/**
 * One facet value as a link to the listing with that value switched on or off: it works without
 * JavaScript and each choice is a history entry. Choosing (not clearing) a value is recorded for the stats.
 */
export function FacetLink({ href, name, count, countText, selected, kind }: FacetLinkProps) {
  return (
    <IntentLink
      href={href}
      scroll={false}
      onClick={() => {
        // The facet's count: the products of that choice within the filters already applied.
        if (!selected) recordCatalogueSearch(name, kind, count);
      }}
      className="group flex min-h-11 items-center gap-3 rounded-button px-2 py-1.5 text-sm text-slate-700 transition-colors hover:bg-primary-light hover:text-primary-dark"
    >
      <span
        aria-hidden="true"
        className={`grid size-5 shrink-0 place-items-center rounded border-2 transition-colors ${
          selected
            ? 'border-primary bg-primary text-on-primary'
            : 'border-slate-400 bg-white group-hover:border-primary'
        }`}
      >
        {selected ? <CheckIcon className="size-3.5 stroke-[3]" /> : null}
      </span>
      <span className={`min-w-0 flex-1 ${selected ? 'font-semibold text-slate-900' : ''}`}>
        {name}
        {selected ? <span className="sr-only"> (filtro aplicado, quitar)</span> : null}
      </span>
      <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 tabular-nums">
        {countText}
        <span className="sr-only"> {count === 1 ? 'producto' : 'productos'}</span>
      </span>
    </IntentLink>
  );
}
