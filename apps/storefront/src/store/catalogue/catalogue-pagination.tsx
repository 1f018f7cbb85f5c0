import type { Route } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { pageWindow } from './page-window';

export interface CataloguePaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => Route;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-button px-3 text-sm font-semibold transition-colors';

/** Numbered pagination as plain links (each page has its own URL). */
export function CataloguePagination({ page, pageCount, hrefFor }: CataloguePaginationProps) {
  if (pageCount <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < pageCount ? page + 1 : null;

  return (
    <nav aria-label="Paginación" className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {previous ? (
        <IntentLink href={hrefFor(previous)} rel="prev" className={`${itemClass} text-primary hover:bg-primary-light`}>
          <ChevronLeftIcon className="size-4" />
          Anterior
        </IntentLink>
      ) : (
        <span aria-hidden="true" className={`${itemClass} cursor-not-allowed text-slate-500`}>
          <ChevronLeftIcon className="size-4" />
          Anterior
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li
              key={p}
              className={
                p === page || p === 1 || p === pageCount || Math.abs(p - page) <= 1 ? '' : 'hidden sm:list-item'
              }
            >
              {p === page ? (
                <span aria-current="page" className={`${itemClass} bg-primary text-on-primary`}>
                  <span className="sr-only">Página </span>
                  {p}
                </span>
              ) : (
                <IntentLink
                  href={hrefFor(p)}
                  className={`${itemClass} text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-primary-light hover:text-primary`}
                >
                  <span className="sr-only">Página </span>
                  {p}
                </IntentLink>
              )}
            </li>
          ),
        )}
      </ol>
      {next ? (
        <IntentLink href={hrefFor(next)} rel="next" className={`${itemClass} text-primary hover:bg-primary-light`}>
          Siguiente
          <ChevronRightIcon className="size-4" />
        </IntentLink>
      ) : (
        <span aria-hidden="true" className={`${itemClass} cursor-not-allowed text-slate-500`}>
          Siguiente
          <ChevronRightIcon className="size-4" />
        </span>
      )}
    </nav>
  );
}
